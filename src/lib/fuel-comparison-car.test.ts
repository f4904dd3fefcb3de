import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compare, divide, type Fraction, parseDecimal } from "./decimal.ts";
import {
  carThreshold,
  compareFuels,
  ethanolBreakEven,
  gasolineBreakEven,
  parsePrice,
  priceRatio,
  savingsPlan,
} from "./fuel-comparison.ts";
import {
  isPlausible,
  KM_PER_LITRE_RANGE,
  KM_PER_MONTH_RANGE,
  type PlausibleRange,
  TANK_RANGE,
} from "./plausibility.ts";

const d = (text: string): Fraction => parseDecimal(text)!;

describe("the car's own threshold", () => {
  it("is ethanol km/l ÷ gasoline km/l, exactly", () => {
    expect(compare(carThreshold(d("8.4"), d("12")), d("0.7"))).toBe(0);
    expect(compare(carThreshold(d("9"), d("12.5")), d("0.72"))).toBe(0);
  });

  it("decides the verdict in place of the 70% rule", () => {
    // 3,60 / 5,00 = 72%: Gasolina by the rule, Etanol for a car at exactly 72%.
    expect(compareFuels("3.60", "5.00")).toEqual({ ok: true, fuel: "gasoline", savingsPerLitre: 0.14 });
    expect(compareFuels("3.60", "5.00", carThreshold(d("9"), d("12.5")))).toEqual({
      ok: true,
      fuel: "ethanol",
      savingsPerLitre: 0,
    });
  });

  it("agrees with the cost per kilometre (price ÷ km/l) computed exactly, for any valid inputs", () => {
    const decimal = (max: number) =>
      fc
        .tuple(fc.integer({ min: 1, max }), fc.constantFrom(0, 1, 2, 3))
        .map(([units, places]) => (units / 10 ** places).toFixed(places));
    fc.assert(
      fc.property(decimal(99_999), decimal(99_999), decimal(999), decimal(999), (e, g, kmE, kmG) => {
        fc.pre(
          Number(e) > 0 &&
            Number(g) > 0 &&
            Number(kmE) > 0 &&
            Number(kmG) > 0 &&
            Number(kmE) <= 100 &&
            Number(kmG) <= 100,
        );
        const result = compareFuels(e, g, carThreshold(d(kmE), d(kmG)));
        const ethanolCostPerKm = divide(d(e), d(kmE));
        const gasolineCostPerKm = divide(d(g), d(kmG));
        expect(result.ok && result.fuel).toBe(
          compare(ethanolCostPerKm, gasolineCostPerKm) <= 0 ? "ethanol" : "gasoline",
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe("break-even prices", () => {
  it.each([
    ["6.00", 4.2],
    ["5.99", 4.19],
    ["5.899", 4.12],
    ["0.01", 0],
  ])("ethanol pays off up to gasoline × 70%, rounded down: gasoline %s → %d", (gasoline, expected) => {
    expect(ethanolBreakEven(d(gasoline))).toBe(expected);
  });

  it.each([
    ["4.20", 5.99],
    ["4.00", 5.71],
    ["3.50", 4.99],
  ])("gasoline pays off strictly below ethanol ÷ 70%: ethanol %s → %d", (ethanol, expected) => {
    expect(gasolineBreakEven(d(ethanol))).toBe(expected);
  });

  it("are consistent with the verdict at any prices", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 1, max: 999_999 }), (e, g) => {
        const gasoline = d((g / 1000).toFixed(3));
        const ethanol = d((e / 1000).toFixed(3));
        const ethanolLimit = ethanolBreakEven(gasoline);
        // The limit itself pays off; a cent more does not.
        if (ethanolLimit > 0)
          expect(compareFuels(ethanolLimit.toFixed(2), (g / 1000).toFixed(3))).toMatchObject({ fuel: "ethanol" });
        expect(compareFuels((ethanolLimit + 0.01).toFixed(2), (g / 1000).toFixed(3))).toMatchObject({
          fuel: "gasoline",
        });
        const gasolineLimit = gasolineBreakEven(ethanol);
        if (gasolineLimit > 0)
          expect(compareFuels((e / 1000).toFixed(3), gasolineLimit.toFixed(2))).toMatchObject({ fuel: "gasoline" });
        expect(compareFuels((e / 1000).toFixed(3), (gasolineLimit + 0.01).toFixed(2))).toMatchObject({
          fuel: "ethanol",
        });
      }),
    );
  });
});

describe("priceRatio", () => {
  it("rounds to four decimals", () => {
    expect(priceRatio(d("3.99"), d("5.89"))).toBe(0.6774);
    expect(priceRatio(d("4.20"), d("6"))).toBe(0.7);
  });
});

describe("savingsPlan", () => {
  it("by the 70% rule: saving per litre and per 50 L tank, no month without km/l", () => {
    expect(savingsPlan({ ethanolPrice: d("3.50"), gasolinePrice: d("5.50"), kmPerMonth: d("1000") })).toEqual({
      fuel: "ethanol",
      threshold: 0.7,
      thresholdSource: "rule",
      savingsPerLitre: 0.35,
      tankLitres: 50,
      perTank: 17.5,
      perMonth: null,
      perYear: null,
    });
  });

  it("with the car's km/l, tank and km per month: month = km ÷ km/l × saving per litre, year = 12 months", () => {
    const plan = savingsPlan({
      ethanolPrice: d("3.50"),
      gasolinePrice: d("5.50"),
      kmPerLitre: { ethanol: d("8"), gasoline: d("11.5") },
      tankLitres: d("40"),
      kmPerMonth: d("1200"),
    });
    // threshold 8 / 11,5 = 0,69565…; saving/l = 5,50 × 0,69565… − 3,50 = 0,326086…
    expect(plan).toMatchObject({
      fuel: "ethanol",
      thresholdSource: "car",
      threshold: 0.6957,
      savingsPerLitre: 0.33,
      tankLitres: 40,
    });
    expect(plan.perTank).toBe(13.04); // 40 × 0,326086…
    expect(plan.perMonth).toBe(48.91); // 1200 / 8 × 0,326086…
    expect(plan.perYear).toBe(586.96); // 12 × 48,913…
  });

  it("is the same as the cost difference of driving the month on each fuel, for any inputs", () => {
    const positive = (max: number) => fc.integer({ min: 1, max }).map((units) => (units / 100).toFixed(2));
    fc.assert(
      fc.property(
        positive(1000),
        positive(1000),
        positive(3000),
        positive(3000),
        positive(500_000),
        (e, g, kmE, kmG, km) => {
          const plan = savingsPlan({
            ethanolPrice: d(e),
            gasolinePrice: d(g),
            kmPerLitre: { ethanol: d(kmE), gasoline: d(kmG) },
            kmPerMonth: d(km),
          });
          const ethanolCost = (Number(km) / Number(kmE)) * Number(e);
          const gasolineCost = (Number(km) / Number(kmG)) * Number(g);
          expect(plan.perMonth).not.toBeNull();
          expect(plan.perMonth!).toBeGreaterThanOrEqual(0);
          expect(Math.abs(plan.perMonth! - Math.abs(gasolineCost - ethanolCost))).toBeLessThan(
            0.006 + Math.abs(gasolineCost - ethanolCost) * 1e-12,
          );
          expect(plan.perTank).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe("hostile input in every field", () => {
  const anything = fc.oneof(
    fc.string(),
    fc.double(),
    fc.integer(),
    fc.constantFrom("1e309", "-0", "NaN", "Infinity", "0x1F", " ", "1,2,3", "١٢٣"),
  );

  /** A car figure as the calculator keeps it: a decimal within its plausible range, else none. */
  const figure = (value: string | number, range: PlausibleRange) => {
    const number = parseDecimal(value);
    return number && isPlausible(number, range) ? number : null;
  };

  it("never gives NaN, Infinity, a negative saving or an exception: only a verdict or a refusal", () => {
    fc.assert(
      fc.property(anything, anything, anything, anything, anything, anything, (e, g, kmE, kmG, tank, km) => {
        const ethanolKm = figure(kmE, KM_PER_LITRE_RANGE);
        const gasolineKm = figure(kmG, KM_PER_LITRE_RANGE);
        const consumption = ethanolKm && gasolineKm ? { ethanol: ethanolKm, gasoline: gasolineKm } : null;
        const threshold = consumption ? carThreshold(consumption.ethanol, consumption.gasoline) : undefined;
        const result = compareFuels(e, g, threshold);
        if (!result.ok) return;
        const plan = savingsPlan({
          ethanolPrice: parsePrice(e)!,
          gasolinePrice: parsePrice(g)!,
          kmPerLitre: consumption,
          tankLitres: figure(tank, TANK_RANGE),
          kmPerMonth: figure(km, KM_PER_MONTH_RANGE),
        });
        for (const value of [
          result.savingsPerLitre,
          plan.savingsPerLitre,
          plan.perTank,
          plan.perMonth ?? 0,
          plan.perYear ?? 0,
          plan.threshold,
        ]) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(plan.fuel).toBe(result.fuel);
      }),
      { numRuns: 3000 },
    );
  });
});
