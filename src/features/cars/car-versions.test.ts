import { describe, expect, it } from "vitest";
import { loadCars } from "#data/cars.ts";
import { sampleCar } from "#testing/sample-car.ts";
import {
  carVersions,
  describeTransmission,
  formatYears,
  normaliseEngine,
  normaliseModel,
  normaliseVersion,
  readableCase,
  spellingWorthShowing,
} from "./car-versions.ts";
import { catalogueCars } from "./catalogue.ts";

const all = catalogueCars(await loadCars());
const versionsOfAll = carVersions(all);

describe("name normalisation", () => {
  it.each([
    ["1.0T - 12 V", "1.0 Turbo 12V"],
    ["1.0-12V T", "1.0 Turbo 12V"],
    ["1.0 12V Turbo", "1.0 Turbo 12V"],
    ["1.0 12V TURBO", "1.0 Turbo 12V"],
    ["1.0T", "1.0 Turbo"],
    ["1.0 6V", "1.0 6V"],
    ["1.0-6V", "1.0 6V"],
    ["1.0 - 12 V", "1.0 12V"],
    ["1.8L -8V", "1.8 8V"],
    ["1.6 THP 16V", "1.6 Turbo 16V"],
    ["1.0 12V Turbo ISG", "1.0 Turbo 12V ISG"],
  ])("engine %j reads %j", (raw, label) => {
    expect(normaliseEngine(raw).label).toBe(label);
  });

  it("gives spellings of one engine one key", () => {
    expect(normaliseEngine("1.0 6V").key).toBe(normaliseEngine("1.0-6V").key);
    expect(normaliseEngine("1.0T - 12 V").key).toBe(normaliseEngine("1.0-12V T").key);
    expect(normaliseEngine("1.0T - 12 V").key).not.toBe(normaliseEngine("1.0 - 12 V").key);
  });

  it.each([
    ["A-6", "automático, 6 marchas"],
    ["A 6", "automático, 6 marchas"],
    ["A - 6", "automático, 6 marchas"],
    ["M5", "manual, 5 marchas"],
    ["MT 5", "manual, 5 marchas"],
    ["CVT", "automático CVT"],
    ["DCT-7", "automatizado de dupla embreagem, 7 marchas"],
    ["A", "automático"],
    ["XYZ", "XYZ"],
  ])("transmission %j reads %j", (code, label) => {
    expect(describeTransmission(code).label).toBe(label);
  });

  it.each([
    ["LT2 MY 22/23", "ONIX", "LT2"],
    ["10TAT HB (MY25.5)", "ONIX", "10TAT HB"],
    ["Comfort (25MY)", "HB20", "Comfort"],
    ["Evolution 21/22", "HB20", "Evolution"],
    ["Active Flex/ MY23", "320i", "Active Flex"],
    ["ALTIS 20 (MY 2024)", "Corolla", "Altis 20"],
    ["DUSTER INTP MT", "Duster", "Intp MT"],
    ["Active flex", "320i", "Active flex"],
    ["DRIVE 1.0 (CY23)", "ARGO", "Drive 1.0"],
  ])("version %j of %j reads %j", (raw, model, label) => {
    expect(normaliseVersion(raw, model).label).toBe(label);
  });

  it("gives spellings of one version one key", () => {
    expect(normaliseVersion("Active flex", "320i").key).toBe(normaliseVersion("ACTIVE FLEX (MY25)", "320i").key);
    expect(normaliseModel("ONIX (MY24.5)").label).toBe("Onix");
    // Fiat's pairs of versions: case, and Fiat's calendar-year mark.
    expect(normaliseVersion("DRIVE", "ARGO").key).toBe(normaliseVersion("Drive", "Argo").key);
    expect(normaliseVersion("1.0 (CY23)", "ARGO").key).toBe(normaliseVersion("1.0", "ARGO").key);
  });

  it("capitalises capital words of four letters or more, keeps codes and mixed case", () => {
    expect(readableCase("ONIX PLUS LTZ")).toBe("Onix Plus LTZ");
    expect(readableCase("HB20S")).toBe("HB20S");
    expect(readableCase("Altis Premium")).toBe("Altis Premium");
  });

  it("writes years as ranges", () => {
    expect(formatYears([2020, 2022, 2023, 2024])).toBe("2020, 2022–2024");
    expect(formatYears([2026])).toBe("2026");
    expect(formatYears([])).toBe("");
  });
});

describe("carVersions", () => {
  it("makes one version of one car printed differently by two editions, with the newest figures", () => {
    const older = sampleCar({
      model: "ONIX",
      version: "LTZ",
      engine: "1.0 12V Turbo",
      transmission: "A 6",
      ethanolCity: "8.5",
      first: 0,
      last: 0,
      firstYear: 2020,
      lastYear: 2020,
    });
    const newer = sampleCar({ first: 6, last: 7, firstYear: 2026, lastYear: 2026 });
    const [version, ...rest] = carVersions([older, newer]);
    expect(rest).toEqual([]);
    expect(version).toMatchObject({
      name: "Chevrolet Onix LTZ 1.0 Turbo 12V",
      transmission: "automático, 6 marchas",
      years: [2020, 2026],
    });
    expect(version!.latest.ethanolCity).toBe("8.6");
    expect(version!.official).toEqual(["ONIX LTZ · 1.0T - 12V · A-6", "ONIX LTZ · 1.0 12V Turbo · A 6"]);
  });

  it("keeps versions apart that differ in engine or transmission", () => {
    const manual = sampleCar({ transmission: "M-6" });
    const automatic = sampleCar();
    const plain = sampleCar({ engine: "1.0 - 12V" });
    expect(carVersions([manual, automatic, plain])).toHaveLength(3);
  });

  const versions = versionsOfAll;

  it("covers every entry of the catalogue exactly once, with fewer rows than entries", () => {
    expect(versions.length).toBeLessThan(all.length);
    const covered = versions.reduce((sum, version) => sum + version.official.length, 0);
    expect(covered).toBeLessThanOrEqual(all.length);
    expect(new Set(versions.map((version) => version.id)).size).toBe(versions.length);
    for (const version of versions) {
      expect(version.years).toEqual([...version.years].sort((a, b) => a - b));
      expect(version.years).toContain(version.latest.lastYear);
    }
  });

  it("never shows one version twice: no two versions of a make share make, model, version, engine and transmission", () => {
    const names = versions.map((v) =>
      `${v.makeSlug}|${v.model}|${v.version}|${v.engine}|${v.transmission}`.toLowerCase(),
    );
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("spellingWorthShowing", () => {
  it("gives the newest table's spelling only where it wrote the name otherwise than it reads", () => {
    const [asRead] = carVersions([
      sampleCar(),
      sampleCar({ version: "LTZ (MY24)", first: 4, last: 4, lastYear: 2024 }),
    ]);
    // The newest table (2026) wrote "ONIX LTZ": "Onix LTZ" is its transcription, whatever the older one wrote.
    expect(spellingWorthShowing(asRead!)).toBeNull();
    const [marked] = carVersions([sampleCar({ version: "LTZ (MY25.5)" })]);
    expect(spellingWorthShowing(marked!)).toBe("ONIX LTZ (MY25.5) · 1.0T - 12V · A-6");
    const [repeated] = carVersions([
      sampleCar({ make: "Renault", makeSlug: "renault", model: "DUSTER", version: "DUSTER INTP MT" }),
    ]);
    expect(repeated!.version).toBe("Intp MT");
    expect(spellingWorthShowing(repeated!)).toBe("DUSTER DUSTER INTP MT · 1.0T - 12V · A-6");
  });

  it("every version keeps the entries it merges, newest first, its figures from the first", () => {
    for (const version of versionsOfAll) {
      expect(version.entries[0]).toBe(version.latest);
      expect(version.entries.map((entry) => entry.last)).toEqual(
        version.entries.map((entry) => entry.last).toSorted((a, b) => b - a),
      );
    }
    expect(versionsOfAll.reduce((sum, version) => sum + version.entries.length, 0)).toBe(all.length);
  });
});
