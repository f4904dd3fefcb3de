import { describe, expect, it } from "vitest";
import { loadCars } from "#data/cars.ts";
import { makeCatalogue } from "#features/cars/build/catalogue-pages.ts";
import { searchEntries } from "#features/cars/build/search-entries.ts";
import { carVersions } from "#features/cars/car-versions.ts";
import { catalogueCars } from "#features/cars/catalogue.ts";
import { createCatalogueSearch, MAX_RESULTS } from "./catalogue-search.ts";

const catalogue = await loadCars();
const entries = searchEntries(carVersions(catalogueCars(catalogue)));
const search = createCatalogueSearch(entries);

describe("the /carros search", () => {
  it("links every version to its own row on its make's page", () => {
    const rows = new Set(
      catalogue.makes.flatMap(([, slug]) =>
        makeCatalogue(catalogue, slug)!.models.flatMap((group) =>
          group.cars.map((version) => `/carros/${slug}#${version.id}`),
        ),
      ),
    );
    expect(entries).toHaveLength(rows.size);
    for (const entry of entries) expect(rows.has(entry.h), entry.h).toBe(true);
  });

  it("finds a version despite a typo, a missing space or the make's short name", () => {
    expect(search("onix ltz").shown[0]!.n).toMatch(/^Chevrolet Onix LTZ/);
    expect(search("corola").shown.every((entry) => entry.n.startsWith("Toyota Corolla"))).toBe(true);
    expect(search("corola").total).toBeGreaterThan(0);
    expect(search("hb 20").shown[0]!.n).toMatch(/^Hyundai HB20/);
    expect(search("vw gol").shown[0]!.n).toMatch(/^Volkswagen Gol/i);
  });

  it("shows at most a screenful and counts the rest; nothing for an empty or unknown query", () => {
    const onix = search("onix");
    expect(onix.shown).toHaveLength(MAX_RESULTS);
    expect(onix.total).toBeGreaterThan(MAX_RESULTS);
    expect(search("   ")).toEqual({ shown: [], total: 0 });
    expect(search("zzzzqqq").total).toBe(0);
  });
});
