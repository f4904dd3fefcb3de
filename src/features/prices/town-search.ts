/**
 * Search over all of Brazil's municipalities as people type them: accents,
 * case and small typos ignored ("sao jose dos campos", "florianopolis",
 * "balneario camboriu", "florianoplis"), with the site's fuzzy search
 * (src/lib/fuzzy-search.ts, MiniSearch).
 * Equal matches list the most-surveyed municipalities first, so "santa
 * maria" puts the city the ANP surveys before the towns of that name.
 */
import type { CityIndex } from "#data/cities.ts";
import type { TownIndex } from "#data/towns.ts";
import { createFuzzySearch } from "#lib/fuzzy-search.ts";
import { normaliseText } from "#lib/search-text.ts";
import { STATES, type Uf } from "#lib/states.ts";
import { cityChoices, stationCount } from "./anp-data.ts";

/** A municipality as the picker lists it. */
export interface TownOption {
  readonly uf: Uf;
  readonly name: string;
  /** Stations the week's survey has there (0: not surveyed). */
  readonly stations: number;
}

/**
 * A search function over every municipality of `towns` (lib/fuzzy-search:
 * every typed word must match a word of the name, as a prefix or with a
 * small typo; an apostrophe or hyphen may be typed or not, "santana do
 * livramento", "xique xique"): the name typed in full first, then names
 * that begin with the query, most surveyed first ("rio": Rio de Janeiro
 * before Rio Largo), then the other matches, best first. A query naming a
 * UF after the town ("campinas sp", "Ilhabela (SP)") keeps to that state.
 * An empty query gives [].
 */
export function townSearch(towns: TownIndex, cities: CityIndex): (query: string) => TownOption[] {
  const options = STATES.flatMap(({ uf }) => {
    const surveyed = new Map(cityChoices(cities, uf).map((city) => [city.name, stationCount(city)]));
    return towns.states[uf].towns.map(([name]): TownOption => ({ uf, name, stations: surveyed.get(name) ?? 0 }));
  });
  // "Sant'Ana" is also "santana", "Xique-Xique" also "xiquexique".
  const index = createFuzzySearch(options, ({ name }) => `${name} ${name.replace(/['’-]/g, "")}`);
  return (query) => {
    const words = query.replace(/[()]/g, " ").trim().split(/\s+/);
    const state = words.length > 1 ? STATES.find(({ uf }) => uf === words.at(-1)?.toUpperCase()) : undefined;
    const text = (state ? words.slice(0, -1) : words).join(" ");
    const found = index.search(text).filter((option) => !state || option.uf === state.uf);
    const start = normaliseText(text);
    const starts = (option: TownOption) => normaliseText(option.name).startsWith(start);
    const equal = (option: TownOption) => (normaliseText(option.name) === start ? 0 : 1);
    return [
      ...found.filter(starts).sort((a, b) => equal(a) - equal(b) || b.stations - a.stations),
      ...found.filter((option) => !starts(option)),
    ];
  };
}
