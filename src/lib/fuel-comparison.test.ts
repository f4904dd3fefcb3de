import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareFuels, parsePrice } from "./fuel-comparison.ts";

describe("compareFuels", () => {
  it.each([
    // Exactly 70%: floating point says 4.2 / 6 = 0.7000000000000001; the rule says Etanol.
    ["4.20", "6.00", "ethanol", 0],
    ["2.10", "3.00", "ethanol", 0],
    ["3.50", "5.00", "ethanol", 0],
    ["0.7", "1", "ethanol", 0],
    // Below and above the threshold.
    ["3.50", "5.50", "ethanol", 0.35],
    ["4.00", "5.00", "gasoline", 0.71],
    ["4.50", "6.00", "gasoline", 0.43],
    // Three-decimal pump prices.
    ["4.129", "5.899", "ethanol", 0],
    ["4.130", "5.899", "gasoline", 0],
    ["3.999", "5.899", "ethanol", 0.13],
    // Decimal comma, numbers, surrounding spaces.
    ["3,50", "5,50", "ethanol", 0.35],
    [3.5, 5.5, "ethanol", 0.35],
    [" 4.2 ", " 6 ", "ethanol", 0],
  ] as const)("%s vs %s → %s, saving R$ %d per litre", (ethanol, gasoline, fuel, savings) => {
    expect(compareFuels(ethanol, gasoline)).toEqual({ ok: true, fuel, savingsPerLitre: savings });
  });

  it.each([
    ["", "5.00", ["ethanol"]],
    ["3.50", "", ["gasoline"]],
    ["", "", ["ethanol", "gasoline"]],
    ["0", "5.00", ["ethanol"]],
    ["0.00", "5.00", ["ethanol"]],
    ["3.50", "-5", ["gasoline"]],
    ["abc", "5.00", ["ethanol"]],
    ["3.50", "NaN", ["gasoline"]],
    ["Infinity", "5", ["ethanol"]],
    ["1e309", "5", ["ethanol"]],
    ["3.5", "2000000", ["gasoline"]],
    [Number.NaN, 5, ["ethanol"]],
    [3.5, Number.POSITIVE_INFINITY, ["gasoline"]],
    [-0, 5, ["ethanol"]],
  ] as const)("refuses %j vs %j", (ethanol, gasoline, invalid) => {
    expect(compareFuels(ethanol, gasoline)).toEqual({ ok: false, invalid });
  });

  /** Prices as people type them: up to R$ 99,999 with 0 to 3 decimals. */
  const price = fc
    .tuple(fc.integer({ min: 1, max: 99_999 }), fc.constantFrom(0, 1, 2, 3))
    .map(([units, decimals]) => ({ units, decimals, text: (units / 10 ** decimals).toFixed(decimals) }))
    .filter(({ text }) => Number(text) > 0);

  /** Cents computed on integers only: the reference the module must agree with. */
  function reference(ethanolText: string, gasolineText: string) {
    const scale = 1000n;
    const e = BigInt(Math.round(Number(ethanolText) * 1000));
    const g = BigInt(Math.round(Number(gasolineText) * 1000));
    const ethanolWins = 10n * e <= 7n * g;
    // Savings in thousandths × 10 × 7 to stay on integers, then rounded half up to cents.
    const numerator = ethanolWins ? (7n * g - 10n * e) * 7n : (10n * e - 7n * g) * 10n;
    const denominator = 70n * scale;
    const cents = (2n * numerator * 100n + denominator) / (2n * denominator);
    return { fuel: ethanolWins ? "ethanol" : "gasoline", savings: Number(cents) / 100 };
  }

  it("agrees with exact integer arithmetic for any valid pair", () => {
    fc.assert(
      fc.property(price, price, (ethanol, gasoline) => {
        const result = compareFuels(ethanol.text, gasoline.text);
        const expected = reference(ethanol.text, gasoline.text);
        expect(result).toEqual({ ok: true, fuel: expected.fuel, savingsPerLitre: expected.savings });
      }),
      { numRuns: 2000 },
    );
  });

  it("gives a saving that is finite and ≥ 0 for any valid pair", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e6, noNaN: true }),
        fc.double({ min: 1e-6, max: 1e6, noNaN: true }),
        (ethanol, gasoline) => {
          const result = compareFuels(ethanol, gasoline);
          if (!result.ok) throw new Error("valid prices refused");
          expect(Number.isFinite(result.savingsPerLitre)).toBe(true);
          expect(result.savingsPerLitre).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double()), fc.oneof(fc.string(), fc.double()), (a, b) => {
        const result = compareFuels(a, b);
        if (result.ok) expect(Number.isFinite(result.savingsPerLitre)).toBe(true);
        else expect(result.invalid.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe("parsePrice", () => {
  it("accepts the smallest step and the cap, refuses above it", () => {
    expect(parsePrice("0.01")).not.toBeNull();
    expect(parsePrice("1000000")).not.toBeNull();
    expect(parsePrice("1000000.01")).toBeNull();
  });
});
