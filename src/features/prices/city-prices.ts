/**
 * The city averages the calculator can fill in: the ANP weekly survey's
 * mean prices of a municipality (data/anp/cities.json), the place the
 * driver last chose (remembered on this device) and the sentence that says
 * where the prices come from.
 * Source: ANP – Levantamento de Preços de Combustíveis, weekly summary.
 */
import { compare } from "../../lib/decimal";
import { parsePrice } from "../../lib/fuel-comparison";
import { parseJson } from "../../lib/safe-storage";
import { createStoredValue } from "../../lib/stored-value";
import { matchesAllWords } from "../../lib/search-text";
import { type CityChoice, type CityIndex, type Price, cityChoices, stationCount } from "./anp-data";
import { formatSurveyWeek } from "./price-dates";
import { stateByCode, type Uf } from "./states";

/** localStorage key of the place whose averages the driver last used, stored as JSON. */
export const PRICE_PLACE_KEY = "price_place";

/** A surveyed municipality: its UF and its name as cities.json writes it. */
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

/** The cities of a UF whose names contain every word typed (accents and case ignored), by name. */
export function findCities(index: CityIndex, uf: Uf, query: string): CityChoice[] {
  return cityChoices(index, uf).filter((city) => matchesAllWords(city.name, query));
}

/** A place's entry in the index, or undefined when this week's survey does not cover it. */
export function findPlace(index: CityIndex, place: PricePlace): CityChoice | undefined {
  return cityChoices(index, place.uf).find((city) => city.name === place.city);
}

/** A city's survey means, R$ per litre as decimal text ("4.29"); null for a fuel the survey lacks there. */
export function surveyPrices(city: CityChoice): { ethanol: Price | null; gasoline: Price | null } {
  return { ethanol: city.ethanol?.mean ?? null, gasoline: city.gasoline?.mean ?? null };
}

/** Whether a field still holds the survey's price (same value, exactly). */
function holds(typed: string, price: Price | undefined): boolean {
  const value = parsePrice(typed);
  const survey = price === undefined ? null : parsePrice(price);
  return value !== null && survey !== null && compare(value, survey) === 0;
}

/**
 * Where the prices in the fields come from, for the prices of `city` (in
 * `uf`) filled from the survey of `index`: "Preço médio em Campinas (SP),
 * pesquisa ANP de 7 a 13/06/2026, 25 postos". Names only the fuel still
 * holding the survey's price when the driver changed the other ("Preço
 * médio do etanol em …"), says which fuel the survey lacks, and is null
 * once the driver has replaced both.
 */
export function priceSourceText(
  index: Pick<CityIndex, "weekStart" | "weekEnd">,
  uf: Uf,
  city: CityChoice,
  current: { ethanol: string; gasoline: string },
): string | null {
  const ethanol = holds(current.ethanol, city.ethanol?.mean);
  const gasoline = holds(current.gasoline, city.gasoline?.mean);
  if (!ethanol && !gasoline) return null;
  const what = ethanol && gasoline ? "Preço médio" : ethanol ? "Preço médio do etanol" : "Preço médio da gasolina";
  const count = stationCount(city);
  const text = `${what} em ${city.name} (${uf}), pesquisa ANP de ${formatSurveyWeek(index.weekStart, index.weekEnd)}, ${count} ${count === 1 ? "posto" : "postos"}`;
  const missing = !city.ethanol ? "etanol" : !city.gasoline ? "gasolina" : null;
  return missing ? `${text}. A pesquisa não tem preço de ${missing} nesta cidade: digite o da bomba.` : `${text}.`;
}
