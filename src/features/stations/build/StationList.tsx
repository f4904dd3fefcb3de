import { KEEP_STATION_ATTRIBUTE } from "#features/stations/island/keep-station-script.ts";
import { stationChange } from "#features/stations/station-change.ts";
import {
  brandLabel,
  changeClause,
  collectedText,
  flipText,
  NEW_STATION_TEXT,
  shortWeek,
  stationAddress,
  stationPrice,
  stationVerdictSentence,
} from "#features/stations/station-messages.ts";
import { mapsSearchUrl } from "#features/stations/station-pages.ts";
import { type RankedStation, stationVerdict } from "#features/stations/station-ranking.ts";
import { capitalise } from "#lib/format.ts";
import { FUEL_LABEL, FUELS } from "#lib/fuels.ts";
import type { PreviousSurvey } from "./previous-survey.ts";

const TONE = {
  ethanol: "text-green-800",
  gasoline: "text-amber-800",
  only: "text-slate-800",
} as const;

/**
 * One station of the survey as a list item: its name (a heading), brand
 * and address, each fuel's price (or "não vendeu") with its change since
 * the `previous` survey when there is one ("−R$ 0,10 desde 7 a 13/06"),
 * its own verdict and, when it flipped, which fuel now pays off, "Novo na
 * pesquisa" for a station the previous survey did not have, the
 * collection day and "Ver no mapa" (a plain link to Google Maps' search,
 * which a phone opens in its maps app). Its data attributes carry the
 * station's ranks and neighbourhood for the list's sorting and filter.
 */
function StationItem({
  station,
  heading: Heading,
  previous,
}: {
  station: RankedStation;
  heading: "h2" | "h3";
  previous: PreviousSurvey | null;
}) {
  const verdict = stationVerdict(station);
  const change = previous && stationChange(station, previous.byCnpj.get(station.cnpj) ?? null);
  const kept = change?.kind === "kept" ? change : null;
  const place = `${station.name}, ${stationAddress(station)}, ${station.city} - ${station.uf}`;
  return (
    <li
      className="rounded-xl border border-slate-300 bg-white p-4"
      data-district={station.district ?? ""}
      data-rank-cost={station.ranks.cost}
      data-rank-ethanol={station.ranks.ethanol}
      data-rank-gasoline={station.ranks.gasoline}
      // Meus postos: its script (island/keep-station-buttons.ts) adds the card's button.
      {...{ [KEEP_STATION_ATTRIBUTE]: station.cnpj }}
    >
      <Heading className="text-lg font-bold text-slate-900">{station.name}</Heading>
      <p className="text-sm text-slate-700">
        {brandLabel(station.brand)} · {stationAddress(station)}
      </p>
      <p className="mt-2 text-slate-900">
        {FUELS.map((fuel, index) => {
          const price = station[fuel]?.price;
          const fuelChange = kept?.[fuel];
          return (
            <span key={fuel}>
              {index > 0 && " · "}
              {FUEL_LABEL[fuel]} {price ? <strong>{stationPrice(price)}</strong> : "não vendeu"}
              {previous && fuelChange && changeClause(fuelChange, previous.week)}
            </span>
          );
        })}
      </p>
      {verdict && (
        <p className={`font-semibold ${verdict.kind === "both" ? TONE[verdict.fuel] : TONE.only}`}>
          {stationVerdictSentence(verdict)}.
        </p>
      )}
      {previous && kept?.flip && (
        <p className={`font-semibold ${TONE[kept.flip]}`}>
          {capitalise(flipText(kept.flip))} desde a pesquisa de {shortWeek(previous.week)}.
        </p>
      )}
      <p className="mt-1 text-sm text-slate-700">
        {change?.kind === "new" && `${NEW_STATION_TEXT} · `}
        {collectedText(station)} ·{" "}
        <a href={mapsSearchUrl(place)} className="inline-block py-0.5 text-blue-800 underline underline-offset-2">
          Ver no mapa<span className="sr-only">: {station.name}</span>
        </a>
      </p>
    </li>
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
      // The stations' place, once, for the keep buttons' script (island/keep-station-buttons.ts).
      data-uf={stations[0]?.uf}
      data-city={stations[0]?.city}
    >
      {stations.map((station) => (
        <StationItem key={station.cnpj} station={station} heading={heading} previous={previous} />
      ))}
    </ol>
  );
}
