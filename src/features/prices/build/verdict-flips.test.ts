import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MONTHLY, type MonthPrices } from "#data/build/monthly.ts";
import type { WeeklyPrices } from "#data/build/weekly.ts";
import { monthlySeries } from "#features/prices/anp-data.ts";
import { stateByCode, STATES, type State } from "#lib/states.ts";
import {
  allVerdictFlips,
  flipDate,
  flipDescription,
  flipFeedItems,
  flipTitle,
  newestItemsFirst,
  verdictFlips,
  weekFlipChange,
  weekFlipFeedItems,
  weekFlipTitle,
  weekVerdictFlips,
} from "./verdict-flips.ts";

const state = (code: string) => stateByCode(code) as State;
const month = (iso: string, ethanol: string | null, gasoline: string | null): MonthPrices => ({
  month: iso,
  ethanol,
  gasoline,
});

describe("verdictFlips", () => {
  it("lists the Federal District's flips as checked by hand in the monthly file", () => {
    // mensal-estados-desde-jan2013.xlsx, sheet "ESTADOS - DESDE JANEIRO DE 2013", DISTRITO FEDERAL,
    // PREÇO MÉDIO REVENDA of ETANOL HIDRATADO / GASOLINA COMUM, each ratio against 0,7 by hand:
    // 2018-08 3,170/4,429 = 71,6% (gasoline) → 2018-09 3,262/4,771 = 68,4% (ethanol, rows 10414/10441);
    // 2018-10 3,350/4,851 = 69,1% → 2018-11 3,369/4,611 = 73,1% (gasoline, rows 10717/10744);
    // 2023-06 3,83/5,42 = 70,7% → 2023-07 3,85/5,55 = 69,4% (ethanol, rows 19987/20041);
    // 2025-01 4,20/6,18 = 68,0% → 2025-02 4,75/6,54 = 72,6% (gasoline, rows 23396/23450);
    // 2026-04 4,99/6,43 = 77,6% → 2026-05 4,34/6,42 = 67,6% (ethanol, rows 26078/26132).
    // No other month of the series changes sides.
    const flips = verdictFlips(state("df"), monthlySeries(MONTHLY, "df"));
    expect(flips.map((flip) => [flip.month, flip.verdict.fuel, flip.prices.ethanol, flip.prices.gasoline])).toEqual([
      ["2018-09", "ethanol", "3.262", "4.771"],
      ["2018-11", "gasoline", "3.369", "4.611"],
      ["2023-07", "ethanol", "3.85", "5.55"],
      ["2025-02", "gasoline", "4.75", "6.54"],
      ["2026-05", "ethanol", "4.34", "6.42"],
    ]);
    expect(flips.map((flip) => flip.previous.month)).toEqual(["2018-08", "2018-10", "2023-06", "2025-01", "2026-04"]);
  });

  it("counts exactly 70% as ethanol, the same rule as everywhere", () => {
    const flips = verdictFlips(state("sp"), [
      month("2026-01", "4.9", "7"),
      month("2026-02", "4.9", "6.9"),
      month("2026-03", "4.9", "7"),
    ]);
    expect(flips.map((flip) => [flip.month, flip.verdict.fuel])).toEqual([
      ["2026-02", "gasoline"],
      ["2026-03", "ethanol"],
    ]);
  });

  it("skips months without both means, comparing with the last month that had them", () => {
    const flips = verdictFlips(state("ap"), [
      month("2020-08", "3", "5"),
      month("2020-09", null, null),
      month("2020-10", null, "5"),
      month("2020-11", "4", "5"),
    ]);
    expect(flips).toHaveLength(1);
    expect([flips[0]?.month, flips[0]?.previous.month]).toEqual(["2020-11", "2020-08"]);
  });

  it("alternates fuels, one flip per change of side, never in the first month with data", () => {
    // Prices in whole centavos, so the oracle is exact integer arithmetic (e·10 ≤ g·7), like the
    // rule: floating point puts 3,99/5,70 at 0.7000000000000001. Exactly-70% pairs are drawn on purpose.
    const price = fc.option(fc.integer({ min: 100, max: 999 }), { nil: null });
    const seventyPercent = fc.integer({ min: 15, max: 142 }).map((unit): [number, number] => [unit * 7, unit * 10]);
    const text = (cents: number | null) => (cents === null ? null : (cents / 100).toString());
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.tuple(price, price), seventyPercent), { maxLength: 40 }), (pairs) => {
        const series = pairs.map(([ethanol, gasoline], index) =>
          month(
            `20${String(10 + Math.floor(index / 12))}-${String((index % 12) + 1).padStart(2, "0")}`,
            text(ethanol),
            text(gasoline),
          ),
        );
        const flips = verdictFlips(state("sp"), series);
        const sides = pairs.flatMap(([ethanol, gasoline]) =>
          ethanol === null || gasoline === null ? [] : [ethanol * 10 <= gasoline * 7],
        );
        const changes = sides.filter((side, index) => index > 0 && side !== sides[index - 1]).length;
        expect(flips).toHaveLength(changes);
        flips.forEach((flip, index) => {
          expect(flip.verdict.fuel).not.toBe(flip.previous.verdict.fuel);
          if (index > 0) expect(flip.verdict.fuel).not.toBe(flips[index - 1]?.verdict.fuel);
        });
      }),
    );
  });
});

describe("the national list", () => {
  it("holds every state's flips, newest first", () => {
    const flips = allVerdictFlips(MONTHLY);
    const perState = STATES.reduce(
      (sum, each) => sum + verdictFlips(each, monthlySeries(MONTHLY, each.code)).length,
      0,
    );
    expect(flips).toHaveLength(perState);
    expect(flips.map((flip) => flip.month)).toEqual(
      flips
        .map((flip) => flip.month)
        .toSorted()
        .reverse(),
    );
  });
});

describe("a flip in words", () => {
  const [santaCatarina] = verdictFlips(state("sc"), [month("2026-05", "4.6", "6.5"), month("2026-06", "4.58", "6.56")]);

  it("titles the month, the fuel, the state and the ratio", () => {
    expect(flipTitle(santaCatarina!)).toBe("Junho de 2026: o etanol passou a compensar em Santa Catarina (69,8%)");
  });

  it("says the prices, the ratio and the month before", () => {
    expect(flipDescription(santaCatarina!)).toBe(
      "Em junho de 2026, o preço médio do etanol em Santa Catarina foi R$\u00a04,58 e o da gasolina R$\u00a06,56 por litro: " +
        "o etanol saiu a 69,8% do preço da gasolina, dentro do limite de 70%. Em maio de 2026 estava a 70,8%. Médias mensais da ANP.",
    );
  });

  it("is dated the first day of the month after, when the figure becomes known", () => {
    expect(flipDate("2026-06").toISOString()).toBe("2026-07-01T00:00:00.000Z");
    expect(flipDate("2025-12").toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });
});

/** A weekly summary with some states' means (R$/l text; the others without prices). */
const week = (
  start: string,
  end: string,
  means: Record<string, readonly [string | null, string | null]>,
): WeeklyPrices => {
  const stats = (mean: string | null) => (mean === null ? null : { mean, min: mean, max: mean, stations: 10 });
  return {
    source: "ANP",
    weekStart: start,
    weekEnd: end,
    brazil: { ethanol: null, gasoline: null },
    states: Object.entries(means).map(([uf, [ethanol, gasoline]]) => ({
      uf: uf as WeeklyPrices["states"][number]["uf"],
      ethanol: stats(ethanol),
      gasoline: stats(gasoline),
    })),
    cities: [],
  };
};

describe("weekVerdictFlips", () => {
  const first = week("2026-06-07", "2026-06-13", {
    GO: ["4.4", "6.2"],
    SC: ["4.2", "6"],
    SP: ["4", "6"],
    AP: ["5", "6"],
  });
  const second = week("2026-06-14", "2026-06-20", {
    GO: ["4.3", "6.2"],
    SC: ["4.21", "6"],
    SP: ["4.1", "6"],
    AP: [null, "6"],
  });
  const third = week("2026-06-21", "2026-06-27", {
    GO: ["4.3", "6.2"],
    SC: ["4.2", "6"],
    SP: ["4.1", "6"],
    AP: ["3", "6"],
  });

  it("finds the states whose weekly mean flipped, both ways, with exactly 70% as ethanol", () => {
    const flips = weekVerdictFlips([first, second]);
    expect(flips.map((flip) => [flip.state.uf, flip.week.start, flip.verdict.fuel, flip.previous.week.start])).toEqual([
      ["GO", "2026-06-14", "ethanol", "2026-06-07"],
      ["SC", "2026-06-14", "gasoline", "2026-06-07"],
    ]);
  });

  it("skips a week without both means, comparing with the last kept week that had them", () => {
    const flips = weekVerdictFlips([first, second, third]);
    expect(flips.map((flip) => [flip.state.uf, flip.week.start, flip.verdict.fuel, flip.previous.week.start])).toEqual([
      ["GO", "2026-06-14", "ethanol", "2026-06-07"],
      ["SC", "2026-06-14", "gasoline", "2026-06-07"],
      ["AP", "2026-06-21", "ethanol", "2026-06-07"],
      ["SC", "2026-06-21", "ethanol", "2026-06-14"],
    ]);
  });

  it("finds none in a single week, or when nothing changed sides", () => {
    expect(weekVerdictFlips([first])).toEqual([]);
    expect(weekVerdictFlips([first, first])).toEqual([]);
  });

  it("words the flip with the week named, and dates its item the week's Saturday", () => {
    const [goias] = weekVerdictFlips([first, second]);
    expect(weekFlipTitle(goias!)).toBe("Pesquisa de 14 a 20/06/2026: o etanol passou a compensar em Goiás (69,4%)");
    expect(weekFlipChange(goias!)).toBe("o etanol passou a compensar (69,4% da gasolina; era 71%)");
    const [item] = weekFlipFeedItems([goias!]);
    expect(item?.pubDate.toISOString()).toBe("2026-06-20T00:00:00.000Z");
    expect(item?.description).toBe(
      "Na pesquisa de 14 a 20/06/2026, o preço médio do etanol em Goiás foi R$\u00a04,30 e o da gasolina R$\u00a06,20 por litro: " +
        "o etanol saiu a 69,4% do preço da gasolina, dentro do limite de 70%. Na pesquisa de 7 a 13/06/2026 estava a 71%. Médias semanais da ANP.",
    );
    expect(item?.customData).toBe('<guid isPermaLink="false">etanol-ou-gasolina:go:semana-2026-06-14</guid>');
  });

  it("puts weekly items among the monthly ones by date, newest first", () => {
    const months = flipFeedItems(
      verdictFlips(state("go"), [month("2026-04", "4", "6"), month("2026-05", "4.5", "6"), month("2026-06", "4", "6")]),
    );
    const weeks = weekFlipFeedItems(weekVerdictFlips([first, second]));
    const items = newestItemsFirst(months, weeks);
    expect(items.map((item) => item.pubDate.toISOString().slice(0, 10))).toEqual([
      "2026-07-01",
      "2026-06-20",
      "2026-06-20",
      "2026-06-01",
    ]);
  });
});
