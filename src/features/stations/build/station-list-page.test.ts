import { describe, expect, it } from "vitest";
import { CITY_PAGE_STATIONS, STATIONS_PER_PAGE, stationsOf } from "#features/stations/station-pages.ts";
import { byCnpj } from "#features/stations/week-changes.ts";
import { earlierWeek } from "#testing/earlier-week.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import type { PreviousSurvey } from "./previous-survey.ts";
import { stationListRoutes, stationListView } from "./station-list-page.ts";

const { weekly, stations } = ANP_JUNE_2026;
const WEEK = { start: weekly.weekStart, end: weekly.weekEnd };
const routes = stationListRoutes(weekly, stations.stations, [weekly]);
const saoPaulo = routes.filter((route) => route.props.cityPath === "/precos/sp/sao-paulo");
const surveyed = (uf: string, city: string) => stationsOf(stations.stations, uf, city).length;

describe("stationListRoutes", () => {
  it("gives a list only to the cities with more stations than their page shows, in pages of 25", () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const { props } of routes) {
      expect(surveyed(props.city.uf, props.city.name)).toBeGreaterThan(CITY_PAGE_STATIONS);
      expect(props.page.length).toBeLessThanOrEqual(STATIONS_PER_PAGE);
      expect(props.former).toBeNull();
    }
    const count = surveyed("SP", "São Paulo");
    expect(saoPaulo).toHaveLength(Math.ceil(count / STATIONS_PER_PAGE));
    expect(saoPaulo.map((route) => route.params)).toEqual(
      saoPaulo.map((_, index) => ({
        uf: "sp",
        cidade: "sao-paulo",
        pagina: index === 0 ? undefined : String(index + 1),
      })),
    );
    expect(saoPaulo.flatMap((route) => route.props.page.map((station) => station.cnpj))).toEqual(
      saoPaulo[0]!.props.stations.map((station) => station.cnpj),
    );
  });

  it("keeps the address of a list a kept week had and the newest has not, naming that week", () => {
    const withoutCampinas = stations.stations.filter((station) => station.city !== "Campinas");
    const campinas = stationListRoutes(weekly, withoutCampinas, [weekly]).filter(
      (route) => route.props.cityPath === "/precos/sp/campinas",
    );
    expect(campinas.map((route) => [route.params, route.props.former, route.props.page.length])).toEqual([
      [{ uf: "sp", cidade: "campinas", pagina: undefined }, "7 a 13/06/2026", 0],
    ]);
  });
});

describe("stationListView", () => {
  it("titles, describes and places one page of a city's list", () => {
    const view = stationListView(saoPaulo[1]!.props, WEEK, null);
    const pages = saoPaulo.length;
    expect(view.heading).toBe(`Postos pesquisados em São Paulo (SP), página 2 de ${pages}`);
    expect(view.path).toBe("/precos/sp/sao-paulo/postos/2");
    expect(view.description).toBe(
      "Preço do etanol e da gasolina em cada posto de São Paulo (SP) pesquisado pela ANP de 7 a 13/06/2026, com o veredito de cada posto pela regra dos 70%.",
    );
    expect(view.trail).toEqual([
      ["Início", "/"],
      ["Preços por estado", "/precos"],
      ["São Paulo", "/precos/sp"],
      ["São Paulo", "/precos/sp/sao-paulo"],
      ["Postos, página 2", "/precos/sp/sao-paulo/postos/2"],
    ]);
    expect(view.first).toBe(STATIONS_PER_PAGE + 1);
    expect(view.pageUrls).toEqual(
      saoPaulo.map((_, index) => `/precos/sp/sao-paulo/postos${index ? `/${index + 1}` : ""}`),
    );
    expect(view.districts.length).toBeGreaterThan(1);
    expect(view.previous).toBeNull();
  });

  it("numbers the last page's stations after the full pages before it", () => {
    const last = saoPaulo.at(-1)!.props;
    const view = stationListView(last, WEEK, null);
    expect(view.first).toBe((saoPaulo.length - 1) * STATIONS_PER_PAGE + 1);
    expect(view.first + last.page.length - 1).toBe(last.stations.length);
  });

  it("compares with the city's stations of the previous survey", () => {
    const before = earlierWeek(stations);
    const previous: PreviousSurvey = {
      week: { start: before.weekStart, end: before.weekEnd },
      stations: before.stations,
      byCnpj: byCnpj(before.stations),
    };
    const view = stationListView(saoPaulo[0]!.props, WEEK, previous);
    expect(view.previous?.week).toBe("31/05 a 06/06/2026");
    expect(view.previous?.stations).toEqual(stationsOf(before.stations, "SP", "São Paulo"));
    expect(view.previous?.stations).toHaveLength(surveyed("SP", "São Paulo"));
  });

  it("sends a former list to the city's page, unindexed", () => {
    const campinas = stationListRoutes(
      weekly,
      stations.stations.filter((station) => station.city !== "Campinas"),
      [weekly],
    ).find((route) => route.props.cityPath === "/precos/sp/campinas")!;
    const view = stationListView(campinas.props, WEEK, null);
    expect(view.heading).toBe("Postos pesquisados em Campinas (SP)");
    expect(view.path).toBeUndefined();
    expect(view.description).toBe(
      "A pesquisa da ANP de 7 a 13/06/2026 não tem a lista de postos de Campinas (SP); veja a página da cidade.",
    );
    expect(view.pageUrls).toEqual([]);
    expect(view.districts).toEqual([]);
  });
});
