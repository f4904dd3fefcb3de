import { describe, expect, it } from "vitest";
import { compare } from "#lib/decimal.ts";
import { dec } from "#testing/test-fill-ups.ts";
import { FILL_UP_ERRORS, type FillUpInput, FUTURE_DATE_ERROR, readFillUp } from "./fill-up-form.ts";
import { isIsoDay } from "./fill-up.ts";

const TODAY = "2026-11-24";
const input = (changes: Partial<FillUpInput> = {}): FillUpInput => ({
  date: "2026-11-20",
  fuel: "ethanol",
  odometerKm: "10300",
  litres: "40,5",
  pricePerLitre: "4,19",
  fullTank: true,
  ...changes,
});

describe("readFillUp", () => {
  it("reads a complete fill-up typed with a decimal comma", () => {
    const result = readFillUp(input(), "a", TODAY);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fillUp).toMatchObject({ id: "a", date: "2026-11-20", fuel: "ethanol", fullTank: true });
    expect(compare(result.fillUp.litres, dec("40.5"))).toBe(0);
    expect(compare(result.fillUp.pricePerLitre!, dec("4.19"))).toBe(0);
    expect(compare(result.fillUp.odometerKm, dec("10300"))).toBe(0);
  });

  it("reads '10.300' km as ten thousand three hundred, and a dot as a decimal point in litres and prices", () => {
    const result = readFillUp(input({ odometerKm: "10.300", litres: "40.5", pricePerLitre: "R$ 4.19" }), "a", TODAY);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(compare(result.fillUp.odometerKm, dec("10300"))).toBe(0);
    expect(compare(result.fillUp.litres, dec("40.5"))).toBe(0);
    expect(compare(result.fillUp.pricePerLitre!, dec("4.19"))).toBe(0);
  });

  it("takes the price as optional", () => {
    const result = readFillUp(input({ pricePerLitre: " " }), "a", TODAY);
    expect(result.ok && result.fillUp.pricePerLitre).toBeNull();
  });

  it("accepts today and refuses a day in the future", () => {
    expect(readFillUp(input({ date: TODAY }), "a", TODAY).ok).toBe(true);
    expect(readFillUp(input({ date: "2026-11-25" }), "a", TODAY)).toEqual({
      ok: false,
      errors: { date: FUTURE_DATE_ERROR },
    });
  });

  it.each([
    ["odometerKm", "0"],
    ["odometerKm", "-5"],
    ["odometerKm", "dez mil"],
    ["litres", "0"],
    ["litres", "-1"],
    ["litres", "201"],
    ["litres", "40,1234"],
    ["litres", ""],
    ["pricePerLitre", "0"],
    ["pricePerLitre", "0,50"],
    ["pricePerLitre", "25"],
    ["date", "2026-02-30"],
    ["date", ""],
  ] as const)("names the field %s for %j", (field, value) => {
    expect(readFillUp(input({ [field]: value }), "a", TODAY)).toEqual({
      ok: false,
      errors: { [field]: FILL_UP_ERRORS[field] },
    });
  });

  it("asks for the fuel when none is chosen", () => {
    expect(readFillUp(input({ fuel: "" }), "a", TODAY)).toEqual({ ok: false, errors: { fuel: FILL_UP_ERRORS.fuel } });
  });
});

describe("isIsoDay", () => {
  it("accepts real calendar days only", () => {
    expect(isIsoDay("2024-02-29")).toBe(true);
    expect(isIsoDay("2026-02-29")).toBe(false);
    expect(isIsoDay("20/11/2026")).toBe(false);
  });
});
