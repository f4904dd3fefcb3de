/**
 * The municipalities whose nearest survey a surveyed city is (the city
 * pages' "municípios atendidos"), and, for a city the newest survey
 * missed, the survey that stands in for it (as the calculator's towns
 * have it: the nearest of its state within NEAR_KM, else the state's
 * means), read from the town index (src/data/towns.ts).
 * Source: ANP weekly survey (prices) and IBGE (municipalities, seats).
 */
import type { CityWeek, StateWeek, WeeklyPrices } from "#data/build/weekly.ts";
import { isNear, type SurveyRef, type TownIndex, townRefs } from "#data/towns.ts";
import type { Uf } from "#lib/states.ts";

/**
 * The municipalities that a surveyed city serves: those of its state,
 * other than itself, whose nearest survey for either fuel it is, within
 * NEAR_KM (src/data/towns.ts); nearest first, then by name. Each with its distance in whole km.
 */
export function servedTowns(index: TownIndex, uf: Uf, city: string): { name: string; km: number }[] {
  const { towns } = index.states[uf];
  const self = towns.findIndex(([name]) => name === city);
  return towns
    .flatMap((entry, position) => {
      const refs = Object.values(townRefs(entry)).filter(
        (ref): ref is SurveyRef => ref !== null && ref[0] === self && isNear(ref[1]),
      );
      return position !== self && refs.length > 0
        ? [{ name: entry[0], km: Math.min(...refs.map((ref) => ref[1])) }]
        : [];
    })
    .sort((a, b) => a.km - b.km || a.name.localeCompare(b.name, "pt-BR"));
}

/**
 * What stands in for a municipality in the survey of `weekly` (the week of
 * `index`): the nearest surveyed city of its state within NEAR_KM (its
 * gasoline reference, else its ethanol one, as the calculator takes its
 * stations), else the state's means, naming the nearest survey beyond
 * NEAR_KM when there is one; null when the state has no row.
 */
export type StandIn =
  | { readonly kind: "city"; readonly city: CityWeek; readonly km: number }
  | {
      readonly kind: "state";
      readonly state: StateWeek;
      readonly nearest: { readonly city: string; readonly km: number } | null;
    };

/** The survey of `weekly` that stands in for `city` of `uf` ({@link StandIn}); `index` must be of the same week. */
export function standIn(index: TownIndex, weekly: WeeklyPrices, uf: Uf, city: string): StandIn | null {
  const { towns } = index.states[uf];
  const entry = towns.find(([name]) => name === city);
  const refs = entry ? townRefs(entry) : null;
  const ref = refs && (refs.gasoline ?? refs.ethanol);
  const name = ref && towns[ref[0]]?.[0];
  const surveyed = name ? weekly.cities.find((each) => each.uf === uf && each.name === name) : undefined;
  if (ref && surveyed && isNear(ref[1])) return { kind: "city", city: surveyed, km: ref[1] };
  const state = weekly.states.find((row) => row.uf === uf);
  if (!state) return null;
  return { kind: "state", state, nearest: ref && name ? { city: name, km: ref[1] } : null };
}
