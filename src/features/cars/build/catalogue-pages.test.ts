import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shortCarName } from "#features/cars/car-messages.ts";
import { carRatios, isPlugInHybrid, sortByMixedRatio } from "#features/cars/car-ratios.ts";
import { catalogueCars, latestEditionCars } from "#features/cars/catalogue.ts";
import { compare } from "#lib/decimal.ts";
import { versionPath } from "#lib/paths.ts";
import { PBEV_JUNE_2026 } from "#testing/fixtures.ts";
import { carIdentity as identity, catalogueCarArbitrary as catalogueCar, sampleCar } from "#testing/sample-car.ts";
import {
  catalogueMakes,
  groupByModel,
  latestTable,
  makeCatalogue,
  tableCars,
  temporalCoverage,
  yearSpan,
} from "./catalogue-pages.ts";

const catalogue = PBEV_JUNE_2026;
const car = sampleCar;

describe("groupByModel", () => {
  it("keeps every car once, in order within its model, one group per model as readers compare names", () => {
    fc.assert(
      fc.property(fc.array(catalogueCar, { maxLength: 40 }), (cars) => {
        const groups = groupByModel(cars);
        expect(
          groups
            .flatMap((group) => group.cars)
            .map(identity)
            .sort(),
        ).toEqual(cars.map(identity).sort());
        const keys = groups.map((group) =>
          group.model
            .normalize("NFD")
            .replace(/[\u0300-\u036f]/g, "")
            .toLowerCase(),
        );
        expect(new Set(keys).size).toBe(groups.length);
        for (const group of groups) {
          expect(group.cars).toEqual(cars.filter((c) => group.cars.includes(c)));
        }
        expect(new Set(groups.map((group) => group.id)).size).toBe(groups.length);
        for (const group of groups) expect(group.id).toMatch(/^modelo-[a-z0-9-]+$/);
      }),
    );
  });

  it("names a group after its first car and gives ids from the name, numbered when two names read alike", () => {
    const groups = groupByModel([
      car({ model: "ONIX PLUS" }),
      car({ model: "Ônix Plus", version: "LT" }),
      car({ model: "ONIX-PLUS!" }),
      car({ model: "ONIX PLUS.", version: "AT" }),
      car({ model: "TRACKER" }),
    ]);
    expect(groups.map((group) => [group.model, group.id, group.cars.length])).toEqual([
      ["ONIX PLUS", "modelo-onix-plus", 3],
      ["ONIX PLUS.", "modelo-onix-plus-2", 1],
      ["TRACKER", "modelo-tracker", 1],
    ]);
  });
});

describe("the catalogue's makes and pages (cars.json)", () => {
  it("lists every make of every edition, with its models and years", () => {
    const makes = catalogueMakes(catalogue);
    expect(makes.map((make) => make.slug)).toEqual(catalogue.makes.map(([, slug]) => slug));
    const audi = makes.find((make) => make.slug === "audi")!;
    expect(audi).toMatchObject({
      name: "Audi",
      firstYear: 2020,
      lastYear: 2020,
      inLatestEdition: false,
      modelCount: 2,
    });
    const chevrolet = makes.find((make) => make.slug === "chevrolet")!;
    expect(chevrolet).toMatchObject({ firstYear: 2020, lastYear: 2026, inLatestEdition: true });
    expect(makes.reduce((sum, make) => sum + make.carCount, 0)).toBe(catalogueCars(catalogue).length);
  });

  it("gives a make's page: its versions rated and grouped by model, and its latest table's date", () => {
    const page = makeCatalogue(catalogue, "chevrolet")!;
    expect(page.make.name).toBe("Chevrolet");
    expect(page.updated).toBe("2026-06-03");
    const versions = page.models.flatMap((group) => group.cars);
    // One entry per version: fewer than the catalogue's entries, each spelling of it kept.
    expect(versions.length).toBeLessThan(page.make.carCount);
    expect(versions.flatMap((version) => version.official).length).toBeGreaterThanOrEqual(versions.length);
    expect(new Set(versions.map((version) => version.id)).size).toBe(versions.length);
    expect(page.models.map((group) => group.model)).toContain("Onix");
    expect(new Set(page.models.map((group) => group.model.toLowerCase())).size).toBe(page.models.length);
    const onix = page.models.find((group) => group.model === "Onix")!;
    const ltz = onix.cars.find((c) => c.version === "LTZ" && c.engine === "1.0 Turbo 12V" && c.latest.last === 7)!;
    expect(ltz.ratios.mixed.rounded).toBe(0.711);
    expect(makeCatalogue(catalogue, "audi")!.updated).toBe("2020-03-11");
    expect(makeCatalogue(catalogue, "nao-existe")).toBeNull();
  });

  it("Fiat: one row per version, no two rows that read alike (case, '1.0 6V' and '1.0-6V', model-year marks)", () => {
    const page = makeCatalogue(catalogue, "fiat")!;
    const rows = page.models.flatMap((group) =>
      group.cars.map((version) => `${group.model}|${version.version}|${version.engine}|${version.transmission}`),
    );
    const readAlike = rows.map((row) => row.toLowerCase().replace(/[^a-z0-9]/g, ""));
    expect(new Set(readAlike).size).toBe(rows.length);
    // The catalogue's 251 Fiat entries of every edition make far fewer rows.
    expect(page.make.carCount).toBeGreaterThan(rows.length);
    const argo = page.models.find((group) => group.model === "Argo")!;
    const drive = argo.cars.filter((version) => version.version.toLowerCase() === "drive 1.0");
    expect(drive.map((version) => version.engine)).toEqual(["1.0 6V"]);
  });

  it("latestTable: the latest edition's cars sorted, the five most and least friendly, the ranges", () => {
    const table = latestTable(catalogue);
    expect(table.edition).toEqual({ year: 2026, updated: "2026-06-03", file: "pbev-2026-06-03.pdf" });
    expect(table.cars).toHaveLength(latestEditionCars(catalogue).length);
    expect(table.cars).toHaveLength(267);
    expect(table.most.map((c) => `${c.make} ${c.model} ${c.version}`)).toEqual([
      "Citroën C3 XTR 1.0",
      "Hyundai HB20 Comfort",
      "Hyundai HB20 Limited",
      "Hyundai HB20 Sense",
      "Toyota YARIS CROSS XRE-HYBRID",
    ]);
    expect(table.plugIns.map((c) => `${c.make} ${c.model} ${c.version}`)).toEqual(["GWM TANK 300 PHEV FLEX"]);
    expect([...table.most, ...table.least].some(isPlugInHybrid)).toBe(false);
    expect(table.least[0]!.model).toBe("TIGGO 7");
    expect(table.least.map((c) => c.ratios.mixed.rounded)).toEqual([0.659, 0.67, 0.67, 0.68, 0.68]);
    expect(table.range!.min.rounded).toBe(0.659);
    expect(table.range!.max.rounded).toBe(0.733);
    expect(table.allEditionsRange!.min.rounded).toBe(0.614);
    expect(table.allEditionsRange!.max.rounded).toBe(0.744);
    expect(table.belowRule).toBe(table.cars.filter((c) => compare(c.ratios.mixed.exact, { n: 7n, d: 10n }) < 0).length);
    expect(() => latestTable({ ...catalogue, editions: [] })).toThrow(RangeError);
  });
});

describe("tableCars: one table's cars named as people write them", () => {
  it("latestTable names each car by its version across the tables (no 'DUSTER DUSTER INTP MT')", () => {
    const table = latestTable(catalogue);
    expect(table.most.map((c) => shortCarName(c.readable))).toEqual([
      "Citroën C3 XTR 1.0",
      "Hyundai HB20 Comfort",
      "Hyundai HB20 Limited",
      "Hyundai HB20 Sense",
      "Toyota Yaris Cross XRE-Hybrid",
    ]);
    const duster = table.least.find((c) => c.version === "DUSTER INTP MT")!;
    expect(shortCarName(duster.readable)).toBe("Renault Duster Intp MT");
    expect(`${duster.readable.engine} · ${duster.readable.transmission}`).toBe("1.6 16V · manual, 5 marchas");
    expect(versionPath(duster.readable)).toMatch(/^\/carros\/renault#renault-duster-intp-mt-/);
  });

  it("keeps every car the edition prints, once, with its own figures, in its version, highest misto first", () => {
    fc.assert(
      fc.property(fc.array(catalogueCar, { maxLength: 30 }), fc.integer({ min: 0, max: 7 }), (cars, edition) => {
        const table = tableCars(cars, edition);
        const printed = cars.filter((c) => c.last === edition);
        expect(table.map(identity).toSorted()).toEqual(printed.map(identity).toSorted());
        for (const row of table) {
          expect(row.readable.entries).toContainEqual(
            expect.objectContaining({ version: row.version, ethanolCity: row.ethanolCity }),
          );
          expect(row.ratios).toEqual(carRatios(row));
        }
        expect(table).toEqual(sortByMixedRatio(table));
      }),
    );
  });
});

describe("the years of some cars", () => {
  it("yearSpan and temporalCoverage give the years of some cars", () => {
    expect(yearSpan([])).toBeNull();
    const span = yearSpan([car({ firstYear: 2022, lastYear: 2023 }), car({ firstYear: 2021, lastYear: 2021 })])!;
    expect(span).toEqual({ first: 2021, last: 2023 });
    expect(temporalCoverage(span)).toBe("2021/2023");
    expect(temporalCoverage({ first: 2026, last: 2026 })).toBe("2026");
  });
});
