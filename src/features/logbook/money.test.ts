import { describe, expect, it } from "vitest";
import { compare, type Fraction } from "#lib/decimal.ts";
import { dec, fillUp } from "#testing/test-fill-ups.ts";
import type { FillUp } from "./fill-up.ts";
import { costPerKm, monthlySpending, otherFuelComparison } from "./money.ts";
import { summarize } from "./segments.ts";

const same = (a: Fraction | null | undefined, b: Fraction) => a != null && compare(a, b) === 0;
const dated = (entry: FillUp, date: string): FillUp => ({ ...entry, date });

// Gasoline 10 km/l at R$ 6,00, ethanol 7 km/l at R$ 4,00 (recorded a few days apart).
const log = [
  dated(fillUp("gasoline", "1000", "40", true, "6"), "2026-10-01"),
  dated(fillUp("gasoline", "1400", "40", true, "6"), "2026-10-08"),
  dated(fillUp("ethanol", "1800", "40", true, "4"), "2026-10-15"),
  dated(fillUp("ethanol", "2080", "40", true, "4"), "2026-10-22"),
  dated(fillUp("ethanol", "2360", "40", true, null), "2026-11-02"),
  dated(fillUp("ethanol", "2640", "40", true, "4"), "2026-11-10"),
];
const summary = summarize(log);

describe("money", () => {
  it("sums the spending per month, newest first, leaving out fill-ups without a price", () => {
    const months = monthlySpending(log);
    expect(months.map(({ month, fillUps }) => [month, fillUps])).toEqual([
      ["2026-11", 1],
      ["2026-10", 4],
    ]);
    expect(same(months[0]?.spent, dec("160"))).toBe(true);
    expect(same(months[1]?.spent, dec("800"))).toBe(true);
  });

  it("gives the cost per km of each fuel: mean price ÷ km/l", () => {
    expect(same(summary.gasoline?.kmPerLitre, dec("10"))).toBe(true);
    expect(same(summary.ethanol?.kmPerLitre, dec("7"))).toBe(true);
    expect(same(costPerKm(log, summary, "gasoline"), dec("0.6"))).toBe(true);
    expect(same(costPerKm(log, summary, "ethanol"), { n: 4n, d: 7n })).toBe(true);
  });

  it("compares each priced fill-up with the other fuel's nearest recorded price within 31 days", () => {
    const comparison = otherFuelComparison(log, summary);
    // Gasoline fill-ups: 400 km each, 400 ÷ 7 L of ethanol at 4 = 228,57 instead of 240.
    // Ethanol fill-ups of October: 280 km each, 28 L of gasoline at 6 = 168 instead of 160.
    // The ethanol fill-up of 10/11 has no gasoline price within 31 days of it.
    expect(comparison?.compared).toBe(4);
    expect(comparison?.leftOut).toBe(1);
    expect(same(comparison?.paid, dec("800"))).toBe(true);
    const other = { n: 2n * 1600n + 7n * 336n, d: 7n };
    expect(same(comparison?.otherWouldCost, other)).toBe(true);
    expect(same(comparison?.saved, { n: other.n - 5600n, d: 7n })).toBe(true);
  });

  it("compares nothing until the log knows both fuels' km/l", () => {
    const gasolineOnly = log.slice(0, 2);
    expect(otherFuelComparison(gasolineOnly, summarize(gasolineOnly))).toBeNull();
    expect(costPerKm(gasolineOnly, summarize(gasolineOnly), "ethanol")).toBeNull();
  });
});
