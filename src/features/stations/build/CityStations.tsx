import { citySummary, type PreviousStations } from "#features/stations/station-messages.ts";
import { orderSentence } from "#features/stations/station-order.ts";
import { CITY_PAGE_STATIONS, stationsOf } from "#features/stations/station-pages.ts";
import type { RankedStation } from "#features/stations/station-ranking.ts";
import { stationListPath } from "#lib/paths.ts";
import type { PreviousSurvey } from "./previous-survey.ts";
import { StationList } from "./StationList.tsx";

/**
 * A surveyed city's stations on its own page: the summary line, the
 * {@link CITY_PAGE_STATIONS} cheapest per km with their verdicts, and a link
 * to the full list (/postos) when there are more. `stations` come ranked
 * (cost order); `cityPath` is the city page's path. With `previous` (the
 * survey before, and its week in words, "7 a 13/06/2026"), the summary
 * gives that survey's share too and each station its change.
 */
export function CityStations({
  stations,
  city,
  cityPath,
  previous = null,
}: {
  stations: readonly RankedStation[];
  city: string;
  cityPath: string;
  previous?: { readonly survey: PreviousSurvey; readonly week: string } | null;
}) {
  const shown = stations.slice(0, CITY_PAGE_STATIONS);
  const [first] = stations;
  const before: PreviousStations | null =
    previous && first ? { stations: stationsOf(previous.survey.stations, first.uf, city), week: previous.week } : null;
  const more = stations.length > shown.length;
  if (stations.length === 0) {
    return <p className="text-slate-800">A ANP não publicou postos de {city} nesta pesquisa.</p>;
  }
  return (
    <>
      <p className="max-w-3xl text-lg text-slate-900">{citySummary(stations, city, before)}</p>
      <p id="postos-ordem" className="mt-4 max-w-3xl text-slate-800">
        {more ? `Os ${shown.length} postos com menor custo por km de ${stations.length} pesquisados. ` : ""}
        {orderSentence("cost")}
      </p>
      <div className="mt-3">
        <StationList stations={shown} describedBy="postos-ordem" previous={previous?.survey} />
      </div>
      {more && (
        <p className="mt-4">
          <a
            href={stationListPath(cityPath)}
            className="inline-block py-1 font-semibold text-blue-800 underline underline-offset-2"
          >
            Ver os {stations.length} postos pesquisados em {city}
          </a>
        </p>
      )}
    </>
  );
}
