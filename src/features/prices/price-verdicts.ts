/**
 * The 70% rule applied to the ANP's average prices: the verdict of each
 * state and city for the survey week, the national summary, and the
 * month-by-month verdicts of a state's series since 2013.
 * Exact on the decimals: the verdict comes from `compareFuels` (exactly 70%
 * is Etanol), the ratio from `priceRatio`, never from floating point. The
 * sentences that say these verdicts are in price-messages.ts.
 * Source of every figure: ANP – Levantamento de Preços de Combustíveis.
 */
import type { MonthPrices } from "#data/build/monthly.ts";
import type { CityWeek, PlacePrices } from "#data/build/weekly.ts";
import type { Price } from "#data/dataset.ts";
import { compare, divide, type Fraction } from "#lib/decimal.ts";
import { type EthanolShare, ethanolShare } from "#lib/ethanol-share.ts";
import { compareFuels, parsePrice, priceRatio } from "#lib/fuel-comparison.ts";
import type { Fuel } from "#lib/fuels.ts";
import { STATES, type State } from "#lib/states.ts";
import { stationCount } from "./anp-data.ts";

/** Which of the two prices a place lacks, when it cannot be compared. */
export type MissingPrice = Fuel | "both";

/** The verdict of one place (state, city, Brazil) from its two mean prices. */
export type PlaceVerdict =
  | {
      readonly ok: true;
      /** Mean ethanol price, R$/l, exact. */
      readonly ethanol: Fraction;
      /** Mean gasoline price, R$/l, exact. */
      readonly gasoline: Fraction;
      /** Ethanol ÷ gasoline, exact (compare it, do not print it). */
      readonly exactRatio: Fraction;
      /** Ethanol ÷ gasoline rounded to 4 decimals (0.5975 prints "59,8%"). */
      readonly ratio: number;
      /** The better buy by the 70% rule. */
      readonly fuel: Fuel;
    }
  | { readonly ok: false; readonly missing: MissingPrice };

/**
 * The verdict from a pair of mean prices in R$/l, either of which may be
 * missing (null): the exact ratio, the ratio rounded to 4 decimals and the
 * fuel that pays off (`compareFuels`); or which price is missing (a price
 * `parsePrice` rejects, such as "0", counts as missing).
 */
export function pairVerdict(ethanolPrice: Price | null, gasolinePrice: Price | null): PlaceVerdict {
  const ethanol = ethanolPrice === null ? null : parsePrice(ethanolPrice);
  const gasoline = gasolinePrice === null ? null : parsePrice(gasolinePrice);
  const comparison = ethanolPrice !== null && gasolinePrice !== null ? compareFuels(ethanolPrice, gasolinePrice) : null;
  if (!ethanol || !gasoline || !comparison?.ok) {
    return { ok: false, missing: !ethanol && !gasoline ? "both" : !ethanol ? "ethanol" : "gasoline" };
  }
  return {
    ok: true,
    ethanol,
    gasoline,
    exactRatio: divide(ethanol, gasoline),
    ratio: priceRatio(ethanol, gasoline),
    fuel: comparison.fuel,
  };
}

/** The verdict of a place for the survey week, from its mean prices (R$/l). */
export function placeVerdict(prices: PlacePrices): PlaceVerdict {
  return pairVerdict(prices.ethanol?.mean ?? null, prices.gasoline?.mean ?? null);
}

/** One state's row for the week: its prices, verdict and stations surveyed. */
export interface StateVerdict {
  readonly state: State;
  readonly prices: PlacePrices;
  readonly verdict: PlaceVerdict;
  /** Stations surveyed: the larger of the two products' counts (`stationCount`). */
  readonly stations: number;
}

/**
 * Every state's verdict for the week, in the order of `STATES`. A state
 * missing from `rows` counts as having neither price.
 */
export function stateVerdicts(rows: ReadonlyArray<PlacePrices & { readonly uf: string }>): StateVerdict[] {
  return STATES.map((state) => {
    const prices = rows.find((row) => row.uf === state.uf) ?? { ethanol: null, gasoline: null };
    return { state, prices, verdict: placeVerdict(prices), stations: stationCount(prices) };
  });
}

/**
 * "Depende do seu carro": each row with the share of cars for which ethanol
 * pays off at its exact ratio (`ethanolShare`), given every car's "misto"
 * limit (`limits`, from the latest Inmetro – PBE Veicular table); null for
 * a place without both prices.
 */
export function withShares<Row extends { readonly verdict: PlaceVerdict }>(
  rows: readonly Row[],
  limits: readonly Fraction[],
): Array<Row & { readonly share: EthanolShare | null }> {
  return rows.map((row) => ({ ...row, share: row.verdict.ok ? ethanolShare(row.verdict.exactRatio, limits) : null }));
}

/**
 * The rows sorted by exact ratio, cheapest ethanol first; equal ratios keep
 * the order of `STATES`; rows without a ratio come last, in that order too.
 * Returns a new array.
 */
export function sortByRatio<Row extends StateVerdict>(rows: readonly Row[]): Row[] {
  const order = (row: Row) => STATES.findIndex((state) => state.uf === row.state.uf);
  return rows.toSorted((a, b) => {
    if (a.verdict.ok && b.verdict.ok) {
      return compare(a.verdict.exactRatio, b.verdict.exactRatio) || order(a) - order(b);
    }
    if (a.verdict.ok !== b.verdict.ok) return a.verdict.ok ? -1 : 1;
    return order(a) - order(b);
  });
}

/** One city's row for the week. */
export interface CityVerdict {
  readonly city: CityWeek;
  /** Whether it is the state's capital. */
  readonly capital: boolean;
  readonly verdict: PlaceVerdict;
  /** Stations surveyed: the larger of the two products' counts. */
  readonly stations: number;
}

/**
 * The state's capital first, then its `count` largest other surveyed cities
 * (largest: most stations surveyed, as `citiesOfState` sorts them, ties by
 * name). `cities` is one state's list from `citiesOfState`. The capital is
 * left out if the survey missed it; fewer cities come back when fewer were surveyed.
 */
export function capitalAndLargestCities(cities: readonly CityWeek[], capitalName: string, count = 5): CityVerdict[] {
  const row = (city: CityWeek, capital: boolean): CityVerdict => ({
    city,
    capital,
    verdict: placeVerdict(city),
    stations: stationCount(city),
  });
  const capital = cities.find((city) => city.name === capitalName);
  const others = cities.filter((city) => city !== capital).slice(0, count);
  return [...(capital ? [row(capital, true)] : []), ...others.map((city) => row(city, false))];
}

/** The week across the country: how many states favour each fuel, and Brazil's own means. */
export interface NationalSummary {
  /** States where ethanol pays off (exact ratio ≤ 70%). */
  readonly ethanolStates: number;
  /** States where gasoline pays off. */
  readonly gasolineStates: number;
  /** States without one of the two prices. */
  readonly incompleteStates: number;
  /** The verdict from the national means (ANP's BRASIL sheet). */
  readonly brazil: PlaceVerdict;
}

/** Counts the states' verdicts and takes Brazil's from the national means. */
export function nationalSummary(rows: readonly StateVerdict[], brazil: PlacePrices): NationalSummary {
  const count = (test: (row: StateVerdict) => boolean) => rows.filter(test).length;
  return {
    ethanolStates: count((row) => row.verdict.ok && row.verdict.fuel === "ethanol"),
    gasolineStates: count((row) => row.verdict.ok && row.verdict.fuel === "gasoline"),
    incompleteStates: count((row) => !row.verdict.ok),
    brazil: placeVerdict(brazil),
  };
}

/** One month of a state's series with its verdict. */
export interface MonthVerdict {
  /** ISO month, "2026-06". */
  readonly month: string;
  readonly prices: MonthPrices;
  readonly verdict: PlaceVerdict;
}

/** The verdict of every month of a series (monthly means, R$/l), oldest first. */
export function monthVerdicts(series: readonly MonthPrices[]): MonthVerdict[] {
  return series.map((prices) => ({
    month: prices.month,
    prices,
    verdict: pairVerdict(prices.ethanol, prices.gasoline),
  }));
}

/** How often ethanol paid off over a run of months. */
export interface MonthCount {
  /** Months considered (calendar months, with or without data). */
  readonly months: number;
  /** Of those, months with both means. */
  readonly withData: number;
  /** Of those, months where ethanol paid off. */
  readonly ethanolWins: number;
  /** First and last ISO month considered, or null for none. */
  readonly first: string | null;
  readonly last: string | null;
}

/** Counts the months where ethanol paid off among `months` (all of them). */
export function countEthanolMonths(months: readonly MonthVerdict[]): MonthCount {
  const withData = months.filter((month) => month.verdict.ok);
  return {
    months: months.length,
    withData: withData.length,
    ethanolWins: withData.filter((month) => month.verdict.ok && month.verdict.fuel === "ethanol").length,
    first: months[0]?.month ?? null,
    last: months.at(-1)?.month ?? null,
  };
}

/** The count over the series' last 12 months (fewer if the series is shorter). */
export function lastTwelveMonths(months: readonly MonthVerdict[]): MonthCount {
  return countEthanolMonths(months.slice(-12));
}
