import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MONTHLY as monthly } from "#data/build/monthly.ts";
import { WEEKLY as weekly } from "#data/build/weekly.ts";
import { loadCars } from "#data/cars.ts";
import { compare, type Fraction, multiply, parseDecimal } from "./decimal.ts";
import {
  isPlausible,
  KM_PER_LITRE_RANGE,
  KM_PER_MONTH_RANGE,
  PRICE_RANGE,
  suggestCorrection,
  TANK_RANGE,
} from "./plausibility.ts";

const d = (text: string) => parseDecimal(text)!;
const same = (value: Fraction | null, expected: string) => value !== null && compare(value, d(expected)) === 0;

describe("the plausible ranges hold the official data they cite", () => {
  it("every monthly state mean since 2013 and every station of the weekly survey is a plausible price", () => {
    const prices = [
      ...monthly.states.flatMap((state) => state.months.flatMap((month) => [month.ethanol, month.gasoline])),
      ...weekly.states.flatMap((state) =>
        [state.ethanol, state.gasoline].flatMap((fuel) => (fuel ? [fuel.min, fuel.max] : [])),
      ),
    ].filter((price): price is string => typeof price === "string");
    expect(prices.length).toBeGreaterThan(1000);
    for (const price of prices) expect(isPlausible(d(price), PRICE_RANGE), price).toBe(true);
  });

  it("every km/l of Inmetro's tables is a plausible consumption", async () => {
    // cars.json: makes → [make, slug, models]; models → [model, cars]; a car's fields 3 to 6 are its four km/l.
    const { makes } = await loadCars();
    const figures = makes.flatMap(([, , models]) =>
      models.flatMap(([, versions]) => versions.flatMap((car) => car.slice(3, 7).map(String))),
    );
    expect(figures.length).toBeGreaterThan(1000);
    for (const figure of figures) {
      expect(isPlausible(d(figure), KM_PER_LITRE_RANGE), figure).toBe(true);
      // A lost or extra separator (85 for 8,5; 1,2 for 12) takes every table figure out of the range.
      expect(isPlausible(multiply(d(figure), d("10")), KM_PER_LITRE_RANGE), `${figure} × 10`).toBe(false);
      expect(isPlausible(multiply(d(figure), d("0.1")), KM_PER_LITRE_RANGE), `${figure} ÷ 10`).toBe(false);
    }
  });
});

describe("suggestCorrection", () => {
  it.each([
    ["419", "4.19", PRICE_RANGE],
    ["629", "6.29", PRICE_RANGE],
    ["41.9", "4.19", PRICE_RANGE],
    ["0.419", "4.19", PRICE_RANGE],
    ["5899", "5.899", PRICE_RANGE],
    ["85", "8.5", KM_PER_LITRE_RANGE],
    ["121", "12.1", KM_PER_LITRE_RANGE],
    ["0.85", "8.5", KM_PER_LITRE_RANGE],
  ] as const)("offers %s → %s", (typed, expected, range) => {
    expect(same(suggestCorrection(d(typed), range), expected)).toBe(true);
  });

  it("offers nothing for a plausible value, zero, or one no shift can mend", () => {
    expect(suggestCorrection(d("4.19"), PRICE_RANGE)).toBeNull();
    expect(suggestCorrection(d("0"), PRICE_RANGE)).toBeNull();
    expect(suggestCorrection(d("99999999"), PRICE_RANGE)).toBeNull();
    expect(suggestCorrection(d("50"), TANK_RANGE)).toBeNull();
    expect(suggestCorrection(d("1000"), KM_PER_MONTH_RANGE)).toBeNull();
  });

  it("every suggestion lies inside the range and is the value moved by a power of ten (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 4 }), (units, places) => {
        const value = { n: BigInt(units), d: 10n ** BigInt(places) };
        const suggestion = suggestCorrection(value, PRICE_RANGE);
        if (suggestion === null) return true;
        const factor = (suggestion.n * value.d * 1000n) / (suggestion.d * value.n);
        return isPlausible(suggestion, PRICE_RANGE) && [1n, 10n, 100n, 10_000n, 100_000n, 1_000_000n].includes(factor);
      }),
    );
  });
});
