import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDecimal, toRoundedNumber } from "#lib/decimal.ts";
import { formatDecimal } from "#lib/format-figures.ts";
import { KM_PER_LITRE_RANGE, KM_PER_MONTH_RANGE, TANK_RANGE } from "#lib/plausibility.ts";
import {
  carFigures,
  EMPTY_PROFILE,
  FIELD_ERRORS,
  readCarField,
  parseStoredProfile,
  withCarField,
} from "./car-profile.ts";

describe("parseStoredProfile", () => {
  it("keeps the known string fields", () => {
    const json = JSON.stringify({
      ethanolKmPerLitre: "8,5",
      gasolineKmPerLitre: "12",
      tankLitres: "",
      kmPerMonth: "900",
      extra: "<b>",
    });
    expect(parseStoredProfile(json)).toEqual({
      ethanolKmPerLitre: "8,5",
      gasolineKmPerLitre: "12",
      tankLitres: "",
      kmPerMonth: "900",
    });
  });

  it.each([
    null,
    "{corrompido",
    "[]",
    "42",
    "null",
    JSON.stringify({ ethanolKmPerLitre: 8 }),
    JSON.stringify({ tankLitres: "9".repeat(50) }),
  ])("falls back to empty fields for %j", (json) => {
    expect(parseStoredProfile(json)).toEqual(EMPTY_PROFILE);
  });

  it("never throws and always yields four strings, whatever is stored", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (json) => {
        const profile = parseStoredProfile(json);
        expect(Object.keys(profile).sort()).toEqual([
          "ethanolKmPerLitre",
          "gasolineKmPerLitre",
          "kmPerMonth",
          "tankLitres",
        ]);
        expect(Object.values(profile).every((value) => typeof value === "string")).toBe(true);
      }),
    );
  });
});

describe("carFigures", () => {
  it("derives the car's figures when both consumptions are valid", () => {
    const figures = carFigures({
      ethanolKmPerLitre: "8,4",
      gasolineKmPerLitre: "12",
      tankLitres: "45",
      kmPerMonth: "",
    });
    expect(figures.kmPerLitre).not.toBeNull();
    expect(figures.tankLitres).toEqual({ n: 45n, d: 1n });
    expect(figures.kmPerMonth).toBeNull();
    expect(figures.issues).toEqual({});
  });

  it("names each filled but unusable field in Portuguese and ignores empty ones", () => {
    const figures = carFigures({
      ethanolKmPerLitre: "oito",
      gasolineKmPerLitre: "12",
      tankLitres: "0",
      kmPerMonth: "",
    });
    expect(figures.kmPerLitre).toBeNull();
    expect(figures.issues).toEqual({
      ethanolKmPerLitre: { message: FIELD_ERRORS.ethanolKmPerLitre },
      tankLitres: { message: FIELD_ERRORS.tankLitres },
    });
  });

  it("says in each field's message the most its plausible range accepts (src/lib/plausibility.ts)", () => {
    expect(FIELD_ERRORS.ethanolKmPerLitre).toContain(` e até ${formatDecimal(KM_PER_LITRE_RANGE.max)} (`);
    expect(FIELD_ERRORS.gasolineKmPerLitre).toContain(` e até ${formatDecimal(KM_PER_LITRE_RANGE.max)} (`);
    expect(FIELD_ERRORS.tankLitres).toContain(` e até ${formatDecimal(TANK_RANGE.max)} (`);
    expect(FIELD_ERRORS.kmPerMonth).toContain(` e até ${toRoundedNumber(KM_PER_MONTH_RANGE.max, 0) / 1000} mil (`);
  });

  it("reads numbers as Brazilians write them: 1.000 km is a thousand, 8,5 km/l eight and a half", () => {
    const figures = carFigures({
      ethanolKmPerLitre: "8,5",
      gasolineKmPerLitre: "12",
      tankLitres: "",
      kmPerMonth: "1.000",
    });
    expect(figures.kmPerMonth).toEqual({ n: 1000n, d: 1n });
    expect(figures.kmPerLitre?.ethanol).toEqual({ n: 85n, d: 10n });
  });

  it.each([
    ["ethanolKmPerLitre", "85", "85 km/l? Você quis dizer 8,5 km/l?", "8,5"],
    ["gasolineKmPerLitre", "121", "121 km/l? Você quis dizer 12,1 km/l?", "12,1"],
    ["tankLitres", "500", "500 litros? Você quis dizer 50 litros?", "50"],
    ["kmPerMonth", "1", "1 km por mês? Você quis dizer 1.000 km por mês?", "1.000"],
  ] as const)("questions an implausible %s (%j) and offers the correction", (field, text, message, suggestion) => {
    expect(readCarField(field, text)).toEqual({ value: null, issue: { message, suggestion } });
  });

  it("questions an implausible value no shift can mend, without a suggestion", () => {
    expect(readCarField("ethanolKmPerLitre", "100000")).toEqual({
      value: null,
      issue: { message: "100.000 km/l? Confira: a calculadora aceita de 2 a 40 km/l." },
    });
  });
});

describe("a car picked from Inmetro's table", () => {
  const d = (text: string) => parseDecimal(text)!;
  // Chevrolet ONIX LTZ 1.0T - 12V, PBEV 2026, city figures: 8,6 and 12,1 km/l (71,07%).
  const onix = { name: "Chevrolet ONIX LTZ 1.0T - 12V", kmPerLitre: { ethanol: d("8.6"), gasoline: d("12.1") } };

  it("decides when the driver typed no consumption, and the basis names it", () => {
    const figures = carFigures(EMPTY_PROFILE, onix);
    expect(figures.kmPerLitre).toBe(onix.kmPerLitre);
    expect(toRoundedNumber(figures.threshold, 4)).toBe(0.7107);
    expect(figures.basis).toEqual({ kind: "inmetro", car: onix.name });
    expect(figures.ownOverridesReference).toBe(false);
    expect(figures.filled).toBe(false);
  });

  it("gives way to the driver's own measured km/l, and says so", () => {
    const figures = carFigures({ ...EMPTY_PROFILE, ethanolKmPerLitre: "8", gasolineKmPerLitre: "12" }, onix);
    expect(toRoundedNumber(figures.threshold, 4)).toBe(0.6667);
    expect(figures.basis).toEqual({ kind: "own" });
    expect(figures.ownOverridesReference).toBe(true);
  });

  it("still decides when only one of the driver's consumptions is typed (the pair is incomplete)", () => {
    const figures = carFigures({ ...EMPTY_PROFILE, ethanolKmPerLitre: "8" }, onix);
    expect(figures.basis.kind).toBe("inmetro");
    expect(figures.ownOverridesReference).toBe(false);
  });

  it("decides with the figures of the driver's fill-up log, named as such", () => {
    const logbook = { ...onix, name: "Meus abastecimentos", source: "logbook" as const };
    const figures = carFigures(EMPTY_PROFILE, logbook);
    expect(figures.basis).toEqual({ kind: "logbook" });
    expect(figures.referenceSource).toBe("logbook");
    expect(toRoundedNumber(figures.threshold, 4)).toBe(0.7107);
    const typed = carFigures({ ...EMPTY_PROFILE, ethanolKmPerLitre: "8", gasolineKmPerLitre: "12" }, logbook);
    expect(typed.basis).toEqual({ kind: "own" });
    expect(typed.ownOverridesReference).toBe(true);
  });

  it("leaves the 70% rule without a car and without the driver's km/l", () => {
    expect(carFigures(EMPTY_PROFILE).basis).toEqual({ kind: "rule" });
    expect(carFigures(EMPTY_PROFILE, null).threshold).toEqual({ n: 7n, d: 10n });
  });
});

describe("withCarField", () => {
  it("sets one field to the text typed, leaving the others, cut to 20 characters", () => {
    const profile = { ...EMPTY_PROFILE, tankLitres: "50" };
    expect(withCarField(profile, "ethanolKmPerLitre", "8,5")).toEqual({ ...profile, ethanolKmPerLitre: "8,5" });
    expect(withCarField(profile, "kmPerMonth", "1".repeat(30)).kmPerMonth).toBe("1".repeat(20));
    expect(profile.ethanolKmPerLitre).toBe("");
  });
});
