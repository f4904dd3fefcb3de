import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type StationPrices, stationChange } from "./station-change.ts";

/** A price in thousandths of a real as the pipeline writes it ("4.19", "5.899", "6"). */
const text = (thousandths: number) => (thousandths / 1000).toString();

/** A station's week from prices in centavos (null: not sold). */
const prices = (ethanol: number | null, gasoline: number | null): StationPrices => ({
  ethanol: ethanol === null ? null : { price: text(ethanol * 10), collected: "2026-06-16" },
  gasoline: gasoline === null ? null : { price: text(gasoline * 10), collected: "2026-06-16" },
});

describe("stationChange", () => {
  it("calls a station the previous survey did not have new", () => {
    expect(stationChange(prices(419, 629), null)).toEqual({ kind: "new" });
  });

  it("gives each fuel's change in centavos, exact, with two places", () => {
    expect(stationChange(prices(419, 629), prices(429, 624))).toEqual({
      kind: "kept",
      ethanol: { price: "4.19", change: "-0.10" },
      gasoline: { price: "6.29", change: "0.05" },
      flip: null,
    });
  });

  it("says 0.00 for an unchanged price, whatever the text's trailing zeros", () => {
    const change = stationChange(
      { ethanol: { price: "4.2", collected: "2026-06-16" }, gasoline: null },
      { ethanol: { price: "4.20", collected: "2026-06-09" }, gasoline: null },
    );
    expect(change).toMatchObject({ ethanol: { price: "4.2", change: "0.00" }, gasoline: null });
  });

  it("keeps a third decimal when a price has one", () => {
    const change = stationChange(
      { ethanol: null, gasoline: { price: "5.899", collected: "2026-06-16" } },
      { ethanol: null, gasoline: { price: "5.9", collected: "2026-06-09" } },
    );
    expect(change).toMatchObject({ gasoline: { price: "5.899", change: "-0.001" } });
  });

  it("gives no change for a fuel not sold in the previous survey, and no fuel for one not sold now", () => {
    expect(stationChange(prices(419, 629), prices(null, 629))).toEqual({
      kind: "kept",
      ethanol: { price: "4.19", change: null },
      gasoline: { price: "6.29", change: "0.00" },
      flip: null,
    });
    expect(stationChange(prices(null, 629), prices(419, 629))).toMatchObject({ ethanol: null, flip: null });
  });

  it("names the fuel that now pays off when the verdict flipped, both ways", () => {
    // 4.40 / 6.20 = 70.97%: gasoline; 4.30 / 6.20 = 69.35%: ethanol.
    expect(stationChange(prices(430, 620), prices(440, 620))).toMatchObject({ flip: "ethanol" });
    expect(stationChange(prices(440, 620), prices(430, 620))).toMatchObject({ flip: "gasoline" });
  });

  it("counts exactly 70% as ethanol: 4.20 against 6.00 pays off, 4.21 does not", () => {
    expect(stationChange(prices(420, 600), prices(421, 600))).toMatchObject({ flip: "ethanol" });
    expect(stationChange(prices(421, 600), prices(420, 600))).toMatchObject({ flip: "gasoline" });
    expect(stationChange(prices(420, 600), prices(350, 500))).toMatchObject({ flip: null });
  });

  it("sees no flip unless both fuels were sold in both surveys", () => {
    expect(stationChange(prices(300, 600), prices(null, 600))).toMatchObject({ flip: null });
    expect(stationChange(prices(500, null), prices(300, 600))).toMatchObject({ flip: null });
  });

  const cents = fc.option(fc.integer({ min: 100, max: 2000 }), { nil: null });

  it("property: the change is the difference in centavos, exactly", () => {
    fc.assert(
      fc.property(cents, cents, cents, cents, (ethanol, gasoline, ethanolBefore, gasolineBefore) => {
        const change = stationChange(prices(ethanol, gasoline), prices(ethanolBefore, gasolineBefore));
        if (change.kind !== "kept") throw new Error("kept");
        for (const [now, before, fuel] of [
          [ethanol, ethanolBefore, change.ethanol],
          [gasoline, gasolineBefore, change.gasoline],
        ] as const) {
          if (now === null) expect(fuel).toBeNull();
          else if (before === null) expect(fuel).toEqual({ price: text(now * 10), change: null });
          else expect(Math.round(Number(fuel?.change) * 100)).toBe(now - before);
          if (fuel?.change) expect(fuel.change).toMatch(/^-?\d+\.\d{2}$/);
        }
      }),
    );
  });

  it("property: a flip names the fuel whose side of 70% the station crossed to", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 2000 }),
        fc.integer({ min: 100, max: 2000 }),
        fc.integer({ min: 100, max: 2000 }),
        fc.integer({ min: 100, max: 2000 }),
        (ethanol, gasoline, ethanolBefore, gasolineBefore) => {
          // In whole centavos, ethanol ≤ 70% of gasoline ⇔ 10 × ethanol ≤ 7 × gasoline: integers, no rounding.
          const pays = (e: number, g: number) => 10 * e <= 7 * g;
          const [now, before] = [pays(ethanol, gasoline), pays(ethanolBefore, gasolineBefore)];
          const change = stationChange(prices(ethanol, gasoline), prices(ethanolBefore, gasolineBefore));
          expect(change).toMatchObject({ flip: now === before ? null : now ? "ethanol" : "gasoline" });
        },
      ),
    );
  });
});
