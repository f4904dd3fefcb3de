import type { ReactNode } from "react";
import type { SurveyWeek } from "#data/build/anp-history.ts";
import type { StationChange, StationPrices } from "#features/stations/station-change.ts";
import {
  brandLabel,
  changeClause,
  collectedText,
  flipText,
  NEW_STATION_TEXT,
  shortWeek,
  stationPrice,
  stationVerdictSentence,
} from "#features/stations/station-messages.ts";
import { stationVerdict } from "#features/stations/station-ranking.ts";
import { capitalise } from "#lib/format.ts";
import { FUEL_LABEL, FUELS } from "#lib/fuels.ts";

/**
 * A station in the calculator ("Meus postos", "Postos pesquisados em …"):
 * its name (a heading), brand and address (`place`), each fuel's price this
 * week with its change since the `previousWeek` survey ("Etanol R$ 4,19
 * (−R$ 0,10 desde 7 a 13/06)"), the line saying its verdict flipped or that
 * it is new to the survey, its own verdict, the day collected, and the
 * `actions` (use its prices, keep or remove it). `change` is null when no
 * previous survey is kept.
 */
export function StationCard({
  name,
  brand,
  place,
  prices,
  change,
  previousWeek,
  actions,
}: {
  name: string;
  brand: string | null;
  /** The address in one line, with the city when the list spans several. */
  place: string;
  prices: StationPrices;
  change: StationChange | null;
  previousWeek: SurveyWeek | null;
  actions: ReactNode;
}) {
  const verdict = stationVerdict(prices);
  return (
    <li className="rounded-xl border border-slate-300 bg-white p-3">
      <h4 className="font-semibold text-slate-900">{name}</h4>
      <p className="text-sm text-slate-700">
        {brandLabel(brand)} · {place}
      </p>
      <p className="text-slate-900">
        {FUELS.map((fuel) => {
          const price = prices[fuel]?.price;
          const fuelChange = change?.kind === "kept" ? change[fuel] : null;
          return (
            <span key={fuel} className="block">
              {FUEL_LABEL[fuel]} {price ? <strong>{stationPrice(price)}</strong> : "não vendeu"}
              {fuelChange && previousWeek && changeClause(fuelChange, previousWeek)}
            </span>
          );
        })}
      </p>
      {verdict && <p className="text-sm font-medium text-slate-800">{stationVerdictSentence(verdict)}.</p>}
      {change?.kind === "kept" && change.flip && previousWeek && (
        <p className="text-sm font-semibold text-slate-900">
          {capitalise(flipText(change.flip))} desde a pesquisa de {shortWeek(previousWeek)}.
        </p>
      )}
      {change?.kind === "new" && <p className="text-sm font-semibold text-slate-900">{NEW_STATION_TEXT}.</p>}
      <p className="text-sm text-slate-700">{collectedText(prices)}</p>
      <div className="mt-2 flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}
