/**
 * What the station list of a city's /postos pages (build/StationListControls.tsx)
 * shares with the script that sorts and filters it (browser/station-list-controls.ts).
 * Not in dom-contract.ts: the site script imports that module, and a module
 * shared with this page's script would keep the build from inlining either.
 */

/** The ids of the list's elements (StationListControls.tsx and the /postos page render them). */
export const STATION_LIST_IDS = {
  form: "postos-controles",
  order: "postos-ordenar",
  district: "postos-bairro",
  status: "postos-estado",
  list: "postos",
  sentence: "postos-ordem",
  pages: "postos-paginas",
} as const;
