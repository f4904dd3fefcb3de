/**
 * What a city's full list of stations (/precos/<uf>/<cidade>/postos, then
 * /postos/2, …) needs, apart from its markup: which pages exist, and each
 * page's title, description, trail, numbering and comparison with the
 * previous survey. Pure: the page passes the newest survey, its stations
 * and the kept weeks.
 * Source: ANP – Levantamento de Preços de Combustíveis, postos revendedores.
 */
import type { SurveyWeek } from "#data/build/anp-history.ts";
import type { Station } from "#data/build/stations.ts";
import type { CityWeek, WeeklyPrices } from "#data/build/weekly.ts";
import { weekWithYear } from "#features/stations/kept-station-view.ts";
import type { PreviousStations } from "#features/stations/station-messages.ts";
import {
  CITY_PAGE_STATIONS,
  DISTRICT_FILTER_ABOVE,
  districtsOf,
  formerLists,
  previousStationsOf,
  rankStations,
  stationPages,
  STATIONS_PER_PAGE,
  stationsOf,
} from "#features/stations/station-pages.ts";
import type { RankedStation } from "#features/stations/station-ranking.ts";
import { type Crumb, pricesTrail } from "#lib/breadcrumbs.ts";
import { cityPagePath, stationListPath, statePagePath } from "#lib/paths.ts";
import { type State, stateByCode } from "#lib/states.ts";
import type { PreviousSurvey } from "./previous-survey.ts";

/** One page of a city's list: its city, the city's stations (ranked) and this page's share of them. */
export interface StationListProps {
  readonly city: CityWeek;
  readonly state: State;
  /** The city page's path (/precos/sp/campinas). */
  readonly cityPath: string;
  readonly stations: readonly RankedStation[];
  readonly page: readonly RankedStation[];
  /** 1-based. */
  readonly number: number;
  readonly pageCount: number;
  /** For a city the newest survey lists no more: the last week that did, in words ("7 a 13/06/2026"); else null. */
  readonly former: string | null;
}

/** A route of the list: its parameters and props, as Astro's getStaticPaths returns them. */
interface StationListRoute {
  params: { uf: string; cidade: string; pagina: string | undefined };
  props: StationListProps;
}

/** A route of `city`, page `number` (1 has no page segment). */
function route(
  city: CityWeek,
  number: number,
  props: Omit<StationListProps, "city" | "state" | "cityPath" | "number">,
) {
  const cityPath = cityPagePath(city);
  return {
    params: {
      uf: city.uf.toLowerCase(),
      cidade: cityPath.split("/").at(-1) ?? "",
      pagina: number === 1 ? undefined : String(number),
    },
    props: { city, state: stateByCode(city.uf) as State, cityPath, number, ...props },
  };
}

/**
 * Every page of the lists: for each city of `weekly` with more stations in
 * `stations` (the newest survey) than its own page shows, its pages of 25;
 * then, for each city that a kept week (`weeks`, oldest first) had such a
 * list for but the newest has not, one short page at the list's address
 * (`former` names that week) sending the driver to the city's page.
 */
export function stationListRoutes(
  weekly: WeeklyPrices,
  stations: readonly Station[],
  weeks: readonly WeeklyPrices[],
): StationListRoute[] {
  const lists = weekly.cities.flatMap((city) => {
    const ranked = rankStations(stationsOf(stations, city.uf, city.name));
    // A city whose page shows all its stations has no list of its own.
    if (ranked.length <= CITY_PAGE_STATIONS) return [];
    const pages = stationPages(ranked);
    return pages.map((page, index) =>
      route(city, index + 1, { stations: ranked, page, pageCount: pages.length, former: null }),
    );
  });
  const listed = new Set(lists.map((list) => list.props.cityPath));
  const former = formerLists(weeks, listed, cityPagePath).map(({ city, week }) =>
    route(city, 1, {
      stations: [],
      page: [],
      pageCount: 1,
      former: weekWithYear({ start: week.weekStart, end: week.weekEnd }),
    }),
  );
  return [...lists, ...former];
}

/** What one page of a list says about itself, beside its stations. */
export interface StationListView {
  /** The newest survey week in words ("14 a 20/06/2026"). */
  readonly week: string;
  /** "Campinas (SP)". */
  readonly place: string;
  /** The page's title and h1: "Postos pesquisados em Campinas (SP), página 2 de 9" (a former list: the city only). */
  readonly heading: string;
  readonly description: string;
  /** The canonical path; undefined for a former list, which is not indexed. */
  readonly path: string | undefined;
  readonly trail: readonly Crumb[];
  /** The position of this page's first station in the city's list (1-based). */
  readonly first: number;
  /** The neighbourhoods for the filter, where the city has more than {@link DISTRICT_FILTER_ABOVE} stations; else none. */
  readonly districts: readonly string[];
  /** The addresses of the list's pages, for the sorting script to fetch; none for a list of one page. */
  readonly pageUrls: readonly string[];
  /** The city's stations in the previous survey, with its week, for the summary line; null without one. */
  readonly previous: PreviousStations | null;
}

/** One page of a list (`props`) in the survey of `week`, against `previous`, the survey before (null if none). */
export function stationListView(
  { city, state, cityPath, stations, number, pageCount, former }: StationListProps,
  week: SurveyWeek,
  previous: PreviousSurvey | null,
): StationListView {
  const weekText = weekWithYear(week);
  const place = `${city.name} (${state.uf})`;
  const path = stationListPath(cityPath, number);
  const title = `Postos pesquisados em ${place}${pageCount > 1 ? `, página ${number} de ${pageCount}` : ""}`;
  return {
    week: weekText,
    place,
    // A former list's page names the city only.
    heading: former === null ? title : `Postos pesquisados em ${place}`,
    description:
      former === null
        ? `Preço do etanol e da gasolina em cada posto de ${place} pesquisado pela ANP de ${weekText}, com o veredito de cada posto pela regra dos 70%.`
        : `A pesquisa da ANP de ${weekText} não tem a lista de postos de ${place}; veja a página da cidade.`,
    path: former === null ? path : undefined,
    trail: pricesTrail(
      [state.name, statePagePath(state.code)],
      [city.name, cityPath],
      [pageCount > 1 ? `Postos, página ${number}` : "Postos", path],
    ),
    // Every page but the last holds a full page, whatever this one holds.
    first: (number - 1) * STATIONS_PER_PAGE + 1,
    districts: stations.length > DISTRICT_FILTER_ABOVE ? districtsOf(stations) : [],
    pageUrls:
      pageCount > 1 ? Array.from({ length: pageCount }, (_, index) => stationListPath(cityPath, index + 1)) : [],
    previous: previousStationsOf(previous, city.uf, city.name),
  };
}
