/**
 * Typo-tolerant search over a list, as people type into a picker: without
 * accents or case, every word must match (as a prefix or with a small typo:
 * "corola" finds Corolla, "florianopolis" Florianópolis), and words that run
 * letters into digits match either way ("hb 20" finds HB20, "hb20" finds
 * "HB 20"). Built on MiniSearch (BM25 ranking, fuzzy prefix matching).
 */
import MiniSearch from "minisearch";
import { normaliseText } from "./search-text.ts";

/**
 * The words of a text as the index stores them: normalised (see
 * normaliseText), and a word mixing letters and digits also as its parts
 * ("hb20" → "hb20", "hb", "20").
 */
export function searchWords(text: string): string[] {
  return normaliseText(text)
    .split(" ")
    .filter(Boolean)
    .flatMap((word) => {
      const parts = word.match(/[a-z]+|[0-9.]+/g) ?? [];
      return parts.length > 1 ? [word, ...parts] : [word];
    });
}

/** A search over `items`, each found by the text `text(item)` gives. */
export interface FuzzySearch<Item> {
  /** The items matching every word of `query`, best first; [] for an empty query. */
  search(query: string): Item[];
}

/**
 * Indexes `items` by `text(item)`. A query word of four letters or more
 * tolerates one typo (two from eight letters); every query word must match.
 */
export function createFuzzySearch<Item>(items: readonly Item[], text: (item: Item) => string): FuzzySearch<Item> {
  const index = new MiniSearch<{ id: number; text: string }>({
    fields: ["text"],
    tokenize: searchWords,
    processTerm: (term) => term,
    searchOptions: {
      combineWith: "AND",
      prefix: true,
      fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0),
      // Query words are matched as typed: splitting "hb20" would also demand "hb" and "20", which it implies.
      tokenize: (query) => normaliseText(query).split(" ").filter(Boolean),
    },
  });
  index.addAll(items.map((item, id) => ({ id, text: text(item) })));
  return {
    search(query) {
      if (normaliseText(query) === "") return [];
      return index.search(query).flatMap((result) => items[result.id as number] ?? []);
    },
  };
}
