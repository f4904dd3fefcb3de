import { readFileSync } from "node:fs";
import fc from "fast-check";
import { normaliseText } from "../../lib/search-text";
import { describe, expect, it } from "vitest";
import {
  buildCatalogue,
  type CarSpec,
  type CarsJson,
  catalogueCars,
  type CatalogueEdition,
  latestEditionCars,
  mergeEditions,
  searchCars,
  yearRange,
} from "./catalogue";

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

describe("buildCatalogue and its readers", () => {
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

  it("unpacks cars with their year range, and lists the latest edition's", () => {
    const cars = catalogueCars(catalogue);
    expect(cars.map((c) => `${c.make} ${c.model} ${c.version}: ${yearRange(c)}`)).toEqual([
      "Chevrolet ONIX LT: 2023–2024",
      "Fiat ARGO DRIVE 1.0: 2022–2024",
      "Volkswagen POLO TSI: 2022",
    ]);
    expect(latestEditionCars({ ...catalogue, editions: EDITIONS.slice(0, 3) }).map((c) => c.model)).toEqual([
      "ONIX",
      "ARGO",
    ]);
  });
});

describe("searchCars on the frozen catalogue of June 2026 (fixtures/pbev-2026-06-03)", () => {
  const json = JSON.parse(
    readFileSync(new URL("../../../fixtures/pbev-2026-06-03/cars.json", import.meta.url), "utf8"),
  ) as CarsJson;
  const cars = catalogueCars(json);
  const names = (found: typeof cars) =>
    found.map(
      (c) =>
        `${c.make} ${c.model} ${c.version} ${c.engine} ${c.transmission} ${c.ethanolCity}/${c.ethanolHighway}/${c.gasolineCity}/${c.gasolineHighway} ${yearRange(c)}`,
    );

  it('finds every Onix for "onix", newest first', () => {
    const found = searchCars(cars, "onix");
    expect(found.length).toBeGreaterThan(100);
    expect(new Set(found.map((c) => c.make))).toEqual(new Set(["Chevrolet"]));
    expect(found.every((c) => /ONIX/i.test(c.model))).toBe(true);
    expect(found[0]!.last).toBe(json.editions.length - 1);
    expect(names(found)).toContain("Chevrolet ONIX LT 1.0T - 12V A-6 8.6/10.9/12.1/15.3 2026");
  });

  it('finds the 1.0 HB20s for "hb20 1.0"', () => {
    const found = searchCars(cars, "hb20 1.0");
    expect(found.length).toBeGreaterThan(20);
    expect(found.every((c) => c.make === "Hyundai" && /^HB20/i.test(c.model) && c.engine.startsWith("1.0"))).toBe(true);
    expect(names(found)).toContain("Hyundai HB20 Comfort 1.0-12V M-5 9.9/10.7/13.3/15.4 2025–2026");
  });

  it('finds the Polo TSIs for "polo tsi"', () => {
    const found = searchCars(cars, "polo tsi");
    expect(found.length).toBeGreaterThan(10);
    expect(found.every((c) => c.make === "Volkswagen" && /POLO/i.test(c.model) && /TSI/i.test(c.version))).toBe(true);
    expect(names(found)).toContain("Volkswagen POLO COMFORTLINE TSI AUTOMÁTICO 1.0-12V A - 6 9.0/11.1/13.1/16.1 2026");
  });

  it("ignores case and accents, knows VW and GM, and finds nothing for an empty query", () => {
    expect(searchCars(cars, "ÔNIX")).toEqual(searchCars(cars, "onix"));
    expect(searchCars(cars, "citroen").length).toBeGreaterThan(0);
    expect(
      searchCars(cars, "vw gol").every((c) => c.make === "Volkswagen" && c.model.toUpperCase().startsWith("GOL")),
    ).toBe(true);
    expect(searchCars(cars, "gm onix")).toEqual(searchCars(cars, "chevrolet onix"));
    expect(searchCars(cars, "  ")).toEqual([]);
  });

  it("finds any car by words of its name in any case, with or without accents", () => {
    const accented: Record<string, string> = { a: "á", e: "ê", i: "í", o: "õ", u: "ú", c: "ç" };
    fc.assert(
      fc.property(fc.constantFrom(...cars), fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), (target, flags) => {
        const words = `${target.model} ${target.version}`.split(/\s+/).filter(Boolean);
        const query = words
          .filter((_, i) => flags[i % 8])
          .map((word, i) =>
            flags[(i + 1) % 8] ? word.toUpperCase() : word.toLowerCase().replace(/[aeiouc]/, (v) => accented[v] ?? v),
          )
          .join(" ");
        expect(searchCars(cars, `${target.make} ${query}`)).toContain(target);
      }),
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
