import { KEEP_STATION_ATTRIBUTE } from "#features/stations/dom-contract.ts";
import { StationCard } from "#features/stations/island/StationCard.tsx";
import { stationChange } from "#features/stations/station-change.ts";
import { stationAddress } from "#features/stations/station-messages.ts";
import type { RankedStation } from "#features/stations/station-ranking.ts";
import type { PreviousSurvey } from "./previous-survey.ts";

/**
 * One station of the survey as a list item: the calculator's card
 * (island/StationCard.tsx) with its change since the `previous` survey
 * when there is one, and data attributes carrying the station's ranks and
 * neighbourhood for the list's sorting and filter, and its CNPJ for the
 * "Meus postos" button its script (browser/keep-station-buttons.ts) adds.
 */
function StationItem({
  station,
  heading,
  previous,
}: {
  station: RankedStation;
  heading: "h2" | "h3";
  previous: PreviousSurvey | null;
}) {
  const change = previous && stationChange(station, previous.byCnpj.get(station.cnpj) ?? null);
  return (
    <StationCard
      station={{ ...station, address: stationAddress(station), prices: station }}
      heading={heading}
      change={change}
      previousWeek={previous?.week ?? null}
      data={{
        "data-district": station.district ?? "",
        "data-rank-cost": station.ranks.cost,
        "data-rank-ethanol": station.ranks.ethanol,
        "data-rank-gasoline": station.ranks.gasoline,
        [KEEP_STATION_ATTRIBUTE]: station.cnpj,
      }}
    />
  );
}

/**
 * A list of stations in the order given (the caller sorts them), each
 * with its own verdict. `id` names the list for the sorting script and the
 * sentence that states its order (`aria-describedby`); each station's name
 * is a heading one level below the page's heading above the list (`heading`).
 * With `previous`, the survey before this one, each station says what
 * changed since it.
 */
export function StationList({
  stations,
  id,
  describedBy,
  heading = "h3",
  previous = null,
}: {
  stations: readonly RankedStation[];
  id?: string;
  describedBy?: string;
  heading?: "h2" | "h3";
  previous?: PreviousSurvey | null;
}) {
  return (
    <ol
      id={id}
      aria-describedby={describedBy}
      className="grid gap-3 sm:grid-cols-2"
      // The stations' place, once, for the keep buttons' script (browser/keep-station-buttons.ts).
      data-uf={stations[0]?.uf}
      data-city={stations[0]?.city}
    >
      {stations.map((station) => (
        <StationItem key={station.cnpj} station={station} heading={heading} previous={previous} />
      ))}
    </ol>
  );
}
