import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CarSpec, CatalogueEdition } from "#data/cars.ts";
import { normaliseText } from "#lib/search-text.ts";
import { buildCatalogue, mergeEditions } from "./catalogue.ts";

const car = (overrides: Partial<CarSpec> = {}): CarSpec => ({
  make: "Fiat",
  model: "ARGO",
  version: "DRIVE 1.0",
  engine: "1.0-6V",
  transmission: "M-5",
  ethanolCity: "9.4",
  ethanolHighway: "10.4",
  gasolineCity: "13.6",
  gasolineHighway: "14.5",
  ...overrides,
});

const EDITIONS: CatalogueEdition[] = [2022, 2023, 2024, 2025].map((year) => ({
  year,
  updated: `${year}-12-01`,
  file: `pbev-${year}.pdf`,
}));

describe("mergeEditions", () => {
  it("turns a car printed unchanged by consecutive editions into one entry spanning them", () => {
    expect(mergeEditions([[car()], [car()], [car()]])).toEqual([{ ...car(), first: 0, last: 2 }]);
  });

  it("starts a new entry when the figures change or an edition skips the car", () => {
    const changed = car({ gasolineHighway: "14.6" });
    expect(mergeEditions([[car()], [changed], [car()], [], [car()]])).toEqual([
      { ...car(), first: 0, last: 0 },
      { ...changed, first: 1, last: 1 },
      { ...car(), first: 2, last: 2 },
      { ...car(), first: 4, last: 4 },
    ]);
  });

  it("collapses duplicates within an edition and keeps different versions apart", () => {
    const other = car({ version: "TREKKING" });
    expect(mergeEditions([[car(), car(), other], [car()]])).toEqual([
      { ...car(), first: 0, last: 1 },
      { ...other, first: 0, last: 0 },
    ]);
  });

  it("compares names without case, accents or punctuation spacing, keeping the latest spelling", () => {
    const later = car({ model: "Argo", version: "Drive 1.0", transmission: "M - 5" });
    expect(mergeEditions([[car({ version: "DRIVE 1.0", transmission: "M-5" })], [later]])).toEqual([
      { ...later, first: 0, last: 1 },
    ]);
    expect(
      mergeEditions([[car({ version: "200TSI AUTOMÁTICO" })], [car({ version: "200TSI AUTOMATICO" })]]),
    ).toHaveLength(1);
  });

  it("covers every printed car by exactly one maximal run of consecutive editions", () => {
    const pool = fc.array(
      fc.record({
        model: fc.constantFrom("ARGO", "Argo", "MOBI"),
        version: fc.constantFrom("DRIVE", "LIKE"),
        gasolineCity: fc.constantFrom("13.6", "14.0"),
      }),
      { minLength: 1, maxLength: 4 },
    );
    const editions = pool.chain((cars) =>
      fc.array(fc.subarray(cars.map((c) => car(c))), { minLength: 1, maxLength: 6 }),
    );
    fc.assert(
      fc.property(editions, (printed) => {
        const merged = mergeEditions(printed);
        const key = (c: CarSpec) => `${normaliseText(c.model)}|${normaliseText(c.version)}|${c.gasolineCity}`;
        printed.forEach((cars, index) => {
          for (const c of cars)
            expect(merged.filter((m) => key(m) === key(c) && m.first <= index && index <= m.last)).toHaveLength(1);
        });
        for (const m of merged) {
          for (let index = m.first; index <= m.last; index++)
            expect(printed[index]!.some((c) => key(c) === key(m))).toBe(true);
          const touching = merged.filter(
            (other) => other !== m && key(other) === key(m) && other.first <= m.last + 1 && m.first <= other.last + 1,
          );
          expect(touching).toEqual([]);
        }
      }),
    );
  });
});

describe("buildCatalogue", () => {
  const catalogue = buildCatalogue(
    EDITIONS,
    mergeEditions([
      [car({ model: "Argo" }), car({ make: "Volkswagen", model: "POLO", version: "TSI" })],
      [car(), car({ make: "Chevrolet", model: "ONIX", version: "LT" })],
      [car(), car({ make: "Chevrolet", model: "ONIX", version: "LT" })],
    ]),
    "Fonte: Inmetro – PBE Veicular",
  );

  it("groups make → model → version, sorted, with slugs and the model's latest spelling", () => {
    expect(
      catalogue.makes.map(([name, slug, models]) => [name, slug, models.map(([model, cars]) => [model, cars.length])]),
    ).toEqual([
      ["Chevrolet", "chevrolet", [["ONIX", 1]]],
      ["Fiat", "fiat", [["ARGO", 1]]],
      ["Volkswagen", "volkswagen", [["POLO", 1]]],
    ]);
    expect(catalogue.makes[1]![2][0]![1][0]).toEqual([
      "DRIVE 1.0",
      "1.0-6V",
      "M-5",
      "9.4",
      "10.4",
      "13.6",
      "14.5",
      0,
      2,
    ]);
  });

  it("refuses a make unknown to makes.ts", () => {
    expect(() => buildCatalogue(EDITIONS, mergeEditions([[car({ make: "Tesla" })]]), "")).toThrow(
      'unknown make "Tesla"',
    );
  });
});

describe("normaliseText", () => {
  it("is idempotent and blind to case and accents", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."aAbBcçÇeéÉoôÔuÜ19 .-/()") }), (text) => {
        expect(normaliseText(normaliseText(text))).toBe(normaliseText(text));
        expect(normaliseText(text.toUpperCase())).toBe(normaliseText(text.toLowerCase()));
      }),
    );
    expect(normaliseText("  Ônix PLUS 1.0-12V ")).toBe("onix plus 1.0 12v");
  });
});
