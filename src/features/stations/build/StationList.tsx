import { FUEL_LABEL, FUELS } from "../../../lib/fuels.ts";
import {
  brandLabel,
  collectedText,
  stationAddress,
  stationPrice,
  stationVerdictSentence,
} from "../station-messages.ts";
import { mapsSearchUrl } from "../station-pages.ts";
import { type RankedStation, stationVerdict } from "../station-ranking.ts";

const TONE = {
  ethanol: "text-green-800",
  gasoline: "text-amber-800",
  only: "text-slate-800",
} as const;

/**
 * One station of the survey as a list item: its name (a heading), brand
 * and address, each fuel's price (or "não vendeu"), its own verdict,
 * the collection day and "Ver no mapa" (a plain link to Google Maps'
 * search, which a phone opens in its maps app). Its data attributes carry
 * the station's ranks and neighbourhood for the list's sorting and filter.
 */
function StationItem({ station, heading: Heading }: { station: RankedStation; heading: "h2" | "h3" }) {
  const verdict = stationVerdict(station);
  const place = `${station.name}, ${stationAddress(station)}, ${station.city} - ${station.uf}`;
  return (
    <li
      className="rounded-xl border border-slate-300 bg-white p-4"
      data-district={station.district ?? ""}
      data-rank-cost={station.ranks.cost}
      data-rank-ethanol={station.ranks.ethanol}
      data-rank-gasoline={station.ranks.gasoline}
    >
      <Heading className="text-lg font-bold text-slate-900">{station.name}</Heading>
      <p className="text-sm text-slate-700">
        {brandLabel(station.brand)} · {stationAddress(station)}
      </p>
      <p className="mt-2 text-slate-900">
        {FUELS.map((fuel, index) => {
          const price = station[fuel]?.price;
          return (
            <span key={fuel}>
              {index > 0 && " · "}
              {FUEL_LABEL[fuel]} {price ? <strong>{stationPrice(price)}</strong> : "não vendeu"}
            </span>
          );
        })}
      </p>
      {verdict && (
        <p className={`font-semibold ${verdict.kind === "both" ? TONE[verdict.fuel] : TONE.only}`}>
          {stationVerdictSentence(verdict)}.
        </p>
      )}
      <p className="mt-1 text-sm text-slate-700">
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
 */
export function StationList({
  stations,
  id,
  describedBy,
  heading = "h3",
}: {
  stations: readonly RankedStation[];
  id?: string;
  describedBy?: string;
  heading?: "h2" | "h3";
}) {
  return (
    <ol id={id} aria-describedby={describedBy} className="grid gap-3 sm:grid-cols-2">
      {stations.map((station) => (
        <StationItem key={station.cnpj} station={station} heading={heading} />
      ))}
    </ol>
  );
}
