/**
 * Search over all of Brazil's municipalities as people type them: accents,
 * case and small typos ignored ("sao jose dos campos", "florianopolis",
 * "balneario camboriu", "florianoplis"). Names holding every typed word
 * come first; when none does, Fuse.js's fuzzy (Bitap) match forgives typos.
 * Equal matches list the most-surveyed municipalities first, so "santa
 * maria" puts the city the ANP surveys before the towns of that name.
 */
import Fuse from "fuse.js";
import { matchesAllWords, normaliseText } from "../../lib/search-text";
import { type CityIndex, cityChoices, stationCount } from "./anp-data";
import type { TownIndex } from "./nearest-survey";
import { STATES, type Uf } from "./states";

/** A municipality as the picker lists it. */
export interface TownOption {
  readonly uf: Uf;
  readonly name: string;
  /** Stations the week's survey has there (0: not surveyed). */
  readonly stations: number;
}

/** How far a match may stray (0 exact, 1 anything): Fuse's scale; 0.3 lets one or two typos through in a name. */
const THRESHOLD = 0.3;

/**
 * A search function over every municipality of `towns`: those whose name
 * holds every typed word (accents and case aside), or, when none does,
 * Fuse's fuzzy matches, best first (ties: most stations surveyed); either
 * way the name typed in full first, then names that begin with the query,
 * most surveyed first. A query naming a UF after the town ("campinas sp",
 * "Ilhabela (SP)") keeps to that state. An empty query gives [].
 */
export function townSearch(towns: TownIndex, cities: CityIndex): (query: string) => TownOption[] {
  const options = STATES.flatMap(({ uf }) => {
    const surveyed = new Map(cityChoices(cities, uf).map((city) => [city.name, stationCount(city)]));
    return towns.states[uf].towns.map(([name]): TownOption => ({ uf, name, stations: surveyed.get(name) ?? 0 }));
  }).sort((a, b) => b.stations - a.stations);
  const fuse = new Fuse(options, {
    keys: ["name"],
    threshold: THRESHOLD,
    ignoreDiacritics: true,
    ignoreLocation: true,
  });
  return (query) => {
    const words = query.replace(/[()]/g, " ").trim().split(/\s+/);
    const state = words.length > 1 ? STATES.find(({ uf }) => uf === words.at(-1)?.toUpperCase()) : undefined;
    const text = (state ? words.slice(0, -1) : words).join(" ");
    if (text === "") return [];
    const inState = (option: TownOption) => !state || option.uf === state.uf;
    // Every word found as typed (accents and case aside) is the common case, and fast; Fuse only for typos.
    const exact = options.filter((option) => inState(option) && matchesAllWords(option.name, text));
    const found =
      exact.length > 0
        ? exact
        : fuse
            .search(text)
            .map((result) => result.item)
            .filter(inState);
    const start = normaliseText(text);
    const starts = (option: TownOption) => normaliseText(option.name).startsWith(start);
    const equal = (option: TownOption) => (normaliseText(option.name) === start ? 0 : 1);
    // The name typed in full first, then names that begin with it, most surveyed first ("rio": Rio de Janeiro before Osório).
    return [
      ...found.filter(starts).sort((a, b) => equal(a) - equal(b) || b.stations - a.stations),
      ...found.filter((option) => !starts(option)),
    ];
  };
}
