import { describe, expect, it } from "vitest";
import type { CarsJson } from "#data/cars.ts";
import { catalogueCars, latestEditionCars, yearRange } from "./catalogue.ts";
/** A catalogue in the file's format: three editions, a car in each of their runs. */
const CATALOGUE: CarsJson = {
  format: 1,
  source: "Fonte: Inmetro – PBE Veicular",
  editions: [2022, 2023, 2024].map((year) => ({ year, updated: `${year}-12-01`, file: `pbev-${year}.pdf` })),
  makes: [
    ["Chevrolet", "chevrolet", [["ONIX", [["LT", "1.0-6V", "M-5", "9.4", "10.4", "13.6", "14.5", 1, 2]]]]],
    ["Fiat", "fiat", [["ARGO", [["DRIVE 1.0", "1.0-6V", "M-5", "9.4", "10.4", "13.6", "14.5", 0, 2]]]]],
    ["Volkswagen", "volkswagen", [["POLO", [["TSI", "1.0-6V", "M-5", "9.4", "10.4", "13.6", "14.5", 0, 0]]]]],
  ],
};

describe("the catalogue's readers", () => {
  it("unpack cars with their year range, and list the latest edition's", () => {
    const cars = catalogueCars(CATALOGUE);
    expect(cars.map((c) => `${c.make} ${c.model} ${c.version}: ${yearRange(c)}`)).toEqual([
      "Chevrolet ONIX LT: 2023–2024",
      "Fiat ARGO DRIVE 1.0: 2022–2024",
      "Volkswagen POLO TSI: 2022",
    ]);
    expect(cars[1]).toMatchObject({ makeSlug: "fiat", ethanolCity: "9.4", first: 0, last: 2, firstYear: 2022 });
    expect(latestEditionCars(CATALOGUE).map((c) => c.model)).toEqual(["ONIX", "ARGO"]);
  });
});
