/**
 * How the station survey is laid out on the pages: which stations belong to
 * a city, their ranks in each order, the pages of a city's full list
 * (/precos/<uf>/<cidade>/postos, /postos/2, …: each page within the first
 * round trip), its neighbourhoods for the filter, and the map link.
 * Source: ANP – Levantamento de Preços de Combustíveis, postos revendedores.
 */
import type { SurveyWeek } from "#data/build/anp-history.ts";
import type { Station } from "#data/build/stations.ts";
import type { CityWeek, WeeklyPrices } from "#data/build/weekly.ts";
import { weekWithYear } from "./kept-station-view.ts";
import type { PreviousStations } from "./station-messages.ts";
import { STATION_ORDERS, type StationOrder } from "./station-order.ts";
import { type RankedStation, sortStations } from "./station-ranking.ts";

/** Stations a city page shows itself, cheapest per km first; the rest are on its /postos pages. */
export const CITY_PAGE_STATIONS = 5;

/**
 * Stations per page of a city's full list: as many as keep the busiest page
 * (São Paulo's, with its neighbourhood filter) within the first TCP window
 * and the element budget (scripts/check-budgets.ts; what a station costs:
 * docs/speed-findings.md; 30 a page filled São Paulo's busiest page to the byte
 * once each station said its change since the previous survey). São
 * Paulo's 210 stations take 9 pages; a city with at most 25, one.
 */
export const STATIONS_PER_PAGE = 25;

/** A city with more stations than this gets the neighbourhood filter ("bairro"). */
export const DISTRICT_FILTER_ABOVE = 15;

/**
 * The cities whose full list (/postos) a kept survey had but the newest has
 * not, so that the address keeps answering: every city of `weeks` (oldest
 * first) with more than {@link CITY_PAGE_STATIONS} stations of one fuel in
 * some week's summary (so more stations than its page shows), whose path
 * (`pathOf`) is not among `listed`, the lists of the newest week. Each comes
 * with the last week in which it had that many.
 */
export function formerLists(
  weeks: readonly WeeklyPrices[],
  listed: ReadonlySet<string>,
  pathOf: (city: CityWeek) => string,
): { city: CityWeek; week: WeeklyPrices }[] {
  const former = new Map<string, { city: CityWeek; week: WeeklyPrices }>();
  for (const week of weeks) {
    for (const city of week.cities) {
      const most = Math.max(city.ethanol?.stations ?? 0, city.gasoline?.stations ?? 0);
      if (most > CITY_PAGE_STATIONS && !listed.has(pathOf(city))) former.set(pathOf(city), { city, week });
    }
  }
  return [...former.values()];
}

/** The stations of one surveyed city (`city` in IBGE's spelling, as weekly.json writes it). */
export function stationsOf(stations: readonly Station[], uf: string, city: string): Station[] {
  return stations.filter((station) => station.uf === uf && station.city === city);
}

/**
 * A place's stations in the previous survey with its week in words ("7 a
 * 13/06/2026"), for the sentences that compare this week's share with it:
 * the state `uf`'s, or with `city` that city's. Null without a previous survey.
 */
export function previousStationsOf(
  previous: { readonly week: SurveyWeek; readonly stations: readonly Station[] } | null,
  uf: string,
  city?: string,
): PreviousStations | null {
  if (!previous) return null;
  const stations = city
    ? stationsOf(previous.stations, uf, city)
    : previous.stations.filter((station) => station.uf === uf);
  return { stations, week: weekWithYear(previous.week) };
}

/**
 * The stations in cost order ({@link sortStations}), each with its place
 * (1 = first) in every order of the list, so a script can re-sort a page
 * without computing a price.
 */
export function rankStations(stations: readonly Station[]): RankedStation[] {
  const ranks = new Map<string, Record<StationOrder, number>>(
    stations.map((station) => [station.cnpj, { cost: 0, ethanol: 0, gasoline: 0 }]),
  );
  for (const order of STATION_ORDERS) {
    sortStations(stations, order).forEach((station, index) => {
      const rank = ranks.get(station.cnpj);
      if (rank) rank[order] = index + 1;
    });
  }
  return sortStations(stations).map((station) => ({
    ...station,
    ranks: ranks.get(station.cnpj) ?? { cost: 0, ethanol: 0, gasoline: 0 },
  }));
}

/** The list cut into pages of {@link STATIONS_PER_PAGE}; at least one page. */
export function stationPages<T>(stations: readonly T[]): T[][] {
  const count = Math.max(1, Math.ceil(stations.length / STATIONS_PER_PAGE));
  return Array.from({ length: count }, (_, index) =>
    stations.slice(index * STATIONS_PER_PAGE, (index + 1) * STATIONS_PER_PAGE),
  );
}

const collator = new Intl.Collator("pt-BR");

/** The neighbourhoods of a city's stations, each once, in pt-BR order (stations without one are left out). */
export function districtsOf(stations: readonly Station[]): string[] {
  return [...new Set(stations.flatMap((station) => (station.district ? [station.district] : [])))].sort(
    collator.compare,
  );
}

/**
 * Google Maps' documented search link (Maps URLs, no key): a phone opens it
 * in its maps app, any other device in the browser. `place` is the text
 * searched (the station's name and address).
 */
export function mapsSearchUrl(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}
