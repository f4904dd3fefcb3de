/**
 * The prices the calculator can fill in for any of Brazil's 5,571
 * municipalities: its own means in the ANP weekly survey
 * (data/anp/cities.json); for a fuel the survey lacks there, the nearest
 * surveyed municipality of the same state within {@link NEAR_KM} km
 * (data/anp/towns.json, computed at build time), or else the state's mean;
 * the place the driver last chose (remembered on this device) and the
 * sentence that says where the prices come from.
 * Source: ANP – Levantamento de Preços de Combustíveis, weekly summary; IBGE.
 */
import { compare } from "../../lib/decimal";
import { formatKm } from "../../lib/distance";
import { parsePrice } from "../../lib/fuel-comparison";
import { parseJson } from "../../lib/safe-storage";
import { createStoredValue } from "../../lib/stored-value";
import type { CityIndex } from "../../data/cities";
import type { Price } from "../../data/dataset";
import { FUEL_NAME, FUELS, type Fuel } from "../../lib/fuels";
import { cityChoices } from "./anp-data";
import { isNear, NEAR_KM, type TownIndex, townRefs } from "../../data/towns";
import { formatSurveyWeek } from "./price-dates";
import { inState } from "./state-names";
import { stateByCode, type Uf } from "../../lib/states";

/** localStorage key of the place whose averages the driver last used, stored as JSON. */
export const PRICE_PLACE_KEY = "price_place";

/** A municipality: its UF and its IBGE name ("Ilhabela"). */
export interface PricePlace {
  uf: Uf;
  city: string;
}

/** Longest city name kept; Brazil's longest municipality name has 32 letters. */
const MAX_CITY_LENGTH = 60;

/** Reads a stored place; null for anything that is not a known UF and a short city name. Never throws. */
export function parseStoredPlace(json: string | null): PricePlace | null {
  const value = parseJson(json);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { uf, city } = value as Record<string, unknown>;
  const state = typeof uf === "string" ? stateByCode(uf) : undefined;
  if (!state || uf !== state.uf || typeof city !== "string" || city === "" || city.length > MAX_CITY_LENGTH)
    return null;
  return { uf: state.uf, city };
}

const stored = createStoredValue(PRICE_PLACE_KEY, parseStoredPlace, null);

/** The place remembered on this device (none while prerendering). */
export const pricePlaceStore = stored.store;

/** Remembers a place on this device (in memory only if storage fails). */
export const rememberPlace: (place: PricePlace) => void = stored.save;

/** Forgets the place on this device. */
export const forgetPlace: () => void = stored.clear;

/** The week's two data files the picker loads together. */
export interface PriceData {
  /** The surveyed cities' means and station counts. */
  readonly cities: CityIndex;
  /** Every municipality with its nearest survey per fuel, and the states' means. */
  readonly towns: TownIndex;
}

/** Whether `towns` names a municipality `place` (a place remembered from an older list may not). */
export function isTown(data: PriceData, place: PricePlace): boolean {
  return data.towns.states[place.uf].towns.some(([name]) => name === place.city);
}

/** Where one fuel's price for a municipality comes from. */
export type FuelSource =
  /** A surveyed municipality's mean: the place itself (`km` 0) or the nearest one within {@link NEAR_KM} km. */
  | {
      readonly kind: "city";
      readonly city: string;
      readonly km: number;
      readonly mean: Price;
      readonly stations: number;
    }
  /** The state's mean, because the nearest survey (named, if any) is farther than {@link NEAR_KM} km. */
  | {
      readonly kind: "state";
      readonly nearest: { readonly city: string; readonly km: number } | null;
      readonly mean: Price;
    }
  /** Neither: the state has no figure for this fuel in the survey. */
  | { readonly kind: "none" };

/**
 * Each fuel's source for `place` (which must be one of `data.towns`): its
 * own survey mean, the nearest same-state survey's within NEAR_KM km
 * inclusive (whole km between seats), else the state's weekly mean, else none.
 */
export function fuelSources(data: PriceData, place: PricePlace): Record<Fuel, FuelSource> {
  const { towns, mean } = data.towns.states[place.uf];
  const entry = towns.find(([name]) => name === place.city);
  const refs = entry ? townRefs(entry) : { ethanol: null, gasoline: null };
  const surveyed = cityChoices(data.cities, place.uf);
  const source = (product: Fuel, stateMean: Price | null): FuelSource => {
    const ref = refs[product];
    const city = ref && towns[ref[0]]?.[0];
    const survey = city ? surveyed.find((choice) => choice.name === city)?.[product] : null;
    if (ref && city && survey && isNear(ref[1])) {
      return { kind: "city", city, km: ref[1], mean: survey.mean, stations: survey.stations };
    }
    if (stateMean === null) return { kind: "none" };
    return { kind: "state", nearest: ref && city ? { city, km: ref[1] } : null, mean: stateMean };
  };
  return { ethanol: source("ethanol", mean[0]), gasoline: source("gasoline", mean[1]) };
}

/**
 * The surveyed city whose stations stand for the place: the one behind its
 * gasoline price, else behind its ethanol price (the place itself at 0 km,
 * or the nearest survey of the state within NEAR_KM km); null when only
 * the state's means apply.
 */
export function surveyedCity(sources: Record<Fuel, FuelSource>): { city: string; km: number } | null {
  const source = [sources.gasoline, sources.ethanol].find((each) => each.kind === "city");
  return source?.kind === "city" ? { city: source.city, km: source.km } : null;
}

/** The prices to fill in, R$ per litre as decimal text; null for a fuel without a source (its field is left as it is). */
export function sourcePrices(sources: Record<Fuel, FuelSource>): Record<Fuel, Price | null> {
  const price = (source: FuelSource) => (source.kind === "none" ? null : source.mean);
  return { ethanol: price(sources.ethanol), gasoline: price(sources.gasoline) };
}

/** Whether a field still holds the price filled in (same value, exactly). */
function holds(typed: string, source: FuelSource): boolean {
  const value = parsePrice(typed);
  const filled = source.kind === "none" ? null : parsePrice(source.mean);
  return value !== null && filled !== null && compare(value, filled) === 0;
}

/**
 * The two survey prices (R$/l, decimal text) while both fields still hold
 * exactly what was filled in from `sources`; null once the driver changed
 * either, or when the survey had no figure for a fuel. What is said about
 * "these prices" (the share of cars, the picked car's answer) holds only then.
 */
export function surveyPrices(
  sources: Record<Fuel, FuelSource>,
  current: Record<Fuel, string>,
): Record<Fuel, Price> | null {
  const { ethanol, gasoline } = sources;
  if (ethanol.kind === "none" || gasoline.kind === "none") return null;
  if (!holds(current.ethanol, ethanol) || !holds(current.gasoline, gasoline)) return null;
  return { ethanol: ethanol.mean, gasoline: gasoline.mean };
}

const OF_FUEL: Record<Fuel, string> = { ethanol: " do etanol", gasoline: " da gasolina" };

/** Whether the prices come from somewhere other than the place itself, so the same-state rule deserves its note. */
export function usesOtherPlace(place: PricePlace, sources: Record<Fuel, FuelSource>): boolean {
  return Object.values(sources).some(
    (source) => source.kind === "state" || (source.kind === "city" && source.city !== place.city),
  );
}

/**
 * Where the prices in the fields come from, for `place` and the `sources`
 * filled in from the survey week of `week`, as long as the fields hold them:
 * "Preço médio em Campinas (SP), pesquisa ANP de 7 a 13/06/2026, 25
 * postos."; "A ANP não pesquisa em Ilhabela. Mais próxima: Caraguatatuba
 * (SP), a 19 km. Preço médio em Caraguatatuba, …"; beyond NEAR_KM km the
 * state's mean, with the nearest city and its distance named. Names only
 * the fuel still holding the filled price when the driver changed the
 * other, says which fuel has no figure, and is null once both were replaced.
 */
export function priceSourceText(
  week: Pick<CityIndex, "weekStart" | "weekEnd">,
  place: PricePlace,
  sources: Record<Fuel, FuelSource>,
  current: Record<Fuel, string>,
): string | null {
  const fuels = FUELS.filter((fuel) => holds(current[fuel], sources[fuel]));
  if (fuels.length === 0) return null;
  const state = stateByCode(place.uf);
  const where = state ? inState(state) : place.uf;
  const survey = `pesquisa ANP de ${formatSurveyWeek(week.weekStart, week.weekEnd)}`;
  const own = (fuel: Fuel) => {
    const source = sources[fuel];
    return source.kind === "city" && source.city === place.city;
  };
  const sentences: string[] = [];
  if (!own("ethanol") && !own("gasoline")) sentences.push(`A ANP não pesquisa em ${place.city}.`);
  else {
    for (const fuel of FUELS) {
      if (!own(fuel)) sentences.push(`A pesquisa da ANP não tem preço de ${FUEL_NAME[fuel]} em ${place.city}.`);
    }
  }
  // Fuels from one source share a sentence; each fuel is named only when the two differ.
  const key = (fuel: Fuel) => {
    const source = sources[fuel];
    if (source.kind === "city") return `city ${source.city}`;
    return source.kind === "state" ? `${source.kind} ${source.nearest?.city} ${source.nearest?.km}` : source.kind;
  };
  const groups = fuels.length === 2 && key("ethanol") === key("gasoline") ? [fuels] : fuels.map((fuel) => [fuel]);
  const split = groups.length > 1 || fuels.length === 1;
  for (const group of groups) {
    const [fuel] = group as [Fuel];
    const source = sources[fuel];
    const what = split ? OF_FUEL[fuel] : "";
    const withFuel = split && !own(fuel) ? ` com ${FUEL_NAME[fuel]}` : "";
    if (source.kind === "city") {
      // Stations behind the figures: the larger of the fuels' counts, as stationCount says.
      const stations = Math.max(...group.map((each) => (sources[each] as { stations: number }).stations));
      const count = `${stations} ${stations === 1 ? "posto" : "postos"}`;
      if (source.city === place.city) {
        sentences.push(`Preço médio${what} em ${place.city} (${place.uf}), ${survey}, ${count}.`);
      } else {
        sentences.push(`Mais próxima${withFuel}: ${source.city} (${place.uf}), a ${formatKm(source.km)}.`);
        sentences.push(`Preço médio${what} em ${source.city}, ${survey}, ${count}.`);
      }
    } else if (source.kind === "state") {
      const nearest = source.nearest
        ? `Mais próxima${withFuel}: ${source.nearest.city} (${place.uf}), a ${formatKm(source.nearest.km)}, longe demais para valer aqui. `
        : "";
      sentences.push(`${nearest}Preço médio${what} ${where}, ${survey}.`);
    }
  }
  for (const fuel of FUELS) {
    if (sources[fuel].kind === "none") {
      sentences.push(`A pesquisa não tem preço de ${FUEL_NAME[fuel]} ${where}: digite o da bomba.`);
    }
  }
  return sentences.join(" ");
}

/** The note on the same-state rule, shown when another place's prices stand in. */
export const SAME_STATE_NOTE = `Só indicamos cidades do mesmo estado, porque o ICMS, imposto estadual, muda o preço de um estado para outro; e os preços de uma vizinha só valem até ${NEAR_KM} km entre as sedes dos municípios: mais longe, vale a média do estado.`;
