import { describe, expect, it } from "vitest";
import { SURVEY_WEEKS, weekSummary } from "#data/build/anp-history.ts";
import { type CityWeek, WEEKLY, type WeeklyPrices } from "#data/build/weekly.ts";
import { NEAR_KM } from "#data/towns.ts";
import { placeVerdict } from "#features/prices/price-verdicts.ts";
import { cityPagePath } from "#lib/paths.ts";
import { stateByCode, type State } from "#lib/states.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import {
  cityMeanSentence,
  cityPageMeta,
  cityPages,
  cityPageView,
  lastVerdictHeadline,
  standInText,
  stationRange,
  stationRangeSentence,
} from "./city-page.ts";

const city = (ethanol: [string, string, string] | null, gasoline: [string, string, string] | null): CityWeek => ({
  name: "Sant'Ana do Livramento",
  uf: "RS",
  ethanol: ethanol && { mean: ethanol[0], min: ethanol[1], max: ethanol[2], stations: 7 },
  gasoline: gasoline && { mean: gasoline[0], min: gasoline[1], max: gasoline[2], stations: 8 },
});

describe("the verdict at the cheapest and the dearest station", () => {
  it("compares each end of the ethanol range with the mean gasoline, exactly (70% is ethanol)", () => {
    const range = stationRange(city(["4.5", "4.2", "4.9"], ["6.5", "6.2", "7"]))!;
    expect(range.cheapest.verdict).toMatchObject({ ok: true, fuel: "ethanol" });
    // 4.55 / 6.5 = 0.7 exactly.
    expect(stationRange(city(["4.5", "4.55", "4.9"], ["6.5", "6.2", "7"]))?.cheapest.verdict).toMatchObject({
      fuel: "ethanol",
      ratio: 0.7,
    });
    expect(range.dearest.verdict).toMatchObject({ ok: true, fuel: "gasoline" });
    expect(stationRangeSentence(range)).toBe(
      "No posto mais barato (R$\u00a04,20), o etanol sai a 64,6% da gasolina: compensa. No mais caro (R$\u00a04,90), a 75,4%: não compensa.",
    );
  });

  it("is null without both fuels", () => {
    expect(stationRange(city(null, ["8.46", "8.46", "8.46"]))).toBeNull();
    expect(stationRange(city(["4", "4", "4"], null))).toBeNull();
  });
});

describe("cityPageMeta", () => {
  it("titles the page with the city and its UF, trails back to the state, and describes the week's dataset", () => {
    const meta = cityPageMeta(city(["4.5", "4.2", "4.9"], ["6.5", "6.2", "7"]), stateByCode("rs") as State, WEEKLY);
    expect(meta.title).toBe("Etanol ou gasolina em Sant'Ana do Livramento (RS)");
    expect(meta.path).toBe("/precos/rs/sant-ana-do-livramento");
    expect(meta.trail.at(-2)).toEqual(["Rio Grande do Sul", "/precos/rs"]);
    expect(meta.description.length).toBeLessThanOrEqual(200);
    expect(meta.dataset.spatialCoverage).toBe("Sant'Ana do Livramento, Rio Grande do Sul, Brasil");
  });
});

describe("cityPages", () => {
  const named = (name: string, uf: CityWeek["uf"], mean: string): CityWeek => ({
    name,
    uf,
    ethanol: { mean, min: mean, max: mean, stations: 3 },
    gasoline: null,
  });
  const week = (weekStart: string, cities: CityWeek[]): WeeklyPrices => ({
    source: "ANP",
    weekStart,
    weekEnd: weekStart,
    brazil: { ethanol: null, gasoline: null },
    states: [],
    cities,
  });

  it("keeps a page for every city of any kept week, with its newest figures, and none per week", () => {
    const first = week("2026-06-07", [
      named("Feira de Santana", "BA", "4.1"),
      named("Salvador", "BA", "4.5"),
      named("Americana", "SP", "4"),
    ]);
    const second = week("2026-06-14", [named("Salvador", "BA", "4.4"), named("Campinas", "SP", "4.2")]);
    const pages = cityPages([first, second]);
    expect(pages.map((page) => [page.city.name, page.city.ethanol?.mean, page.survey.weekStart, page.current])).toEqual(
      [
        ["Salvador", "4.4", "2026-06-14", true],
        ["Campinas", "4.2", "2026-06-14", true],
        ["Feira de Santana", "4.1", "2026-06-07", false],
        ["Americana", "4", "2026-06-07", false],
      ],
    );
    expect(cityPages([second, second])).toHaveLength(2);
    expect(cityPages([])).toEqual([]);
  });

  it("on the kept weeks: one page per city ever surveyed, the newest week's as current", () => {
    const weeks = SURVEY_WEEKS.map(weekSummary);
    const pages = cityPages(weeks);
    const everyCity = new Set(weeks.flatMap((weekly) => weekly.cities.map(cityPagePath)));
    expect(new Set(pages.map((page) => cityPagePath(page.city)))).toEqual(everyCity);
    expect(pages.filter((page) => page.current).map((page) => page.city)).toEqual(WEEKLY.cities);
  });

  it("says in the description that the newest survey missed the city", () => {
    const meta = cityPageMeta(
      named("Feira de Santana", "BA", "4.1"),
      stateByCode("ba") as State,
      { weekStart: "2026-06-07", weekEnd: "2026-06-13" },
      "14 a 20/06/2026",
    );
    expect(meta.description).toMatch(
      /^Etanol ou gasolina em Feira de Santana \(BA\)\? Sem pesquisa da ANP em 14 a 20\/06\/2026; a última, ANP, 7 a 13\/06\/2026: /,
    );
  });
});

describe("a city the newest survey missed", () => {
  const feira: CityWeek = {
    name: "Feira de Santana",
    uf: "BA",
    ethanol: { mean: "4.78", min: "4.7", max: "4.99", stations: 17 },
    gasoline: { mean: "6.94", min: "6.9", max: "6.99", stations: 19 },
  };

  it("says its last verdict in the past tense, and its means with their week", () => {
    expect(lastVerdictHeadline(placeVerdict(feira))).toBe("Etanol compensava");
    expect(lastVerdictHeadline(placeVerdict({ ...feira, ethanol: { ...feira.ethanol!, mean: "4.86" } }))).toBe(
      "Gasolina compensava",
    );
    expect(lastVerdictHeadline(placeVerdict({ ...feira, ethanol: null }))).toBe("Sem veredito");
    expect(cityMeanSentence(feira, stateByCode("ba") as State, "7 a 13/06/2026")).toBe(
      "Na média de Feira de Santana, o etanol custou R$\u00a04,78 e a gasolina R$\u00a06,94 por litro: o etanol saiu a 68,9% do preço da gasolina, dentro do limite de 70%.",
    );
  });

  it("names the nearest survey within 50 km, or the state's means beyond", () => {
    const alagoinhas = { ...feira, name: "Alagoinhas", ethanol: { ...feira.ethanol!, mean: "4.9" } };
    expect(standInText({ kind: "city", city: alagoinhas, km: 50 }, "14 a 20/06/2026")).toBe(
      ", a 50 km, tem na média etanol a R$\u00a04,90 e gasolina a R$\u00a06,94 (etanol a 70,6% da gasolina, gasolina compensa).",
    );
    const bahia = {
      uf: "BA" as const,
      ethanol: { ...feira.ethanol!, mean: "4.94" },
      gasoline: { ...feira.gasoline!, mean: "7.11" },
    };
    expect(
      standInText({ kind: "state", state: bahia, nearest: { city: "Alagoinhas", km: 61 } }, "14 a 20/06/2026"),
    ).toBe(
      "Nenhuma cidade pesquisada em 14 a 20/06/2026 fica a até 50 km (a mais próxima, Alagoinhas, a 61 km): vale a média do estado, etanol a R$\u00a04,94 e gasolina a R$\u00a07,11 (etanol a 69,5% da gasolina, etanol compensa).",
    );
    expect(standInText({ kind: "state", state: bahia, nearest: null }, "14 a 20/06/2026")).toMatch(
      /^Nenhuma cidade pesquisada em 14 a 20\/06\/2026 fica a até 50 km: vale a média do estado, /,
    );
  });
});

const { weekly: june, towns } = ANP_JUNE_2026;
const SP = stateByCode("SP") as State;
const campinas = june.cities.find((city) => city.uf === "SP" && city.name === "Campinas")!;
const spMeans = june.states.find((row) => row.uf === "SP")!;

describe("cityPageView", () => {
  it("names the week, the neighbours a surveyed city serves, and the calculator with its prices", () => {
    const view = cityPageView({ city: campinas, survey: june, current: true, state: SP }, june, towns);
    expect([view.newest, view.week, view.place]).toEqual(["7 a 13/06/2026", "7 a 13/06/2026", "Campinas (SP)"]);
    expect(view.meta.title).toBe("Etanol ou gasolina em Campinas (SP)");
    expect(view.stand).toBeNull();
    expect(view.served.every((town) => town.km <= NEAR_KM && town.name !== "Campinas")).toBe(true);
    expect(view.calculator).toEqual({
      href: `/?etanol=${campinas.ethanol!.mean}&gasolina=${campinas.gasoline!.mean}`,
      label: "Calcular com os preços de Campinas",
    });
  });

  it("for a city the newest survey missed, names both weeks and calculates with what stands in for it", () => {
    const newest = {
      ...june,
      weekStart: "2026-06-14",
      weekEnd: "2026-06-20",
      cities: june.cities.filter((city) => city !== campinas),
    };
    const view = cityPageView({ city: campinas, survey: june, current: false, state: SP }, newest, towns);
    expect([view.newest, view.week]).toEqual(["14 a 20/06/2026", "7 a 13/06/2026"]);
    expect(view.meta.description).toContain("Sem pesquisa da ANP em 14 a 20/06/2026");
    expect(view.served).toEqual([]);
    // The index names Campinas itself as its survey: with it missing, the state's means stand in.
    expect(view.stand).toMatchObject({ kind: "state", state: spMeans });
    expect(view.calculator).toEqual({
      href: `/?etanol=${spMeans.ethanol!.mean}&gasolina=${spMeans.gasoline!.mean}`,
      label: "Calcular com os preços médios em São Paulo",
    });
  });

  it("links the empty calculator when the city lacks a fuel", () => {
    const view = cityPageView(
      { city: { ...campinas, ethanol: null }, survey: june, current: true, state: SP },
      june,
      towns,
    );
    expect(view.calculator).toEqual({ href: "/", label: "Calcular com o preço do meu posto" });
  });
});
