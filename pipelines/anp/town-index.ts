/**
 * The nearest survey of every municipality, computed at build time
 * (pipelines/anp/towns.ts writes it to data/anp/towns.json, format in
 * src/data/towns.ts): for each of IBGE's municipalities and each fuel, the
 * municipality of the same state whose seat is nearest among those the ANP
 * surveyed that week with a price of that fuel, and the great-circle
 * distance between the two seats in whole km. Same state only: ICMS, the
 * state tax, differs across borders.
 * Source: ANP weekly survey (prices) and IBGE (municipalities, seats).
 */
import type { WeeklyPrices } from "#data/build/weekly.ts";
import type { StateTowns, SurveyRef, TownCoordinates, TownEntry, TownIndex } from "#data/towns.ts";
import { distanceKm } from "#lib/distance.ts";
import type { Fuel } from "#lib/fuels.ts";
import { STATES, type Uf } from "#lib/states.ts";
import type { Town } from "#pipelines/ibge/municipalities.ts";

/**
 * The nearest of `candidates` to `town` by great-circle distance between
 * seats (ties: the first name in pt-BR order), with the distance rounded to
 * whole km; null when there is no candidate.
 */
export function nearestOf(town: Town, candidates: readonly Town[]): readonly [name: string, km: number] | null {
  let best: { name: string; km: number } | null = null;
  for (const candidate of candidates) {
    const km = distanceKm(town, candidate);
    if (!best || km < best.km || (km === best.km && candidate.name.localeCompare(best.name, "pt-BR") < 0)) {
      best = { name: candidate.name, km };
    }
  }
  return best && [best.name, Math.round(best.km)];
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The index of every municipality of `towns` with its nearest survey per
 * fuel in `weekly` (same state only), and the seats' coordinates in the
 * same order. Throws if a surveyed city of `weekly` is not a municipality
 * of `towns` in its state (a name the ANP and IBGE spell differently: add
 * it to the aliases of municipality-names.ts and run the ANP pipeline again).
 */
export function buildTownIndex(
  weekly: WeeklyPrices,
  towns: readonly Town[],
  source: string,
): { index: TownIndex; coordinates: TownCoordinates } {
  const byName = new Map(towns.map((town) => [`${town.uf} ${town.name}`, town]));
  const missing = weekly.cities.filter((city) => !byName.has(`${city.uf} ${city.name}`));
  if (missing.length > 0) {
    throw new Error(
      `Cidades da pesquisa sem município na lista do IBGE: ${missing.map((city) => `${city.uf} "${city.name}"`).join(", ")}. Acrescente o nome antigo à lista ALIASES de pipelines/ibge/municipality-names.ts e rode de novo node pipelines/anp/run.ts.`,
    );
  }
  const states = {} as Record<Uf, StateTowns>;
  const coordinates = {} as Record<Uf, [number, number][]>;
  for (const { uf } of STATES) {
    const week = weekly.states.find((row) => row.uf === uf);
    const own = towns.filter((town) => town.uf === uf).sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
    const position = new Map(own.map((town, index) => [town.name, index]));
    const surveyed = (fuel: Fuel) =>
      weekly.cities
        .filter((city) => city.uf === uf && city[fuel] !== null)
        .map((city) => byName.get(`${uf} ${city.name}`) as Town);
    const ethanol = surveyed("ethanol");
    const gasoline = surveyed("gasoline");
    const ref = (nearest: readonly [string, number] | null): SurveyRef | null =>
      nearest && [position.get(nearest[0]) as number, nearest[1]];
    states[uf] = {
      mean: [week?.ethanol?.mean ?? null, week?.gasoline?.mean ?? null],
      towns: own.map((town): TownEntry => {
        const e = ref(nearestOf(town, ethanol));
        const g = ref(nearestOf(town, gasoline));
        return e?.[0] === g?.[0] && e?.[1] === g?.[1] ? [town.name, e] : [town.name, e, g];
      }),
    };
    coordinates[uf] = own.map((town): [number, number] => [round3(town.latitude), round3(town.longitude)]);
  }
  return { index: { source, weekStart: weekly.weekStart, weekEnd: weekly.weekEnd, states }, coordinates };
}
