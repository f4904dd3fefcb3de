/**
 * The nearest survey of every municipality, computed at build time
 * (scripts/data-towns.ts writes it to data/anp/towns.json): for each of
 * IBGE's municipalities and each fuel, the municipality of the same state
 * whose seat is nearest among those the ANP surveyed that week with a price
 * of that fuel, and the great-circle distance between the two seats in
 * whole km. Same state only: ICMS, the state tax, differs across borders.
 * Source: ANP weekly survey (prices) and IBGE (municipalities, seats).
 */
import { distanceKm } from "../../lib/distance.ts";
import type { Price, Product, WeeklyPrices } from "./anp-data.ts";
import type { Town } from "./municipalities.ts";
import { STATES, type Uf } from "./states.ts";

/** Farthest survey, in whole km between seats, whose means still stand for a municipality; beyond it the state's mean does. */
export const NEAR_KM = 50;

/** The nearest surveyed municipality for one fuel: [its index in its state's `towns`, distance between the seats in whole km] (0 for itself). */
export type SurveyRef = readonly [town: number, km: number];

/**
 * One municipality: [name, nearest ethanol survey, nearest gasoline
 * survey]. null: no municipality of the state has that fuel in the survey.
 * The gasoline element is left out when it is the same as the ethanol one
 * (almost always), to keep the file small: read it with {@link townRefs}.
 */
export type TownEntry = readonly [name: string, ethanol: SurveyRef | null, gasoline?: SurveyRef | null];

/** One state's part of the index. */
export interface StateTowns {
  /** The state's weekly means (sheet ESTADOS), R$/l: [ethanol, gasoline], null where there is none. */
  readonly mean: readonly [ethanol: Price | null, gasoline: Price | null];
  /** Every municipality of the state, by name (pt-BR collation). */
  readonly towns: readonly TownEntry[];
}

/** `data/anp/towns.json`: every municipality with its nearest survey, for the city picker (loaded on demand). */
export interface TownIndex {
  readonly source: string;
  readonly weekStart: string;
  readonly weekEnd: string;
  readonly states: Readonly<Record<Uf, StateTowns>>;
}

/**
 * `data/anp/town-coordinates.json`: each state's municipalities' seats as
 * [latitude, longitude] in degrees (3 decimals, about 100 m), in the order
 * of `TownIndex` (loaded only for "Usar minha localização").
 */
export type TownCoordinates = Readonly<Record<Uf, readonly (readonly [latitude: number, longitude: number])[]>>;

/** A town entry's two references, the gasoline one filled in when the entry leaves it out. */
export function townRefs(entry: TownEntry): Record<Product, SurveyRef | null> {
  const [, ethanol, gasoline] = entry;
  return { ethanol, gasoline: gasoline === undefined ? ethanol : gasoline };
}

/** Whether a survey `km` away (whole km) is near enough for its means to fill the calculator: up to {@link NEAR_KM} inclusive. */
export function isNear(km: number): boolean {
  return km <= NEAR_KM;
}

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
      `Cidades da pesquisa sem município na lista do IBGE: ${missing.map((city) => `${city.uf} "${city.name}"`).join(", ")}. Acrescente o nome antigo à lista ALIASES de src/features/prices/municipality-names.ts e rode de novo node scripts/data-anp.ts.`,
    );
  }
  const states = {} as Record<Uf, StateTowns>;
  const coordinates = {} as Record<Uf, (readonly [number, number])[]>;
  for (const { uf } of STATES) {
    const week = weekly.states.find((row) => row.uf === uf);
    const own = towns.filter((town) => town.uf === uf).sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
    const position = new Map(own.map((town, index) => [town.name, index]));
    const surveyed = (product: Product) =>
      weekly.cities
        .filter((city) => city.uf === uf && city[product] !== null)
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
    coordinates[uf] = own.map((town) => [round3(town.latitude), round3(town.longitude)] as const);
  }
  return { index: { source, weekStart: weekly.weekStart, weekEnd: weekly.weekEnd, states }, coordinates };
}

/**
 * The municipalities that a surveyed city serves: those of its state,
 * other than itself, whose nearest survey for either fuel it is, within
 * {@link NEAR_KM}; nearest first, then by name. Each with its distance in whole km.
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
