/**
 * Shapes of the ANP price files in `data/anp/` (written by
 * `scripts/data-anp.ts`) and the small lookups the pages make in them.
 * Source of every figure: ANP, Levantamento de Preços de Combustíveis (LPC).
 */
import { stateByCode, type Uf } from "./states.ts";

/** The citation to print next to any figure from these files. */
export const ANP_SOURCE = "Fonte: ANP – Levantamento de Preços de Combustíveis";

/** The two fuels of a flex car: ANP's "ETANOL HIDRATADO" and "GASOLINA COMUM". */
export type Product = "ethanol" | "gasoline";

/**
 * A retail price in R$ per litre, exact, as the shortest decimal text with
 * a point: "4.29", "2.552", "4.2" (R$ 4,20). Never a float: read it with
 * `parseDecimal` (src/lib/decimal.ts) to compute, `Number()` only to format.
 */
export type Price = string;

/** One product's figures for one place and week (ANP's weekly summary). */
export interface PriceStats {
  /** Mean retail price over the stations surveyed, R$/l. */
  readonly mean: Price;
  /** Lowest price found, R$/l. */
  readonly min: Price;
  /** Highest price found, R$/l. */
  readonly max: Price;
  /** Number of stations surveyed ("número de postos pesquisados"). */
  readonly stations: number;
}

/** A place's two prices for the week; null where the ANP surveyed no station for that product. */
export interface PlacePrices {
  readonly ethanol: PriceStats | null;
  readonly gasoline: PriceStats | null;
}

export interface StateWeek extends PlacePrices {
  readonly uf: Uf;
}

export interface CityWeek extends PlacePrices {
  /** IBGE's spelling ("São José dos Campos"), see municipality-names.ts; title-cased from ANP's upper case when IBGE's list lacks it. */
  readonly name: string;
  readonly uf: Uf;
}

/** `data/anp/weekly.json`: one weekly summary (Sunday to Saturday). */
export interface WeeklyPrices {
  readonly source: string;
  /** First day of the survey week, a Sunday: "2026-06-07". */
  readonly weekStart: string;
  /** Last day, the Saturday after: "2026-06-13". */
  readonly weekEnd: string;
  /** National means (sheet BRASIL). */
  readonly brazil: PlacePrices;
  /** All 27 UFs, in the order of `STATES` (sheet ESTADOS). */
  readonly states: readonly StateWeek[];
  /** Every surveyed municipality with at least one of the two fuels, by UF then name (sheet MUNICIPIOS). */
  readonly cities: readonly CityWeek[];
}

/** One month of a UF's series; null where ANP published no mean (never 0). */
export interface MonthPrices {
  /** "2013-01". */
  readonly month: string;
  /** Monthly mean retail price, R$/l. */
  readonly ethanol: Price | null;
  readonly gasoline: Price | null;
}

export interface StateMonths {
  readonly uf: Uf;
  /** Every calendar month from `firstMonth` to `lastMonth`, oldest first, without gaps. */
  readonly months: readonly MonthPrices[];
}

/** `data/anp/monthly.json`: monthly means per UF since January 2013. */
export interface MonthlyPrices {
  readonly source: string;
  readonly firstMonth: string;
  readonly lastMonth: string;
  /** All 27 UFs, in the order of `STATES`. */
  readonly states: readonly StateMonths[];
}

/** [mean price R$/l, stations surveyed]. */
export type CityPoint = readonly [mean: Price, stations: number];
/** [city name, ethanol or null, gasoline or null]. */
export type CityEntry = readonly [name: string, ethanol: CityPoint | null, gasoline: CityPoint | null];

/** `data/anp/cities.json`: the weekly city means, compact, for a city picker loaded on demand. */
export interface CityIndex {
  readonly source: string;
  readonly weekStart: string;
  readonly weekEnd: string;
  /** Per UF, its cities sorted by name (pt-BR collation); [] for none. */
  readonly states: Readonly<Record<Uf, readonly CityEntry[]>>;
}

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
 * A UF's most recent month that has a mean for `product`, or undefined.
 * Skips months without one (Amapá has no ethanol mean in some months).
 */
export function latestMonth(monthly: MonthlyPrices, code: string, product: Product): MonthPrices | undefined {
  return monthlySeries(monthly, code).findLast((month) => month[product] !== null);
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
