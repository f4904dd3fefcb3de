import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CarsJson, loadCars } from "#data/cars.ts";
import { compare, type Fraction, parseDecimal } from "#lib/decimal.ts";
import { ethanolShare, fleetShareSentence } from "#lib/ethanol-share.ts";
import { sampleCar } from "#testing/sample-car.ts";
import { limitList, limitsJson } from "./car-limits.ts";
import { mixedLimits } from "./car-ratios.ts";
import { latestEditionCars } from "./catalogue.ts";

/** The catalogue as committed on 2026-11-24 (fixtures/README.md): the 2026 table, 267 flex cars. */
const frozen = JSON.parse(
  readFileSync(new URL("../../../fixtures/pbev-2026-06-03/cars.json", import.meta.url), "utf8"),
) as CarsJson;

/** Limits as sorted numbers, to compare two lists of fractions as multisets. */
const sorted = (limits: readonly Fraction[]) => limits.toSorted(compare);
function sameValues(a: readonly Fraction[], b: readonly Fraction[]): boolean {
  const [left, right] = [sorted(a), sorted(b)];
  return left.length === right.length && left.every((limit, index) => compare(limit, right[index] as Fraction) === 0);
}

describe("limitsJson and limitList", () => {
  it("keep every car's exact misto limit of the latest table, lowest first, in lowest terms", async () => {
    for (const catalogue of [frozen, await loadCars()]) {
      const json = limitsJson(catalogue);
      expect(json.year).toBe(catalogue.editions.at(-1)?.year);
      expect(json.source).toBe(catalogue.source);
      const list = limitList(json);
      expect(sameValues(list, mixedLimits(latestEditionCars(catalogue)))).toBe(true);
      expect(list).toEqual(sorted(list));
      for (const [n, d, count] of json.limits) {
        expect(Number.isSafeInteger(n) && Number.isSafeInteger(d) && count >= 1).toBe(true);
        const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
        expect(gcd(n, d)).toBe(1);
      }
      // Distinct limits, each once.
      expect(new Set(json.limits.map(([n, d]) => `${n}/${d}`)).size).toBe(json.limits.length);
    }
  });

  it("is small enough to fetch with the city averages: under 4 KB for the 2026 table", () => {
    expect(JSON.stringify(limitsJson(frozen)).length).toBeLessThan(4000);
    expect(limitList(limitsJson(frozen))).toHaveLength(267);
  });

  it("throws on a catalogue whose latest edition has no cars", () => {
    expect(() => limitsJson({ ...frozen, makes: [] })).toThrow(RangeError);
  });

  /** A km/l figure as the tables print it, within the plausible 2 to 40 km/l: 2.0 to 40.0 with one decimal. */
  const figure = fc.integer({ min: 20, max: 400 }).map((tenths) => (tenths / 10).toFixed(1));
  const car = fc
    .record({ ethanolCity: figure, ethanolHighway: figure, gasolineCity: figure, gasolineHighway: figure })
    .map((figures) => sampleCar(figures));

  it("property: the share at any price ratio is the same from the file as from the catalogue", () => {
    fc.assert(
      fc.property(
        fc.array(car, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 300, max: 1000 }),
        (cars, permille) => {
          const catalogue: CarsJson = {
            ...frozen,
            editions: frozen.editions.slice(0, 1),
            makes: [
              [
                "Chevrolet",
                "chevrolet",
                [
                  [
                    "Onix",
                    cars.map((c) => [
                      c.version,
                      c.engine,
                      c.transmission,
                      c.ethanolCity,
                      c.ethanolHighway,
                      c.gasolineCity,
                      c.gasolineHighway,
                      0,
                      0,
                    ]),
                  ],
                ],
              ],
            ],
          };
          const ratio = { n: BigInt(permille), d: 1000n };
          expect(ethanolShare(ratio, limitList(limitsJson(catalogue)))).toEqual(
            ethanolShare(ratio, mixedLimits(latestEditionCars(catalogue))),
          );
        },
      ),
    );
  });
});

describe("the calculator's share, read by hand", () => {
  it("Bahia's means of 7 to 13/06/2026 (4,91 and 7,09): 69,3%, ethanol in 232 of the 2026 table's 267 cars", () => {
    const week = JSON.parse(
      readFileSync(new URL("../../../fixtures/anp-2026-06-07/weekly.json", import.meta.url), "utf8"),
    ) as { states: Array<{ uf: string; ethanol: { mean: string }; gasoline: { mean: string } }> };
    const bahia = week.states.find((state) => state.uf === "BA");
    expect(bahia?.ethanol.mean).toBe("4.91");
    expect(bahia?.gasoline.mean).toBe("7.09");
    const prices = { ethanol: parseDecimal("4.91") as Fraction, gasoline: parseDecimal("7.09") as Fraction };
    expect(fleetShareSentence(prices, limitList(limitsJson(frozen)), 2026)).toBe(
      "Com estes preços (etanol a 69,3% da gasolina), o etanol compensa para 87% dos carros flex da tabela Inmetro 2026 (232 de 267).",
    );
  });
});
