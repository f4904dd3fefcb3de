import type { Station } from "#data/build/stations.ts";
import {
  disagreementSentence,
  type PreviousStations,
  previousShareClause,
  sharePercentClause,
} from "#features/stations/station-messages.ts";
import { stationShare } from "#features/stations/station-ranking.ts";
import type { Fuel } from "#lib/fuels.ts";

/**
 * Beside a place's mean verdict: station by station, in what share of the
 * surveyed stations that sold both fuels ethanol paid off at their own
 * prices, and one sentence where that majority and the mean disagree.
 * `meanFuel` is the mean's verdict (null without one); `scope` names the
 * place after "Na média" ("do estado", "do Brasil"); `previous`, the
 * place's stations in the survey before, puts that survey's share beside
 * ("; na pesquisa de 7 a 13/06/2026, em 41,3% (80 de 194)"). Nothing without such stations.
 */
export function StationShareNote({
  stations,
  meanFuel,
  scope,
  previous = null,
}: {
  stations: readonly Station[];
  meanFuel: Fuel | null;
  scope: string;
  previous?: PreviousStations | null;
}) {
  const share = stationShare(stations);
  const clause = sharePercentClause(share);
  if (!clause) return null;
  const disagreement = meanFuel && disagreementSentence(meanFuel, share, scope);
  return (
    <p className="mt-3 max-w-3xl text-slate-900">
      Posto a posto, {clause}
      {previousShareClause(previous, "percent")}.
      {disagreement && <strong className="block font-semibold">{disagreement}</strong>}
    </p>
  );
}
