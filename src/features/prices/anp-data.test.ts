import { describe, expect, it } from "vitest";
import { ANP_SOURCE } from "#data/dataset.ts";
import { parseDecimal } from "#lib/decimal.ts";
import { STATES } from "#lib/states.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import { citiesOfState, cityChoices, latestMonth, monthlySeries, stateWeek, stationCount } from "./anp-data.ts";

// The JSON of the June 2026 week, frozen (fixtures/README.md): the shapes the pages read.
const { weekly, monthly, cities } = ANP_JUNE_2026;

describe("weekly.json", () => {
  it("covers the week, Brazil, the 27 UFs and 381 cities, citing the ANP", () => {
    expect(weekly).toMatchObject({ source: ANP_SOURCE, weekStart: "2026-06-07", weekEnd: "2026-06-13" });
    expect(weekly.brazil.ethanol).toEqual({ mean: "4.15", min: "2.96", max: "6.36", stations: 3673 });
    expect(weekly.states.map((row) => row.uf)).toEqual(STATES.map((state) => state.uf));
    expect(weekly.cities).toHaveLength(381);
  });

  it("keeps a city without ethanol, with null ethanol (never 0)", () => {
    const cruzeiro = weekly.cities.find((city) => city.name === "Cruzeiro do Sul");
    expect(cruzeiro).toEqual({
      name: "Cruzeiro do Sul",
      uf: "AC",
      ethanol: null,
      gasoline: { mean: "8.46", min: "8.46", max: "8.46", stations: 1 },
    });
    expect(weekly.cities.filter((city) => city.ethanol === null).map((city) => `${city.name}/${city.uf}`)).toEqual([
      "Cruzeiro do Sul/AC",
      "Parintins/AM",
      "Aracruz/ES",
      "Bacabal/MA",
      "Barra do Corda/MA",
      "Ubá/MG",
      "Abaetetuba/PA",
      "Cachoeirinha/RS",
      "Cruz Alta/RS",
    ]);
  });

  it("holds only exact positive prices with min ≤ mean ≤ max", () => {
    const all = [weekly.brazil, ...weekly.states, ...weekly.cities].flatMap((place) => [place.ethanol, place.gasoline]);
    for (const stats of all) {
      if (!stats) continue;
      const [min, mean, max] = [stats.min, stats.mean, stats.max].map((text) => Number(text));
      expect(parseDecimal(stats.mean)!.n > 0n && min! <= mean! && mean! <= max!).toBe(true);
      expect(stats.mean).toMatch(/^\d+(\.\d{1,3})?$/);
    }
  });
});

describe("weekly lookups", () => {
  it("finds a UF's row by code", () => {
    expect(stateWeek(weekly, "sp")?.ethanol).toEqual({ mean: "3.86", min: "2.96", max: "6.29", stations: 1177 });
    expect(stateWeek(weekly, "zz")).toBeUndefined();
  });

  it("lists a UF's cities, most-surveyed first, with IBGE's spelling", () => {
    const sp = citiesOfState(weekly, "SP");
    expect(sp).toHaveLength(88);
    expect(sp[0]).toMatchObject({ name: "São Paulo", gasoline: { mean: "6.47", stations: 210 } });
    expect(sp.map((city) => city.name)).toEqual(expect.arrayContaining(["São José dos Campos", "Ribeirão Preto"]));
    expect(sp.map(stationCount)).toEqual(sp.map(stationCount).toSorted((a, b) => b - a));
    expect(citiesOfState(weekly, "DF").map((city) => city.name)).toEqual(["Brasília"]);
  });
});

describe("monthly.json", () => {
  it("has 162 months per UF, 2013-01 to 2026-06, with 2020-09 (no survey) null everywhere", () => {
    expect([monthly.firstMonth, monthly.lastMonth]).toEqual(["2013-01", "2026-06"]);
    for (const state of STATES) {
      const series = monthlySeries(monthly, state.code);
      expect(series).toHaveLength(162);
      expect(series.find((month) => month.month === "2020-09")).toEqual({
        month: "2020-09",
        ethanol: null,
        gasoline: null,
      });
    }
    expect(monthlySeries(monthly, "zz")).toEqual([]);
  });

  it("has Amapá's ethanol null (never 0) in the 17 months without a mean", () => {
    const missing = monthlySeries(monthly, "ap").filter((month) => month.ethanol === null && month.month !== "2020-09");
    expect(missing).toHaveLength(17);
    expect(missing.at(-1)).toEqual({ month: "2026-01", ethanol: null, gasoline: "6.2" });
  });

  it("gives a UF's latest month with a mean", () => {
    expect(latestMonth(monthly, "sp", "ethanol")).toEqual({ month: "2026-06", ethanol: "3.85", gasoline: "6.45" });
    const withGap = {
      ...monthly,
      states: [{ uf: "AP" as const, months: monthlySeries(monthly, "ap").filter((month) => month.month <= "2026-01") }],
    };
    expect(latestMonth(withGap, "ap", "ethanol")?.month).toBe("2025-12");
    expect(latestMonth(withGap, "ap", "gasoline")?.month).toBe("2026-01");
  });
});

describe("cities.json", () => {
  it("has the week and every UF's cities, as weekly.json has them", () => {
    expect(cities).toMatchObject({ source: ANP_SOURCE, weekStart: weekly.weekStart, weekEnd: weekly.weekEnd });
    expect(Object.keys(cities.states)).toEqual(STATES.map((state) => state.uf));
    for (const state of STATES) {
      const choices = cityChoices(cities, state.code);
      const expected = weekly.cities
        .filter((city) => city.uf === state.uf)
        .map(({ name, ethanol, gasoline }) => ({
          name,
          ethanol: ethanol && { mean: ethanol.mean, stations: ethanol.stations },
          gasoline: gasoline && { mean: gasoline.mean, stations: gasoline.stations },
        }));
      expect(choices).toEqual(expected.toSorted((a, b) => a.name.localeCompare(b.name, "pt-BR")));
    }
    expect(cityChoices(cities, "zz")).toEqual([]);
  });
});
