import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PBEV_JUNE_2026 } from "#testing/fixtures.ts";
import { createVersionSearch } from "./car-search.ts";
import { carVersions } from "./car-versions.ts";
import { catalogueCars } from "./catalogue.ts";

const versions = carVersions(catalogueCars(PBEV_JUNE_2026));
const search = createVersionSearch(versions);

describe("the car search over versions", () => {
  it('finds the Onix versions for "onix", each once, grouped by model', () => {
    const found = search("onix");
    expect(found.length).toBeGreaterThan(20);
    expect(found.every((version) => version.make === "Chevrolet" && /^Onix/.test(version.model))).toBe(true);
    expect(new Set(found.map((version) => version.id)).size).toBe(found.length);
    const groups = found.map((version) => version.model);
    // Each group is one run: once left, a group never comes back.
    expect(new Set(groups).size).toBe(groups.filter((group, i) => group !== groups[i - 1]).length);
  });

  it.each([
    ["corola", "Toyota", /^Corolla/],
    ["hb 20", "Hyundai", /^HB20/],
    ["hb20 1.0", "Hyundai", /^HB20/],
    ["onix plus ltz", "Chevrolet", /^Onix Plus$/],
    ["polo tsi", "Volkswagen", /^Polo/],
    ["vw gol", "Volkswagen", /^gol/i],
    ["gm onix", "Chevrolet", /^Onix/],
    ["ÔNIX", "Chevrolet", /^Onix/],
  ])('finds what drivers type: "%s"', (query, make, model) => {
    const found = search(query);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((version) => version.make === make && model.test(version.model))).toBe(true);
  });

  it("lists the newest version first within a model", () => {
    const found = search("onix plus ltz");
    expect(found[0]!.years.at(-1)).toBe(Math.max(...found.map((version) => version.years.at(-1)!)));
  });

  it("finds nothing for an empty query", () => {
    expect(search("  ")).toEqual([]);
  });

  it("finds any version by its make and model name, in any case (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...versions), fc.boolean(), (target, upper) => {
        const query = `${target.make} ${target.model} ${target.version} ${target.engine}`;
        expect(search(upper ? query.toUpperCase() : query.toLowerCase())).toContain(target);
      }),
      { numRuns: 200 },
    );
  });
});
