import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compare, divide, type Fraction, parseDecimal, subtract } from "#lib/decimal.ts";
import { ethanolShare } from "#lib/ethanol-share.ts";
import { PBEV_JUNE_2026 } from "#testing/fixtures.ts";
import { carIdentity as identity, catalogueCarArbitrary as catalogueCar, sampleCar } from "#testing/sample-car.ts";
import {
  byMixedRatio,
  carRatios,
  countBelowRule,
  isPlugInHybrid,
  leastEthanolFriendly,
  mixedLimits,
  mixedRatioRange,
  mostEthanolFriendly,
  type RatedCar,
  rateCars,
  sortByMixedRatio,
  tableFigures,
} from "./car-ratios.ts";
import { type CatalogueCar, catalogueCars } from "./catalogue.ts";
const catalogue = PBEV_JUNE_2026;

const car = sampleCar;

/** A km/l figure as the tables print it, within the plausible 2 to 40 km/l: 2.0 to 40.0 with one decimal. */
const figureOf = (min: number, max: number) =>
  fc.integer({ min: min * 10, max: max * 10 }).map((tenths) => (tenths / 10).toFixed(1));
const figure = figureOf(2, 40);
const figures = fc.record({
  ethanolCity: figure,
  ethanolHighway: figure,
  gasolineCity: figure,
  gasolineHighway: figure,
});

const fraction = (text: string): Fraction => parseDecimal(text)!;
/** The exact misto limit by its definition: the combined km/l of each fuel, 55% city and 45% highway on litres per km. */
function mixedByDefinition(
  c: Pick<CatalogueCar, "ethanolCity" | "ethanolHighway" | "gasolineCity" | "gasolineHighway">,
) {
  const combined = (city: string, highway: string) =>
    divide(
      { n: 1n, d: 1n },
      {
        n: 55n * fraction(highway).n * fraction(city).d + 45n * fraction(city).n * fraction(highway).d,
        d: 100n * fraction(city).n * fraction(highway).n,
      },
    );
  return divide(combined(c.ethanolCity, c.ethanolHighway), combined(c.gasolineCity, c.gasolineHighway));
}

function findCar(match: Partial<CatalogueCar>): CatalogueCar {
  const found = catalogueCars(catalogue).filter((candidate) =>
    Object.entries(match).every(([key, value]) => candidate[key as keyof CatalogueCar] === value),
  );
  expect(found, JSON.stringify(match)).toHaveLength(1);
  return found[0]!;
}

describe("carRatios: real cars of cars.json, checked by hand", () => {
  it("Chevrolet ONIX LTZ 1.0T A-6 (2026): E 8,6/10,9, G 12,1/15,3 → 71,1%, 71,2%, 71,1%", () => {
    const onix = findCar({ makeSlug: "chevrolet", model: "ONIX", version: "LTZ", engine: "1.0T - 12V", last: 7 });
    expect([onix.ethanolCity, onix.ethanolHighway, onix.gasolineCity, onix.gasolineHighway]).toEqual([
      "8.6",
      "10.9",
      "12.1",
      "15.3",
    ]);
    const ratios = carRatios(onix);
    // 8.6 / 12.1 = 0.71074…; 10.9 / 15.3 = 0.71241…
    expect(compare(ratios.city.exact, { n: 86n, d: 121n })).toBe(0);
    expect(ratios.city.rounded).toBe(0.711);
    expect(ratios.highway.rounded).toBe(0.712);
    // Combined: E 1 / (0.55/8.6 + 0.45/10.9) = 9.50235…, G 1 / (0.55/12.1 + 0.45/15.3) = 13.3571… → 0.71141…
    expect(ratios.mixed.rounded).toBe(0.711);
  });

  it("GWM TANK 300 PHEV FLEX (2026): E 5,4/5,7, G 7,5/7,6 → 72,0%, 75,0%, 73,3%", () => {
    const tank = findCar({ makeSlug: "gwm", model: "TANK 300" });
    expect([tank.ethanolCity, tank.ethanolHighway, tank.gasolineCity, tank.gasolineHighway]).toEqual([
      "5.4",
      "5.7",
      "7.5",
      "7.6",
    ]);
    const ratios = carRatios(tank);
    // 5.4 / 7.5 = 0.72 exactly; 5.7 / 7.6 = 0.75 exactly
    expect(compare(ratios.city.exact, { n: 72n, d: 100n })).toBe(0);
    expect(compare(ratios.highway.exact, { n: 75n, d: 100n })).toBe(0);
    // E 1 / (0.55/5.4 + 0.45/5.7) = 5.52893…, G 1 / (0.55/7.5 + 0.45/7.6) = 7.54183… → 0.73310…
    expect(ratios.mixed.rounded).toBe(0.733);
  });

  it("Caoa Chery TIGGO 7 SPORT 1.5T (2026): E 6,7/8,6, G 10,4/12,6 → 64,4%, 68,3%, 65,9%", () => {
    const tiggo = findCar({ makeSlug: "caoa-chery", model: "TIGGO 7", version: "SPORT", last: 7 });
    expect([tiggo.ethanolCity, tiggo.ethanolHighway, tiggo.gasolineCity, tiggo.gasolineHighway]).toEqual([
      "6.7",
      "8.6",
      "10.4",
      "12.6",
    ]);
    const ratios = carRatios(tiggo);
    // 6.7 / 10.4 = 0.64423…; 8.6 / 12.6 = 0.68253…
    expect(ratios.city.rounded).toBe(0.644);
    expect(ratios.highway.rounded).toBe(0.683);
    // E 1 / (0.55/6.7 + 0.45/8.6) = 7.45067…, G 1 / (0.55/10.4 + 0.45/12.6) = 11.3058… → 0.65901…
    expect(ratios.mixed.rounded).toBe(0.659);
  });
});

describe("carRatios: properties", () => {
  it("city and highway are ethanol km/l ÷ gasoline km/l; misto is the ratio of the combined figures", () => {
    fc.assert(
      fc.property(figures, (km) => {
        const ratios = carRatios(km);
        expect(compare(ratios.city.exact, divide(fraction(km.ethanolCity), fraction(km.gasolineCity)))).toBe(0);
        expect(compare(ratios.highway.exact, divide(fraction(km.ethanolHighway), fraction(km.gasolineHighway)))).toBe(
          0,
        );
        expect(compare(ratios.mixed.exact, mixedByDefinition(km))).toBe(0);
      }),
    );
  });

  it("the misto limit lies between the city and highway limits (it is their mediant on litres per km)", () => {
    fc.assert(
      fc.property(figures, (km) => {
        const { city, highway, mixed } = carRatios(km);
        const [low, high] = compare(city.exact, highway.exact) <= 0 ? [city, highway] : [highway, city];
        expect(compare(low.exact, mixed.exact)).toBeLessThanOrEqual(0);
        expect(compare(mixed.exact, high.exact)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it("equal city and highway limits make the misto limit equal to them", () => {
    fc.assert(
      // Scaled up to three times, the figures stay within the plausible 2 to 40 km/l.
      fc.property(figureOf(2, 13), figureOf(2, 13), fc.integer({ min: 1, max: 3 }), (ethanol, gasoline, factor) => {
        const scaled = (text: string) => (Number(text) * factor).toFixed(1);
        const { city, highway, mixed } = carRatios({
          ethanolCity: ethanol,
          gasolineCity: gasoline,
          ethanolHighway: scaled(ethanol),
          gasolineHighway: scaled(gasoline),
        });
        expect(compare(city.exact, highway.exact)).toBe(0);
        expect(compare(mixed.exact, city.exact)).toBe(0);
      }),
    );
  });

  it("the rounded value is the exact one to 3 decimals, within half a thousandth", () => {
    fc.assert(
      fc.property(figures, (km) => {
        for (const ratio of Object.values(carRatios(km))) {
          const error = subtract(ratio.exact, parseDecimal(ratio.rounded)!);
          const halfThousandth = { n: 1n, d: 2000n };
          // Half up: exact − rounded lies in [−0.0005, 0.0005).
          expect(compare(error, halfThousandth)).toBe(-1);
          expect(compare(error, { n: -1n, d: 2000n })).toBeGreaterThanOrEqual(0);
          expect(String(ratio.rounded)).toMatch(/^\d+(\.\d{1,3})?$/);
        }
      }),
    );
  });

  it("more km/l with ethanol never lowers a limit", () => {
    fc.assert(
      // Raised by up to 5 km/l, the ethanol figure stays within the plausible 2 to 40 km/l.
      fc.property(figures, figureOf(2, 35), fc.integer({ min: 1, max: 50 }), (others, ethanolCity, tenths) => {
        const km = { ...others, ethanolCity };
        const better = { ...km, ethanolCity: (Number(km.ethanolCity) + tenths / 10).toFixed(1) };
        expect(compare(carRatios(better).city.exact, carRatios(km).city.exact)).toBe(1);
        expect(compare(carRatios(better).mixed.exact, carRatios(km).mixed.exact)).toBe(1);
      }),
    );
  });
});

describe("tableFigures", () => {
  it("reads the four figures exactly", () => {
    expect(tableFigures(car())).toEqual({
      ethanolCity: { n: 86n, d: 10n },
      ethanolHighway: { n: 109n, d: 10n },
      gasolineCity: { n: 121n, d: 10n },
      gasolineHighway: { n: 153n, d: 10n },
    });
  });

  it.each(["", "\\", "0", "-1.2", "abc", "1.9", "40.1"])("refuses the figure %j, naming it", (bad) => {
    expect(() => tableFigures(car({ gasolineHighway: bad }))).toThrow(
      new RangeError(`not a plausible km/l figure: gasolineHighway "${bad}"`),
    );
  });
});

describe("sortByMixedRatio", () => {
  it("is a permutation, ordered from the highest misto limit to the lowest", () => {
    fc.assert(
      fc.property(fc.array(catalogueCar, { maxLength: 40 }), (cars) => {
        const rated = rateCars(cars);
        const sorted = sortByMixedRatio(rated);
        expect(sorted.map(identity).sort()).toEqual(rated.map(identity).sort());
        for (let index = 1; index < sorted.length; index++) {
          expect(
            compare(sorted[index - 1]!.ratios.mixed.exact, sorted[index]!.ratios.mixed.exact),
          ).toBeGreaterThanOrEqual(0);
          expect(byMixedRatio(sorted[index - 1]!, sorted[index]!)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it("does not depend on the input order (ties are broken by names, figures and editions)", () => {
    fc.assert(
      fc.property(
        fc
          .array(catalogueCar, { maxLength: 30 })
          .chain((cars) =>
            fc.tuple(fc.constant(cars), fc.shuffledSubarray(cars, { minLength: cars.length, maxLength: cars.length })),
          ),
        ([cars, shuffled]) => {
          expect(sortByMixedRatio(rateCars(shuffled)).map(identity)).toEqual(
            sortByMixedRatio(rateCars(cars)).map(identity),
          );
        },
      ),
    );
  });

  it("breaks a tie in the limit by make, model and version (pt-BR, ignoring case and accents)", () => {
    const same = { ethanolCity: "7.0", ethanolHighway: "8.0", gasolineCity: "10.0", gasolineHighway: "11.0" };
    const cars = rateCars([
      car({ ...same, make: "Fiat", model: "ARGO", version: "TREKKING" }),
      car({ ...same, make: "Citroën", model: "C3", version: "Live" }),
      car({ ...same, make: "Fiat", model: "ARGO", version: "DRIVE" }),
      car({ ...same, make: "Fiat", model: "argo", version: "drive", ethanolCity: "7.1" }),
    ]);
    expect(sortByMixedRatio(cars).map((c) => `${c.make} ${c.model} ${c.version}`)).toEqual([
      "Fiat argo drive",
      "Citroën C3 Live",
      "Fiat ARGO DRIVE",
      "Fiat ARGO TREKKING",
    ]);
  });

  it("does not change the array it is given", () => {
    const cars = rateCars([car({ ethanolCity: "7.0" }), car({ ethanolCity: "9.0" })]);
    const before = cars.map(identity);
    sortByMixedRatio(cars);
    expect(cars.map(identity)).toEqual(before);
  });
});

describe("mostEthanolFriendly and leastEthanolFriendly", () => {
  const sortedCars = fc.array(catalogueCar, { maxLength: 40 }).map((cars) => sortByMixedRatio(rateCars(cars)));

  it("take the highest and the lowest limits: no car outside a list beats one inside it", () => {
    fc.assert(
      fc.property(sortedCars, (sorted) => {
        const most = mostEthanolFriendly(sorted);
        const least = leastEthanolFriendly(sorted);
        expect(most).toHaveLength(Math.min(5, sorted.length));
        expect(least).toHaveLength(Math.min(5, sorted.length));
        const minOfMost = mixedRatioRange(most)?.min.exact;
        const maxOfLeast = mixedRatioRange(least)?.max.exact;
        for (const other of sorted) {
          if (!most.includes(other) && minOfMost)
            expect(compare(other.ratios.mixed.exact, minOfMost)).toBeLessThanOrEqual(0);
          if (!least.includes(other) && maxOfLeast)
            expect(compare(other.ratios.mixed.exact, maxOfLeast)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("list the most friendly from the highest limit down, the least friendly from the lowest up", () => {
    fc.assert(
      fc.property(sortedCars, (sorted) => {
        const most = mostEthanolFriendly(sorted);
        const least = leastEthanolFriendly(sorted);
        for (let index = 1; index < most.length; index++) {
          expect(compare(most[index - 1]!.ratios.mixed.exact, most[index]!.ratios.mixed.exact)).toBeGreaterThanOrEqual(
            0,
          );
        }
        for (let index = 1; index < least.length; index++) {
          expect(compare(least[index - 1]!.ratios.mixed.exact, least[index]!.ratios.mixed.exact)).toBeLessThanOrEqual(
            0,
          );
        }
      }),
    );
  });

  it("are disjoint when there are at least ten cars, even when every limit is equal", () => {
    fc.assert(
      fc.property(fc.array(catalogueCar, { minLength: 10, maxLength: 40 }), fc.boolean(), (cars, allEqual) => {
        const input = allEqual
          ? cars.map((c) => ({
              ...c,
              ethanolCity: "7.0",
              ethanolHighway: "8.0",
              gasolineCity: "10.0",
              gasolineHighway: "11.0",
            }))
          : cars;
        const sorted = sortByMixedRatio(rateCars(input));
        const most = mostEthanolFriendly(sorted);
        expect(leastEthanolFriendly(sorted).filter((c) => most.includes(c))).toEqual([]);
      }),
    );
  });

  it("take `count` cars, none for a count of zero", () => {
    const sorted = sortByMixedRatio(rateCars([car(), car({ version: "LT" }), car({ version: "AT" })]));
    expect(mostEthanolFriendly(sorted, 2)).toHaveLength(2);
    expect(leastEthanolFriendly(sorted, 2)).toHaveLength(2);
    expect(mostEthanolFriendly(sorted, 0)).toEqual([]);
    expect(leastEthanolFriendly(sorted, 0)).toEqual([]);
  });
});

describe("mixedRatioRange and countBelowRule", () => {
  it("give the lowest and highest misto limit, null for no car", () => {
    fc.assert(
      fc.property(fc.array(catalogueCar, { minLength: 1, maxLength: 30 }), (cars) => {
        const sorted = sortByMixedRatio(rateCars(cars));
        const range = mixedRatioRange(sorted)!;
        expect(compare(range.max.exact, sorted[0]!.ratios.mixed.exact)).toBe(0);
        expect(compare(range.min.exact, sorted.at(-1)!.ratios.mixed.exact)).toBe(0);
      }),
    );
    expect(mixedRatioRange([])).toBeNull();
  });

  it("counts the cars strictly below 70% (exactly 70% is not below)", () => {
    const cars = rateCars([
      car({ ethanolCity: "7.0", ethanolHighway: "7.0", gasolineCity: "10.0", gasolineHighway: "10.0" }),
      car({ ethanolCity: "6.9", ethanolHighway: "6.9", gasolineCity: "10.0", gasolineHighway: "10.0" }),
      car(),
    ]);
    expect(countBelowRule(cars)).toBe(1);
  });
});

describe("isPlugInHybrid", () => {
  it("tells plug-in hybrids by name, from ordinary and mild hybrids", () => {
    expect(isPlugInHybrid({ model: "TANK 300", version: "PHEV FLEX" })).toBe(true);
    expect(isPlugInHybrid({ model: "Countryman", version: "Plug-In Hybrid" })).toBe(true);
    expect(isPlugInHybrid({ model: "YARIS CROSS", version: "XRE-HYBRID" })).toBe(false);
    expect(isPlugInHybrid({ model: "COROLLA", version: "GLI HEV" })).toBe(false);
    expect(isPlugInHybrid({ model: "PULSE", version: "AUDACE HYB" })).toBe(false);
  });

  it("picks exactly the rows that the independent extraction codes as plug-in", () => {
    const csv = readFileSync(new URL("../../../data/pbev/pbev-flex-extracted.csv", import.meta.url), "utf8");
    const rows = csv.split("\n").slice(1).filter(Boolean);
    const named = rows.filter((row) => isPlugInHybrid({ model: "", version: row }));
    expect(named).toEqual(rows.filter((row) => row.includes(",Plug-in,")));
    expect(named.length).toBeGreaterThan(0);
  });
});

describe("mixedLimits with ethanolShare: the ANP survey joined with the June 2026 table, checked by hand", () => {
  // The cars of the table updated on 2026-06-03 (267 flex versions), whatever editions come later.
  const index = catalogue.editions.findIndex((edition) => edition.updated === "2026-06-03");
  const june2026 = catalogueCars(catalogue).filter((entry) => entry.first <= index && index <= entry.last);
  const limits = mixedLimits(june2026);
  const price = (text: string) => parseDecimal(text)!;

  it("has one limit per car, in order", () => {
    expect(june2026).toHaveLength(267);
    expect(limits).toEqual(june2026.map((entry) => carRatios(entry).mixed.exact));
  });

  it("Bahia, ANP 7 to 13/06/2026 (etanol R$ 4,91, gasolina R$ 7,09: 69,25%): 232 of 267", () => {
    // By hand: 35 cars have a misto limit under 69,25%, the highest of them the Nissan Versa CVT
    // (69,19%); the next, the Hyundai Creta N-line DCT-7 (69,27%), is the lowest of the 232 above.
    const ratio = divide(price("4.91"), price("7.09"));
    expect(ethanolShare(ratio, limits)).toEqual({ pays: 232, total: 267 });
  });

  it("Santa Catarina, same survey (etanol R$ 4,61, gasolina R$ 6,57: 70,17%): 138 of 267", () => {
    // By hand: 129 cars below, the highest the Peugeot 208 Active MT (70,161%); the VW Virtus
    // Sense TSI Mecânico (70,175%) pays off by 0,01 point: only exact decimals see it.
    const ratio = divide(price("4.61"), price("6.57"));
    expect(ethanolShare(ratio, limits)).toEqual({ pays: 138, total: 267 });
  });
});
describe("rateCars", () => {
  it("rateCars keeps the cars and their order", () => {
    const cars = [car(), car({ version: "LT" })];
    const rated: RatedCar[] = rateCars(cars);
    expect(rated.map(identity)).toEqual(cars.map(identity));
  });
});
