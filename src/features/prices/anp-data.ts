/**
 * The small lookups the pages and the city picker make in the ANP data
 * (data/anp/*.json, read and validated by src/data/build/weekly.ts, monthly.ts
 * and cities.ts).
 * Source of every figure: ANP, Levantamento de Preços de Combustíveis (LPC).
 */
import type { MonthlyPrices, MonthPrices } from "#data/build/monthly.ts";
import type { CityWeek, StateWeek, WeeklyPrices } from "#data/build/weekly.ts";
import type { CityIndex, CityPoint } from "#data/cities.ts";
import type { Price } from "#data/dataset.ts";
import type { Fuel } from "#lib/fuels.ts";
import { stateByCode } from "#lib/states.ts";

/** A UF's row of the week, by code in either case ("sp", "SP"); undefined for an unknown code. */
export function stateWeek(weekly: WeeklyPrices, code: string): StateWeek | undefined {
  const uf = stateByCode(code)?.uf;
  return weekly.states.find((row) => row.uf === uf);
}

/** Stations behind a place's figures: the larger of its two products' counts (0 if it has neither). */
export function stationCount(prices: {
  readonly ethanol: { readonly stations: number } | null;
  readonly gasoline: { readonly stations: number } | null;
}): number {
  return Math.max(prices.ethanol?.stations ?? 0, prices.gasoline?.stations ?? 0);
}

/** A UF's cities for the week, most-surveyed first (see `stationCount`), ties by name. */
export function citiesOfState(weekly: WeeklyPrices, code: string): CityWeek[] {
  const uf = stateByCode(code)?.uf;
  return weekly.cities
    .filter((city) => city.uf === uf)
    .sort((a, b) => stationCount(b) - stationCount(a) || a.name.localeCompare(b.name, "pt-BR"));
}

/** A UF's monthly series, oldest first; [] for an unknown code. */
export function monthlySeries(monthly: MonthlyPrices, code: string): readonly MonthPrices[] {
  const uf = stateByCode(code)?.uf;
  return monthly.states.find((row) => row.uf === uf)?.months ?? [];
}

/**
 * A UF's most recent month that has a mean for `fuel`, or undefined.
 * Skips months without one (Amapá has no ethanol mean in some months).
 */
export function latestMonth(monthly: MonthlyPrices, code: string, fuel: Fuel): MonthPrices | undefined {
  return monthlySeries(monthly, code).findLast((month) => month[fuel] !== null);
}

/** A city picker entry, as objects: mean in R$/l and stations surveyed per product. */
export interface CityChoice {
  readonly name: string;
  readonly ethanol: { readonly mean: Price; readonly stations: number } | null;
  readonly gasoline: { readonly mean: Price; readonly stations: number } | null;
}

/** The cities of a UF in `cities.json`, as objects, sorted by name; [] for an unknown code. */
export function cityChoices(index: CityIndex, code: string): CityChoice[] {
  const uf = stateByCode(code)?.uf;
  const point = (value: CityPoint | null) => (value ? { mean: value[0], stations: value[1] } : null);
  return (uf ? index.states[uf] : []).map(([name, ethanol, gasoline]) => ({
    name,
    ethanol: point(ethanol),
    gasoline: point(gasoline),
  }));
}
