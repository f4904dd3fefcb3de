import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CityWeek, WeeklyPrices } from "#data/build/weekly.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import { STATION_ORDERS } from "./station-order.ts";
import {
  districtsOf,
  formerLists,
  mapsSearchUrl,
  previousStationsOf,
  rankStations,
  stationPages,
  STATIONS_PER_PAGE,
  stationsOf,
} from "./station-pages.ts";
import { sortStations } from "./station-ranking.ts";

const saoPaulo = stationsOf(ANP_JUNE_2026.stations.stations, "SP", "São Paulo");

describe("a city's stations", () => {
  it("are the stations of that city and state only", () => {
    expect(saoPaulo).toHaveLength(210);
    expect(saoPaulo.every((station) => station.uf === "SP" && station.city === "São Paulo")).toBe(true);
    expect(stationsOf(ANP_JUNE_2026.stations.stations, "RJ", "São Paulo")).toEqual([]);
  });

  it("carry their place in every order, the list itself in cost order", () => {
    const ranked = rankStations(saoPaulo);
    expect(ranked.map((station) => station.cnpj)).toEqual(sortStations(saoPaulo).map((station) => station.cnpj));
    for (const order of STATION_ORDERS) {
      const byRank = ranked.toSorted((a, b) => a.ranks[order] - b.ranks[order]).map((station) => station.cnpj);
      expect(byRank).toEqual(sortStations(saoPaulo, order).map((station) => station.cnpj));
      expect(new Set(ranked.map((station) => station.ranks[order])).size).toBe(ranked.length);
    }
  });

  it("list each neighbourhood once, in pt-BR order", () => {
    const districts = districtsOf(saoPaulo);
    expect(new Set(districts).size).toBe(districts.length);
    expect(districts.toSorted(new Intl.Collator("pt-BR").compare)).toEqual(districts);
    expect(districts).toContain("Centro");
  });
});

describe("the pages of a list", () => {
  it("hold every station once, in order, at most STATIONS_PER_PAGE each, and always one page", () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 250 }), (items) => {
        const pages = stationPages(items);
        expect(pages.flat()).toEqual(items);
        expect(pages.length).toBe(Math.max(1, Math.ceil(items.length / STATIONS_PER_PAGE)));
        for (const page of pages) expect(page.length).toBeLessThanOrEqual(STATIONS_PER_PAGE);
      }),
    );
  });
});

describe("mapsSearchUrl", () => {
  it("is Google Maps' documented search link with the place encoded", () => {
    expect(mapsSearchUrl("Posto Flores, Avenida Nilton Lins, 2653 – Flores, Manaus - AM")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Posto%20Flores%2C%20Avenida%20Nilton%20Lins%2C%202653%20%E2%80%93%20Flores%2C%20Manaus%20-%20AM",
    );
  });
});

describe("formerLists: the /postos addresses of earlier weeks", () => {
  const stats = (stations: number) => ({ mean: "4", min: "4", max: "4", stations });
  const city = (name: string, ethanol: number, gasoline: number): CityWeek => ({
    name,
    uf: "BA",
    ethanol: ethanol ? stats(ethanol) : null,
    gasoline: gasoline ? stats(gasoline) : null,
  });
  const week = (weekStart: string, cities: CityWeek[]): WeeklyPrices => ({
    source: "ANP",
    weekStart,
    weekEnd: weekStart,
    brazil: { ethanol: null, gasoline: null },
    states: [],
    cities,
  });
  const pathOf = (item: CityWeek) => `/precos/ba/${item.name.toLowerCase()}`;

  it("keeps a city that had more stations than its page shows, with the last week it had them, unless it has a list now", () => {
    const first = week("2026-06-07", [city("Feira", 19, 19), city("Cruz", 3, 4), city("Salvador", 40, 40)]);
    const second = week("2026-06-14", [city("Feira", 6, 2), city("Salvador", 41, 41), city("Nova", 9, 9)]);
    expect(formerLists([first, second], new Set(["/precos/ba/salvador", "/precos/ba/nova"]), pathOf)).toEqual([
      { city: city("Feira", 6, 2), week: second },
    ]);
  });

  it("keeps none when every such city still has its list", () => {
    const only = week("2026-06-14", [city("Salvador", 41, 41)]);
    expect(formerLists([only], new Set(["/precos/ba/salvador"]), pathOf)).toEqual([]);
  });
});

describe("previousStationsOf", () => {
  const previous = { week: { start: "2026-05-31", end: "2026-06-06" }, stations: ANP_JUNE_2026.stations.stations };

  it("gives a state's or a city's stations of the previous survey, with its week in words", () => {
    const state = previousStationsOf(previous, "SP");
    expect(state?.week).toBe("31/05 a 06/06/2026");
    expect(state?.stations).toEqual(ANP_JUNE_2026.stations.stations.filter((station) => station.uf === "SP"));
    expect(previousStationsOf(previous, "SP", "São Paulo")?.stations).toEqual(saoPaulo);
  });

  it("is null without a previous survey", () => {
    expect(previousStationsOf(null, "SP")).toBeNull();
  });
});
