/**
 * What the car picker (and the catalogue's search) lists for a query: car
 * versions (see car-versions.ts) found by typo-tolerant search over make,
 * model, version and engine ("corola", "hb 20", "onix plus ltz", "vw
 * gol"), grouped by make and model: groups in the order of their best
 * match, versions newest first within a group.
 */
import { createFuzzySearch } from "#lib/fuzzy-search.ts";
import type { CarVersion } from "./car-versions.ts";

/** Short make names people type, by the catalogue's make slug. */
const MAKE_ALIASES: Record<string, string> = { volkswagen: "vw", chevrolet: "gm" };

/** The searchable text of a version: make (and its short name), model, version, engine. */
export function searchableText(version: CarVersion): string {
  return [version.make, MAKE_ALIASES[version.makeSlug] ?? "", version.model, version.version, version.engine].join(" ");
}

/** A search over `versions`: the versions matching a query, grouped by make and model; [] for an empty query. */
export function createVersionSearch(versions: readonly CarVersion[]): (query: string) => CarVersion[] {
  const index = createFuzzySearch(versions, searchableText);
  return (query) => {
    const groups = new Map<string, CarVersion[]>();
    for (const version of index.search(query)) {
      const key = `${version.makeSlug}\u0000${version.model}`;
      const group = groups.get(key);
      if (group) group.push(version);
      else groups.set(key, [version]);
    }
    return [...groups.values()].flatMap((group) => group.sort((a, b) => b.latest.last - a.latest.last));
  };
}
