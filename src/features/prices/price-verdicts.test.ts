import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PriceStats } from "#data/build/weekly.ts";
import { compare, parseDecimal } from "#lib/decimal.ts";
import { ETHANOL_THRESHOLD } from "#lib/fuel-comparison.ts";
import { STATES } from "#lib/states.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import { citiesOfState, monthlySeries, stationCount } from "./anp-data.ts";
import {
  capitalAndLargestCities,
  countEthanolMonths,
  lastTwelveMonths,
  monthVerdicts,
  nationalSummary,
  pairVerdict,
  placeVerdict,
  sortByRatio,
  stateVerdicts,
} from "./price-verdicts.ts";

const { weekly, monthly } = ANP_JUNE_2026;

const stats = (mean: string): PriceStats => ({ mean, min: mean, max: mean, stations: 1 });

describe("pairVerdict", () => {
  it("is exact at the threshold: 4,20 against 6,00 is 70% and Etanol", () => {
    const verdict = pairVerdict("4.2", "6");
    expect(verdict).toMatchObject({ ok: true, ratio: 0.7, fuel: "ethanol" });
    expect(pairVerdict("4.21", "6")).toMatchObject({ ok: true, fuel: "gasoline" });
  });

  it("names the missing price, counting an unusable one as missing", () => {
    expect(pairVerdict(null, "6.46")).toEqual({ ok: false, missing: "ethanol" });
    expect(pairVerdict("3.86", null)).toEqual({ ok: false, missing: "gasoline" });
    expect(pairVerdict(null, null)).toEqual({ ok: false, missing: "both" });
    expect(pairVerdict("0", "6.46")).toEqual({ ok: false, missing: "ethanol" });
  });
});

describe("the June 2026 survey week (weekly.json)", () => {
  const rows = stateVerdicts(weekly.states);

  it("São Paulo: R$ 3,86 ÷ R$ 6,46 = 0,5975 (59,8%), ethanol pays off, 1,184 stations", () => {
    const sp = rows.find((row) => row.state.uf === "SP")!;
    // By hand: 3.86 / 6.46 = 0.597523…, rounded to 4 decimals 0.5975.
    expect(sp.verdict).toMatchObject({ ok: true, ratio: 0.5975, fuel: "ethanol" });
    expect(sp.stations).toBe(1184);
  });

  it("Amapá: R$ 5,98 ÷ R$ 6,51 = 0,9186, gasoline pays off", () => {
    expect(rows.find((row) => row.state.uf === "AP")!.verdict).toMatchObject({ ratio: 0.9186, fuel: "gasoline" });
  });

  it("every state has both prices this week", () => {
    expect(rows).toHaveLength(27);
    expect(rows.every((row) => row.verdict.ok)).toBe(true);
  });

  it("sorts the states by ratio: Mato Grosso first, Amapá last, Bahia just under 70%", () => {
    const order = sortByRatio(rows).map((row) => row.state.uf);
    expect(order.slice(0, 9)).toEqual(["MT", "SP", "MS", "DF", "PR", "GO", "MG", "BA", "SC"]);
    expect(order.at(-1)).toBe("AP");
  });

  it("ethanol pays off in 8 states and gasoline in 19; Brazil at 62,8%", () => {
    const summary = nationalSummary(rows, weekly.brazil);
    expect(summary).toMatchObject({ ethanolStates: 8, gasolineStates: 19, incompleteStates: 0 });
    // By hand: 4.15 / 6.61 = 0.627836…
    expect(summary.brazil).toMatchObject({ ok: true, ratio: 0.6278, fuel: "ethanol" });
  });
});

/** A mean price as ANP writes it: R$ 0,01 to R$ 20,00 with 2 or 3 decimals. */
const price = fc
  .tuple(fc.integer({ min: 1, max: 20_000 }), fc.constantFrom(2, 3))
  .map(([thousandths, decimals]) =>
    decimals === 3
      ? (thousandths / 1000).toFixed(3)
      : (Math.max(10, thousandths - (thousandths % 10)) / 1000).toFixed(2),
  );
const maybePrice = fc.option(price, { nil: null });

describe("aggregation properties", () => {
  /** The 27 UFs with arbitrary prices, either possibly missing. */
  const week = fc.array(fc.tuple(maybePrice, maybePrice), { minLength: 27, maxLength: 27 }).map((pairs) =>
    STATES.map((state, index) => {
      const [ethanol, gasoline] = pairs[index]!;
      return {
        uf: state.uf,
        ethanol: ethanol === null ? null : stats(ethanol),
        gasoline: gasoline === null ? null : stats(gasoline),
      };
    }),
  );

  it("counts ethanol in exactly the states whose exact ratio is ≤ 70% (integer reference)", () => {
    fc.assert(
      fc.property(week, (states) => {
        const summary = nationalSummary(stateVerdicts(states), { ethanol: null, gasoline: null });
        // Reference on integers: thousandths of a real, ethanol ≤ 0.7 × gasoline ⇔ 10 e ≤ 7 g.
        const thousandths = (text: string) => BigInt(Math.round(Number(text) * 1000));
        const complete = states.filter((row) => row.ethanol && row.gasoline);
        const ethanolWins = complete.filter(
          (row) => 10n * thousandths(row.ethanol!.mean) <= 7n * thousandths(row.gasoline!.mean),
        ).length;
        expect(summary.ethanolStates).toBe(ethanolWins);
        expect(summary.gasolineStates).toBe(complete.length - ethanolWins);
        expect(summary.incompleteStates).toBe(27 - complete.length);
      }),
    );
  });

  it("sorts by exact ratio, keeps every state once, and breaks ties in state order", () => {
    fc.assert(
      fc.property(week, (states) => {
        const sorted = sortByRatio(stateVerdicts(states));
        expect(sorted.map((row) => row.state.uf).toSorted()).toEqual(STATES.map((state) => state.uf).toSorted());
        const position = (uf: string) => STATES.findIndex((state) => state.uf === uf);
        for (let index = 1; index < sorted.length; index++) {
          const [a, b] = [sorted[index - 1]!, sorted[index]!];
          if (a.verdict.ok && b.verdict.ok) {
            const order = compare(a.verdict.exactRatio, b.verdict.exactRatio);
            expect(order).toBeLessThanOrEqual(0);
            if (order === 0) expect(position(a.state.uf)).toBeLessThan(position(b.state.uf));
          } else {
            // Rows without a ratio only after the others, in state order.
            expect(b.verdict.ok).toBe(false);
            if (!a.verdict.ok) expect(position(a.state.uf)).toBeLessThan(position(b.state.uf));
          }
        }
      }),
    );
  });

  it("agrees with the threshold on every verdict", () => {
    fc.assert(
      fc.property(price, price, (ethanol, gasoline) => {
        const verdict = placeVerdict({ ethanol: stats(ethanol), gasoline: stats(gasoline) });
        if (!verdict.ok) throw new Error("both prices are valid");
        expect(verdict.fuel === "ethanol").toBe(compare(verdict.exactRatio, ETHANOL_THRESHOLD) <= 0);
        expect(
          compare(verdict.exactRatio, {
            n: parseDecimal(ethanol)!.n * parseDecimal(gasoline)!.d,
            d: parseDecimal(ethanol)!.d * parseDecimal(gasoline)!.n,
          }),
        ).toBe(0);
      }),
    );
  });

  it("counts the months where ethanol paid off, and the last 12 are the series' tail", () => {
    const month = fc.tuple(maybePrice, maybePrice);
    fc.assert(
      fc.property(fc.array(month, { minLength: 0, maxLength: 40 }), (pairs) => {
        const series = pairs.map(([ethanol, gasoline], index) => ({
          month: `${2013 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`,
          ethanol,
          gasoline,
        }));
        const verdicts = monthVerdicts(series);
        const count = countEthanolMonths(verdicts);
        expect(count.months).toBe(series.length);
        expect(count.withData).toBe(series.filter((row) => row.ethanol && row.gasoline).length);
        expect(count.ethanolWins).toBeLessThanOrEqual(count.withData);
        expect(count.ethanolWins).toBe(
          verdicts.filter((row) => row.verdict.ok && compare(row.verdict.exactRatio, ETHANOL_THRESHOLD) <= 0).length,
        );
        const twelve = lastTwelveMonths(verdicts);
        expect(twelve.months).toBe(Math.min(12, series.length));
        expect(twelve.last).toBe(series.at(-1)?.month ?? null);
      }),
    );
  });
});

describe("the monthly series (monthly.json)", () => {
  const months = (code: string) => monthVerdicts(monthlySeries(monthly, code));

  it("São Paulo: ethanol paid off in 10 of the last 12 months (by hand: all but Jan and Feb 2026)", () => {
    const count = lastTwelveMonths(months("sp"));
    expect(count).toEqual({ months: 12, withData: 12, ethanolWins: 10, first: "2025-07", last: "2026-06" });
  });

  it("Santa Catarina: once in 12 months (June 2026: 4,57 ÷ 6,55 = 69,8%)", () => {
    expect(lastTwelveMonths(months("sc"))).toMatchObject({ months: 12, withData: 12, ethanolWins: 1 });
  });

  it("Amapá: never, over the 11 months with both prices (no ethanol mean in January 2026)", () => {
    const count = lastTwelveMonths(months("ap"));
    expect(count).toMatchObject({ months: 12, withData: 11, ethanolWins: 0 });
  });

  it("São Paulo's whole series: 112 of 161 months (September 2020 had no survey)", () => {
    const count = countEthanolMonths(months("sp"));
    expect(count).toMatchObject({ months: 162, withData: 161, ethanolWins: 112, first: "2013-01", last: "2026-06" });
  });
});

describe("capitalAndLargestCities", () => {
  it("São Paulo: the capital, then the five cities with the most stations surveyed", () => {
    const rows = capitalAndLargestCities(citiesOfState(weekly, "sp"), "São Paulo");
    expect(rows).toHaveLength(6);
    expect(rows[0]).toMatchObject({ capital: true, city: { name: "São Paulo" }, stations: 210 });
    expect(rows.slice(1).every((row) => !row.capital)).toBe(true);
    const stations = rows.slice(1).map((row) => row.stations);
    expect(stations).toEqual(stations.toSorted((a, b) => b - a));
    // No other city of the state was surveyed at more stations than the fifth.
    const rest = citiesOfState(weekly, "sp").filter((city) => !rows.some((row) => row.city === city));
    expect(Math.max(...rest.map(stationCount))).toBeLessThanOrEqual(stations.at(-1)!);
  });

  it("keeps a city without ethanol, and returns fewer rows where fewer cities were surveyed", () => {
    const acre = capitalAndLargestCities(citiesOfState(weekly, "ac"), "Rio Branco");
    expect(acre.map((row) => row.city.name)).toEqual(["Rio Branco", "Cruzeiro do Sul"]);
    expect(acre[1]!.verdict).toEqual({ ok: false, missing: "ethanol" });
    expect(capitalAndLargestCities(citiesOfState(weekly, "df"), "Brasília")).toHaveLength(1);
  });

  it("finds every capital in the week's cities", () => {
    for (const state of STATES) {
      expect(capitalAndLargestCities(citiesOfState(weekly, state.code), state.capital)[0]).toMatchObject({
        capital: true,
        city: { name: state.capital },
      });
    }
  });
});
