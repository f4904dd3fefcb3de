/**
 * The station survey week over week, in aggregate: the previous survey's
 * stations by CNPJ (to find each station's change, station-change.ts), and
 * which of the stations that sold both fuels in both surveys turned to
 * ethanol or to gasoline by their own prices, in all and city by city
 * (the city feeds list them), and how many. A station is the same in two
 * surveys when its CNPJ is. Exact like every verdict of the site (exactly
 * 70% is ethanol).
 * Source: ANP – Levantamento de Preços de Combustíveis, postos revendedores.
 */
import type { Station } from "#data/build/stations.ts";
import type { Fuel } from "#lib/fuels.ts";
import { cityPagePath } from "#lib/paths.ts";
import { type StationPrices, stationChange } from "./station-change.ts";

/** A survey's stations by CNPJ, to look up each station of the next survey. */
export function byCnpj(stations: readonly Station[]): ReadonlyMap<string, Station> {
  return new Map(stations.map((station) => [station.cnpj, station]));
}

/**
 * Of the stations that sold both fuels in both surveys (`compared`), how
 * many now pay off with each fuel after paying off with the other.
 */
export interface StationFlips extends Readonly<Record<Fuel, number>> {
  readonly compared: number;
}

/** Whether a station sold both fuels in a survey. */
const soldBoth = (prices: StationPrices) => prices.ethanol !== null && prices.gasoline !== null;

/**
 * Of the stations that sold both fuels in both surveys (`compared`), those
 * that now pay off with each fuel after paying off with the other, in the
 * order of the current survey.
 */
export interface FlippedStations<S> extends Readonly<Record<Fuel, readonly S[]>> {
  readonly compared: number;
}

/**
 * The stations of `current` that sold both fuels in both surveys
 * (`previous`, by CNPJ), and of them those whose verdict flipped: now
 * ethanol (`ethanol`) or now gasoline (`gasoline`) after the other. A
 * station new to the survey, one that left it, or one that sold one fuel
 * in either survey is in none.
 */
export function flippedStations<S extends Station>(
  current: readonly S[],
  previous: ReadonlyMap<string, StationPrices>,
): FlippedStations<S> {
  const flipped = { ethanol: [] as S[], gasoline: [] as S[], compared: 0 };
  for (const station of current) {
    const before = previous.get(station.cnpj);
    if (!before || !soldBoth(station) || !soldBoth(before)) continue;
    flipped.compared += 1;
    const change = stationChange(station, before);
    if (change.kind === "kept" && change.flip) flipped[change.flip].push(station);
  }
  return flipped;
}

/** How many stations of `current` flipped against `previous` (by CNPJ) each way, of how many compared ({@link flippedStations}). */
export function stationFlips(current: readonly Station[], previous: ReadonlyMap<string, StationPrices>): StationFlips {
  const { ethanol, gasoline, compared } = flippedStations(current, previous);
  return { ethanol: ethanol.length, gasoline: gasoline.length, compared };
}

/**
 * Each surveyed city's flipped stations between two surveys, by the city
 * page's path (`cityPagePath`): the stations of `current` grouped by UF
 * and city, each group against `previous` (by CNPJ). A city with no
 * station in `current` is not in the map.
 */
export function cityFlippedStations(
  current: readonly Station[],
  previous: ReadonlyMap<string, StationPrices>,
): Map<string, FlippedStations<Station>> {
  const byCity = new Map<string, Station[]>();
  for (const station of current) {
    const path = cityPagePath({ uf: station.uf, name: station.city });
    const stations = byCity.get(path);
    if (stations) stations.push(station);
    else byCity.set(path, [station]);
  }
  return new Map([...byCity].map(([path, stations]) => [path, flippedStations(stations, previous)]));
}
