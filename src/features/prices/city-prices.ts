/**
 * The prices the calculator can fill in for any of Brazil's 5,571
 * municipalities: its own means in the ANP weekly survey
 * (data/anp/cities.json); for a fuel the survey lacks there, the nearest
 * surveyed municipality of the same state within `NEAR_KM` (50 km, src/data/towns.ts)
 * (data/anp/towns.json, computed at build time), or else the state's mean.
 * The place the driver last chose is remembered by island/price-place.ts;
 * the sentence that says where the prices come from is in price-messages.ts.
 * Source: ANP – Levantamento de Preços de Combustíveis, weekly summary; IBGE.
 */
import type { CityIndex } from "#data/cities.ts";
import type { Price } from "#data/dataset.ts";
import { isNear, type TownIndex, townRefs } from "#data/towns.ts";
import { compare } from "#lib/decimal.ts";
import { parsePrice } from "#lib/fuel-comparison.ts";
import type { Fuel } from "#lib/fuels.ts";
import type { Uf } from "#lib/states.ts";
import { cityChoices } from "./anp-data.ts";

/** A municipality: its UF and its IBGE name ("Ilhabela"). */
export interface PricePlace {
  uf: Uf;
  city: string;
}

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
  /** A surveyed municipality's mean: the place itself (`km` 0) or the nearest one within `NEAR_KM` km. */
  | {
      readonly kind: "city";
      readonly city: string;
      readonly km: number;
      readonly mean: Price;
      readonly stations: number;
    }
  /** The state's mean, because the nearest survey (named, if any) is farther than `NEAR_KM` km. */
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

/** Whether a field's text `typed` still holds the price filled in from `source` (same value, exactly). */
export function holdsFilledPrice(typed: string, source: FuelSource): boolean {
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
  if (!holdsFilledPrice(current.ethanol, ethanol) || !holdsFilledPrice(current.gasoline, gasoline)) return null;
  return { ethanol: ethanol.mean, gasoline: gasoline.mean };
}

/** Whether the prices come from somewhere other than the place itself, so the same-state rule deserves its note. */
export function usesOtherPlace(place: PricePlace, sources: Record<Fuel, FuelSource>): boolean {
  return Object.values(sources).some(
    (source) => source.kind === "state" || (source.kind === "city" && source.city !== place.city),
  );
}
