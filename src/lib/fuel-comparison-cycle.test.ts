import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compare, type Fraction, parseDecimal, toRoundedNumber } from "./decimal.ts";
import { carThreshold, cycleKmPerLitre, mixedKmPerLitre } from "./fuel-comparison.ts";

const d = (text: string): Fraction => parseDecimal(text)!;

/** A km/l figure as the PBEV tables print it: one decimal, 1,0 to 40,0. */
const kmPerLitre = fc.integer({ min: 10, max: 400 }).map((tenths) => d((tenths / 10).toFixed(1)));

describe("the combined (misto) consumption, 55% city and 45% highway", () => {
  it("weights litres per km, not km/l: 10 km/l in town and 15 on the road make 11,76 km/l", () => {
    // 1 ÷ (0,55 ÷ 10 + 0,45 ÷ 15) = 1 ÷ 0,085 = 11,7647…; the arithmetic mean would say 12,25.
    expect(toRoundedNumber(mixedKmPerLitre(d("10"), d("15")), 4)).toBe(11.7647);
  });

  it("is the figure itself when city and highway agree", () => {
    fc.assert(fc.property(kmPerLitre, (figure) => compare(mixedKmPerLitre(figure, figure), figure) === 0));
  });

  it("lies between the city and highway figures, below their arithmetic mean unless they agree", () => {
    fc.assert(
      fc.property(kmPerLitre, kmPerLitre, (city, highway) => {
        const mixed = mixedKmPerLitre(city, highway);
        const low = compare(city, highway) <= 0 ? city : highway;
        const high = low === city ? highway : city;
        const weightedMean = { n: city.n * highway.d * 55n + highway.n * city.d * 45n, d: city.d * highway.d * 100n };
        expect(compare(mixed, low)).toBeGreaterThanOrEqual(0);
        expect(compare(mixed, high)).toBeLessThanOrEqual(0);
        expect(compare(mixed, weightedMean)).toBe(compare(city, highway) === 0 ? 0 : -1);
      }),
    );
  });

  it("burns exactly the litres of 55 km in town plus 45 km on the road per 100 km", () => {
    fc.assert(
      fc.property(kmPerLitre, kmPerLitre, (city, highway) => {
        const mixed = mixedKmPerLitre(city, highway);
        // litres for 100 km: 100 ÷ mixed = 55 ÷ city + 45 ÷ highway, compared cross-multiplied.
        const left = { n: 100n * mixed.d, d: mixed.n };
        const right = { n: 55n * city.d * highway.n + 45n * highway.d * city.n, d: city.n * highway.n };
        return compare(left, right) === 0;
      }),
    );
  });
});

describe("the figures of one driving cycle", () => {
  // Chevrolet Onix LTZ 1.0T A-6, PBEV 2026 (3 Jun 2026), km/l: ethanol 8,6 city / 10,9 highway, gasoline 12,1 / 15,3.
  const onix = {
    ethanolCity: d("8.6"),
    ethanolHighway: d("10.9"),
    gasolineCity: d("12.1"),
    gasolineHighway: d("15.3"),
  };

  it("takes the city or the highway pair as printed", () => {
    expect(cycleKmPerLitre(onix, "city")).toEqual({ ethanol: onix.ethanolCity, gasoline: onix.gasolineCity });
    expect(cycleKmPerLitre(onix, "highway")).toEqual({ ethanol: onix.ethanolHighway, gasoline: onix.gasolineHighway });
  });

  it("combines each fuel's pair for misto, and the threshold follows from them", () => {
    const mixed = cycleKmPerLitre(onix, "mixed");
    expect(compare(mixed.ethanol, mixedKmPerLitre(onix.ethanolCity, onix.ethanolHighway))).toBe(0);
    expect(compare(mixed.gasoline, mixedKmPerLitre(onix.gasolineCity, onix.gasolineHighway))).toBe(0);
    // city 8,6 ÷ 12,1 = 71,07%; highway 10,9 ÷ 15,3 = 71,24%; misto in between.
    expect(toRoundedNumber(carThreshold(mixed.ethanol, mixed.gasoline), 4)).toBe(0.7114);
  });
});
