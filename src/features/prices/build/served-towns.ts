/**
 * The municipalities whose nearest survey a surveyed city is (the city
 * pages' "municípios atendidos"), read from the town index (src/data/towns.ts).
 * Source: ANP weekly survey (prices) and IBGE (municipalities, seats).
 */
import { isNear, type SurveyRef, type TownIndex, townRefs } from "../../../data/towns.ts";
import type { Uf } from "../../../lib/states.ts";

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
