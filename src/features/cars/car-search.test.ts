import fc from "fast-check";
import { describe, expect, it } from "vitest";
import cars from "../../../fixtures/pbev-2026-06-03/cars.json";
import { type CarsJson, catalogueCars, searchCars } from "./catalogue";
import { pickerResults } from "./car-search";

const all = catalogueCars(cars as CarsJson);

describe("the picker's results", () => {
  it("are the search's cars, grouped by make and model, newest group first", () => {
    const results = pickerResults(all, "onix ltz");
    expect(results[0]).toMatchObject({ make: "Chevrolet", model: "ONIX", version: "LTZ", lastYear: 2026 });
    const groups = results.map((car) => `${car.make} ${car.model}`);
    // Each group is one run: once left, a group never comes back.
    expect(new Set(groups).size).toBe(groups.filter((group, i) => group !== groups[i - 1]).length);
  });

  it("find the examples drivers type", () => {
    expect(pickerResults(all, "hb20 1.0")[0]).toMatchObject({ make: "Hyundai", model: "HB20" });
    expect(pickerResults(all, "polo tsi")[0]).toMatchObject({ make: "Volkswagen", model: "POLO" });
    expect(pickerResults(all, "")).toEqual([]);
  });

  it("are a regrouping of exactly the search's cars, for any query", () => {
    const words = fc.constantFrom("onix", "1.0", "gol", "vw", "tsi", "hb20", "fiat", "flex", "x", "2.0");
    fc.assert(
      fc.property(fc.array(words, { maxLength: 3 }), (parts) => {
        const query = parts.join(" ");
        const results = pickerResults(all, query);
        const found = searchCars(all, query);
        expect(results).toHaveLength(found.length);
        expect(new Set(results)).toEqual(new Set(found));
      }),
    );
  });
});
