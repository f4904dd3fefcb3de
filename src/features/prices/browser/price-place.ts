/**
 * The place whose ANP averages the driver last used, remembered on this
 * device (localStorage), so the calculator offers its prices again.
 */
import { createStoredValue } from "#browser/stored-value.ts";
import type { PricePlace } from "#features/prices/city-prices.ts";
import { PRICE_PLACE_KEY } from "#features/prices/dom-contract.ts";
import { parseJson } from "#lib/parse-json.ts";
import { stateByCode } from "#lib/states.ts";

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
