/**
 * What the /carros page (build/CarSearch.tsx, search-entries.ts) shares
 * with its search script (browser/car-search-box.ts, catalogue-search.ts):
 * the ids of the search box, the fixed address the search code is built to
 * (integrations/lazy-entries.ts), and the format of /carros/busca.json.
 */

/** The ids of the search box's elements (CarSearch.tsx renders them). */
export const CAR_SEARCH_IDS = {
  form: "busca-carro",
  input: "busca-carro-texto",
  status: "busca-carro-estado",
  results: "busca-carro-resultados",
} as const;

/**
 * Address of the search code (catalogue-search.ts), emitted there by the
 * build (integrations/lazy-entries.ts) so that this script, without an
 * `import()` the bundler can see, is inlined in the page.
 */
export const CATALOGUE_SEARCH_SCRIPT = "/carros/busca.js";

/** One version in /carros/busca.json, short keys to keep the file small. */
export interface SearchEntry {
  /** "Chevrolet Onix LTZ 1.0 Turbo 12V". */
  n: string;
  /** "automático, 6 marchas · tabelas 2024–2026". */
  d: string;
  /** "/carros/chevrolet#chevrolet-onix-ltz-1-0-turbo-12v-a-6": its row on its make's page. */
  h: string;
  /** What the search reads: make (and short name), model, version, engine. */
  t: string;
}

/** The file's content: every version of the catalogue. */
export interface SearchIndexJson {
  format: 1;
  entries: SearchEntry[];
}
