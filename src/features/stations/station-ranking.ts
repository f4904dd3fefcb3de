/**
 * The 70% rule at each station of the ANP's weekly survey: the station's own
 * verdict (its ethanol price against its own gasoline price), the order of
 * a list of stations by what the driver pays per km, and the share of
 * stations where ethanol pays off. Exact on the decimals (`compareFuels`,
 * BigInt fractions): exactly 70% is ethanol, as everywhere on the site.
 * Source: ANP – Levantamento de Preços de Combustíveis, postos revendedores.
 */
import type { Station } from "#data/build/stations.ts";
import { compare, divide, type Fraction, parseDecimal } from "#lib/decimal.ts";
import type { EthanolShare } from "#lib/ethanol-share.ts";
import { compareFuels, ETHANOL_THRESHOLD, priceRatio } from "#lib/fuel-comparison.ts";
import type { Fuel } from "#lib/fuels.ts";
import type { StationOrder } from "./station-order.ts";

/** What a station sold in the survey, for its verdict. */
type StationPrices = Pick<Station, "ethanol" | "gasoline">;

/** A station's verdict: the better buy at its own two prices, or the one fuel it sold. */
export type StationVerdict =
  | {
      readonly kind: "both";
      /** The better buy by the 70% rule. */
      readonly fuel: Fuel;
      /** Ethanol ÷ gasoline rounded to 4 decimals (0.562 prints "56,2%"); the verdict itself is exact. */
      readonly ratio: number;
    }
  /** The station sold only this fuel that week. */
  | { readonly kind: "only"; readonly fuel: Fuel };

/** A price of the survey as an exact fraction (the pipeline wrote a positive decimal). */
function exact(price: string): Fraction {
  return parseDecimal(price) as Fraction;
}

/**
 * The station's verdict: with both fuels, `compareFuels` on its own prices
 * (R$/l; exactly 70% is ethanol) and their ratio; with one, that fuel;
 * null for a station with neither (the pipeline writes none).
 */
export function stationVerdict(station: StationPrices): StationVerdict | null {
  const { ethanol, gasoline } = station;
  if (ethanol && gasoline) {
    const comparison = compareFuels(ethanol.price, gasoline.price);
    if (!comparison.ok) return null;
    return { kind: "both", fuel: comparison.fuel, ratio: priceRatio(exact(ethanol.price), exact(gasoline.price)) };
  }
  if (ethanol) return { kind: "only", fuel: "ethanol" };
  if (gasoline) return { kind: "only", fuel: "gasoline" };
  return null;
}

/**
 * What a litre of gasoline's worth of driving costs at the station, in R$,
 * by the 70% rule (a litre of ethanol takes a car about 70% as far): the
 * gasoline price, or the ethanol price ÷ 0,7, whichever is lower among the
 * fuels it sold. Ordering stations by it orders them by cost per km for any
 * car that follows the rule. Null for a station with neither fuel.
 */
export function gasolineEquivalentCost(station: StationPrices): Fraction | null {
  const costs = [
    station.ethanol && divide(exact(station.ethanol.price), ETHANOL_THRESHOLD),
    station.gasoline && exact(station.gasoline.price),
  ].filter((cost): cost is Fraction => cost !== null);
  return costs.reduce<Fraction | null>((low, cost) => (low === null || compare(cost, low) < 0 ? cost : low), null);
}

/** A station with its place in each order of its whole city (1 = first), so that a page can be re-sorted. */
export type RankedStation = Station & { readonly ranks: Readonly<Record<StationOrder, number>> };

/** The figure a station is ordered by; null when it has none (it goes last). */
function sortKey(station: StationPrices, order: StationOrder): Fraction | null {
  if (order === "cost") return gasolineEquivalentCost(station);
  const fuel = station[order];
  return fuel ? exact(fuel.price) : null;
}

const collator = new Intl.Collator("pt-BR");

/**
 * The stations in `order`, lowest first; stations without the figure
 * (no ethanol when ordering by ethanol) last; ties by name (pt-BR), then
 * CNPJ, so the order is the same on every build. Returns a new array.
 */
export function sortStations<S extends StationPrices & Pick<Station, "name" | "cnpj">>(
  stations: readonly S[],
  order: StationOrder = "cost",
): S[] {
  const keyed = stations.map((station) => ({ station, key: sortKey(station, order) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key !== b.key) return a.key === null ? 1 : -1;
    } else {
      const byKey = compare(a.key, b.key);
      if (byKey !== 0) return byKey;
    }
    return collator.compare(a.station.name, b.station.name) || (a.station.cnpj < b.station.cnpj ? -1 : 1);
  });
  return keyed.map(({ station }) => station);
}

/**
 * For how many stations that sold both fuels ethanol paid off at their own
 * prices (`pays`), of how many sold both (`total`).
 */
export function stationShare(stations: readonly StationPrices[]): EthanolShare {
  const verdicts = stations.map(stationVerdict).filter((verdict) => verdict?.kind === "both");
  return { pays: verdicts.filter((verdict) => verdict.fuel === "ethanol").length, total: verdicts.length };
}

/** The station with the lowest price of `fuel` (ties as {@link sortStations}); null when none sold it. */
export function cheapestStation<S extends StationPrices & Pick<Station, "name" | "cnpj">>(
  stations: readonly S[],
  fuel: Fuel,
): S | null {
  const [first] = sortStations(stations, fuel);
  return first?.[fuel] ? first : null;
}
