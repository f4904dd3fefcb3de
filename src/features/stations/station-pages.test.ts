import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ANP_JUNE_2026 } from "../../testing/fixtures.ts";
import { STATION_ORDERS } from "./station-order.ts";
import {
  districtsOf,
  mapsSearchUrl,
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
