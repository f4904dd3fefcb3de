import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compare, parseDecimal, toRoundedNumber } from "#lib/decimal.ts";
import { carThreshold } from "#lib/fuel-comparison.ts";
import { PBEV_JUNE_2026 } from "#testing/fixtures.ts";
import { sampleCar } from "#testing/sample-car.ts";
import { carName, choiceLimit, choiceOf, parseStoredChoice, referenceOf } from "./car-choice.ts";
import type { CarVersion } from "./car-versions.ts";
import { carVersions } from "./car-versions.ts";
import { catalogueCars } from "./catalogue.ts";

const all = carVersions(catalogueCars(PBEV_JUNE_2026));
/** Chevrolet ONIX LTZ 1.0T - 12V A-6 as a 2020 and a 2026 table print it: ethanol 8,6/10,9, gasoline 12,1/15,3 km/l in 2026. */
const [onix] = carVersions([
  sampleCar({
    engine: "1.0 12V Turbo",
    transmission: "A 6",
    ethanolCity: "8.4",
    first: 0,
    last: 0,
    firstYear: 2020,
    lastYear: 2020,
  }),
  sampleCar(),
]) as [CarVersion];

describe("a car picked from the table", () => {
  it("keeps its names, figures, years and cycle", () => {
    expect(choiceOf(onix, "mixed")).toEqual({
      make: "Chevrolet",
      model: "Onix",
      version: "LTZ",
      engine: "1.0 Turbo 12V",
      transmission: "automático, 6 marchas",
      figures: { ethanolCity: "8.6", ethanolHighway: "10.9", gasolineCity: "12.1", gasolineHighway: "15.3" },
      years: "2020, 2026",
      tableYear: 2026,
      official: "ONIX LTZ · 1.0T - 12V · A-6",
      cycle: "mixed",
    });
    expect(carName(onix)).toBe("Chevrolet Onix LTZ 1.0 Turbo 12V");
  });

  it("gives the calculator its km/l for the chosen cycle (misto 55% cidade, 45% estrada)", () => {
    const threshold = (cycle: "city" | "highway" | "mixed") => {
      const reference = referenceOf(choiceOf(onix, cycle))!;
      return toRoundedNumber(carThreshold(reference.kmPerLitre.ethanol, reference.kmPerLitre.gasoline), 4);
    };
    expect(threshold("city")).toBe(0.7107);
    expect(threshold("highway")).toBe(0.7124);
    expect(threshold("mixed")).toBe(0.7114);
    expect(referenceOf(choiceOf(onix, "city"))!.name).toBe("Chevrolet Onix LTZ 1.0 Turbo 12V");
    expect(referenceOf(null)).toBeNull();
  });

  it("gives the picked car's own limit for its cycle, exact, as the picker and the calculator use it", () => {
    expect(toRoundedNumber(choiceLimit(choiceOf(onix, "mixed"))!, 4)).toBe(0.7114);
    expect(compare(choiceLimit(choiceOf(onix, "city"))!, { n: 86n, d: 121n })).toBe(0);
    expect(compare(choiceLimit(choiceOf(onix, "highway"))!, { n: 109n, d: 153n })).toBe(0);
    expect(choiceLimit(null)).toBeNull();
  });

  it("property: the limit is the reference's ethanol km/l over its gasoline km/l, for every car and cycle", () => {
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.constantFrom("city", "highway", "mixed" as const), (car, cycle) => {
        const choice = choiceOf(car, cycle);
        const reference = referenceOf(choice)!;
        expect(
          compare(choiceLimit(choice)!, carThreshold(reference.kmPerLitre.ethanol, reference.kmPerLitre.gasoline)),
        ).toBe(0);
      }),
    );
  });

  it("round-trips through storage for every car of every table and every cycle", () => {
    fc.assert(
      fc.property(fc.constantFrom(...all), fc.constantFrom("city", "highway", "mixed" as const), (car, cycle) => {
        const choice = choiceOf(car, cycle);
        expect(parseStoredChoice(JSON.stringify(choice))).toEqual(choice);
        const reference = referenceOf(choice)!;
        // A flex car goes less far on a litre of ethanol: its threshold is below 100%.
        expect(compare(reference.kmPerLitre.ethanol, reference.kmPerLitre.gasoline)).toBe(-1);
      }),
      { numRuns: 300 },
    );
  });
});

describe("a stored choice", () => {
  const valid = choiceOf(onix, "mixed");

  it.each([
    ["corrupt JSON", "{corrompido"],
    ["an array", "[]"],
    ["no make", JSON.stringify({ ...valid, make: "" })],
    ["an overlong name", JSON.stringify({ ...valid, version: "x".repeat(81) })],
    ["a negative km/l", JSON.stringify({ ...valid, figures: { ...valid.figures, ethanolCity: "-1" } })],
    ["an implausible km/l", JSON.stringify({ ...valid, figures: { ...valid.figures, ethanolCity: "86" } })],
    ["a missing figure", JSON.stringify({ ...valid, figures: { ethanolCity: "8.6" } })],
    ["a figure as a number", JSON.stringify({ ...valid, figures: { ...valid.figures, gasolineCity: 12.1 } })],
    ["an unknown cycle", JSON.stringify({ ...valid, cycle: "rodovia" })],
    ["an impossible year", JSON.stringify({ ...valid, tableYear: 1900 })],
  ])("is ignored with %s", (_, json) => {
    expect(parseStoredChoice(json)).toBeNull();
  });

  it("never throws, whatever is stored", () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json()), (json) => void parseStoredChoice(json)));
  });

  it("keeps the figures exactly as printed", () => {
    const reference = referenceOf(parseStoredChoice(JSON.stringify({ ...valid, cycle: "city" })))!;
    expect(compare(reference.kmPerLitre.ethanol, parseDecimal("8.6")!)).toBe(0);
  });
});
