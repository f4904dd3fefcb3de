/**
 * /avisos.json: the index a background check of Avisos reads first
 * (`alertsIndexJson`, src/data/browser/alerts-index.ts): the newest survey
 * and, per state, a hash of the bytes of its two files that Avisos read,
 * made from the same functions that write them.
 */
import { createHash } from "node:crypto";
import { PREVIOUS_STATIONS, STATIONS } from "#data/build/stations.ts";
import { PREVIOUS_WEEKLY, WEEKLY } from "#data/build/weekly.ts";
import { alertsIndexJson, cityMeansJson } from "#features/stations/alerts-files.ts";
import { statePricesJson } from "#features/stations/station-picks.ts";
import { STATES } from "#lib/states.ts";

export function GET(): Response {
  const hashes = Object.fromEntries(
    STATES.map(({ uf }) => {
      const hash = createHash("sha256")
        .update(JSON.stringify(statePricesJson(STATIONS, PREVIOUS_STATIONS, uf)))
        .update(JSON.stringify(cityMeansJson(WEEKLY, PREVIOUS_WEEKLY, uf)))
        .digest("hex");
      return [uf, hash.slice(0, 8)];
    }),
  );
  return new Response(JSON.stringify(alertsIndexJson(WEEKLY, hashes)), {
    headers: { "Content-Type": "application/json" },
  });
}
