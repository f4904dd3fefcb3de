/**
 * /precos/<uf>/postos.json: the state's surveyed cities with the stations
 * the calculator's city panel offers and their previous survey's prices
 * (`statePicksJson`), fetched when the driver chooses a city there
 * (src/data/browser/station-picks.ts).
 */
import { PREVIOUS_STATIONS, STATIONS } from "#data/build/stations.ts";
import { WEEKLY } from "#data/build/weekly.ts";
import { statePicksJson } from "#features/stations/station-picks.ts";
import { cityPagePath } from "#lib/paths.ts";
import { STATES, type Uf } from "#lib/states.ts";

export function getStaticPaths() {
  return STATES.map((state) => ({ params: { uf: state.uf.toLowerCase() }, props: { uf: state.uf } }));
}

export function GET({ props }: { props: { uf: Uf } }): Response {
  const cities = WEEKLY.cities
    .filter((city) => city.uf === props.uf)
    .map((city) => ({ name: city.name, path: cityPagePath(city) }));
  return new Response(JSON.stringify(statePicksJson(STATIONS, PREVIOUS_STATIONS, props.uf, cities)), {
    headers: { "Content-Type": "application/json" },
  });
}
