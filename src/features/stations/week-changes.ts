/**
 * The station survey week over week, in aggregate: the previous survey's
 * stations by CNPJ (to find each station's change, station-change.ts), and
 * how many of the stations that sold both fuels in both surveys turned to
 * ethanol or to gasoline by their own prices. A station is the same in two
 * surveys when its CNPJ is. Exact like every verdict of the site (exactly
 * 70% is ethanol).
 * Source: ANP – Levantamento de Preços de Combustíveis, postos revendedores.
 */
import type { Station } from "#data/build/stations.ts";
import type { Fuel } from "#lib/fuels.ts";
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
 * The stations of `current` that sold both fuels in both surveys
 * (`previous`, by CNPJ), and of them those whose verdict flipped: now
 * ethanol (`ethanol`) or now gasoline (`gasoline`) after the other. A
 * station new to the survey, one that left it, or one that sold one fuel
 * in either survey counts in none.
 */
export function stationFlips(current: readonly Station[], previous: ReadonlyMap<string, StationPrices>): StationFlips {
  const flips = { ethanol: 0, gasoline: 0, compared: 0 };
  for (const station of current) {
    const before = previous.get(station.cnpj);
    if (!before || !soldBoth(station) || !soldBoth(before)) continue;
    flips.compared += 1;
    const change = stationChange(station, before);
    if (change.kind === "kept" && change.flip) flips[change.flip] += 1;
  }
  return flips;
}
