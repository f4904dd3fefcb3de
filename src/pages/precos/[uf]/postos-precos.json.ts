/**
 * /precos/<uf>/postos-precos.json: every station of the state in the
 * newest survey, by CNPJ, with its prices and its previous survey's
 * (`statePricesJson`), fetched by "Meus postos" in the calculator for the
 * states of the stations kept on the device (src/data/browser/station-prices.ts).
 */
import { PREVIOUS_STATIONS, STATIONS } from "#data/build/stations.ts";
import { statePricesJson } from "#features/stations/station-picks.ts";
import { STATES, type Uf } from "#lib/states.ts";

export function getStaticPaths() {
  return STATES.map((state) => ({ params: { uf: state.uf.toLowerCase() }, props: { uf: state.uf } }));
}

export function GET({ props }: { props: { uf: Uf } }): Response {
  return new Response(JSON.stringify(statePricesJson(STATIONS, PREVIOUS_STATIONS, props.uf)), {
    headers: { "Content-Type": "application/json" },
  });
}
