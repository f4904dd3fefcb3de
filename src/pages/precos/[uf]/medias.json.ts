/**
 * /precos/<uf>/medias.json: the mean prices of every city of the state in
 * the newest survey, with the previous survey's (`cityMeansJson`), fetched
 * by Avisos for the cities a driver follows (src/data/browser/city-means.ts).
 */
import { PREVIOUS_WEEKLY, WEEKLY } from "#data/build/weekly.ts";
import { cityMeansJson } from "#features/stations/alerts-files.ts";
import { STATES, type Uf } from "#lib/states.ts";

export function getStaticPaths() {
  return STATES.map((state) => ({ params: { uf: state.uf.toLowerCase() }, props: { uf: state.uf } }));
}

export function GET({ props }: { props: { uf: Uf } }): Response {
  return new Response(JSON.stringify(cityMeansJson(WEEKLY, PREVIOUS_WEEKLY, props.uf)), {
    headers: { "Content-Type": "application/json" },
  });
}
