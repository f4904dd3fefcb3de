/**
 * The search of /carros: "find your car from anywhere". At build time
 * every car version of every edition becomes a small entry (search-entries.ts,
 * written to /carros/busca.json); in the browser, on the first interaction,
 * the entries are fetched and searched here typo-tolerantly
 * (`createFuzzySearch`, the picker's search). Loaded in the browser: it
 * imports nothing else, to stay a small download.
 * Source: Inmetro – PBE Veicular (data/pbev/cars.json).
 */
import type { SearchEntry } from "#features/cars/dom-contract.ts";
import { createFuzzySearch } from "#lib/fuzzy-search.ts";

/** Results shown at most: a phone screen of them. */
export const MAX_RESULTS = 8;

/**
 * A search over the entries: the best `MAX_RESULTS` matches of a query
 * (every word must match, as a prefix or with a small typo; "corola",
 * "onix ltz", "hb 20"), and how many matched in all. Nothing for an empty query.
 */
export function createCatalogueSearch(
  entries: readonly SearchEntry[],
): (query: string) => { shown: SearchEntry[]; total: number } {
  const index = createFuzzySearch(entries, (entry) => entry.t);
  return (query) => {
    const found = index.search(query);
    return { shown: found.slice(0, MAX_RESULTS), total: found.length };
  };
}
