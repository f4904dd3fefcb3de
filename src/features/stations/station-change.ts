/**
 * A station's change since the previous survey the site keeps: each fuel's
 * price this week with its change in R$ per litre, and whether its own
 * verdict by the 70% rule flipped. Exact on the decimals: the prices are
 * the ANP's decimal texts, subtracted as BigInt fractions (never floating
 * point), and the verdicts come from `stationVerdict` (exactly 70% is
 * ethanol). The sentences that say it are in station-messages.ts.
 * Source: ANP – Levantamento de Preços de Combustíveis, postos revendedores.
 */
import type { Station } from "#data/build/stations.ts";
import { type Fraction, parseDecimal, subtract } from "#lib/decimal.ts";
import type { Fuel } from "#lib/fuels.ts";
import { stationVerdict } from "./station-ranking.ts";

/** What a station sold in one survey: each fuel's price and collection day, null for a fuel it did not sell. */
export type StationPrices = Pick<Station, "ethanol" | "gasoline">;

/**
 * A fuel at a station this week and its change since the previous survey:
 * R$/l exact decimal text; change signed decimal text ("-0.10", "0.00",
 * "0.05"), null when the fuel was not sold in the previous survey.
 */
export interface FuelChange {
  readonly price: string;
  readonly change: string | null;
}

/**
 * A station's week against the previous survey: "new" when the previous
 * survey did not have it; otherwise each fuel it sold this week (null for
 * a fuel it did not) with its change, and `flip`, the fuel that now pays
 * off when it sold both fuels in both surveys and its verdict changed (else null).
 */
export type StationChange =
  | { readonly kind: "new" }
  | {
      readonly kind: "kept";
      readonly ethanol: FuelChange | null;
      readonly gasoline: FuelChange | null;
      readonly flip: Fuel | null;
    };

/** Decimal places of a decimal text as the pipeline writes it ("4.19" → 2, "6" → 0). */
function places(text: string): number {
  return text.split(".")[1]?.length ?? 0;
}

/**
 * An exact difference of two decimals as signed decimal text with at least
 * two places, more only when the prices have them: "-0.10", "0.00", "0.05",
 * "-0.005". `decimals` is the larger number of places of the two prices, so
 * the difference is a whole number of units of 10^-decimals.
 */
function signedDecimal(value: Fraction, decimals: number): string {
  const scale = Math.max(2, decimals);
  const units = (value.n * 10n ** BigInt(scale)) / value.d;
  const magnitude = (units < 0n ? -units : units).toString().padStart(scale + 1, "0");
  return `${units < 0n ? "-" : ""}${magnitude.slice(0, -scale)}.${magnitude.slice(-scale)}`;
}

/** One fuel this week against the previous survey's price of it; null when the station did not sell it this week. */
function fuelChange(current: StationPrices, previous: StationPrices, fuel: Fuel): FuelChange | null {
  const now = current[fuel]?.price;
  if (!now) return null;
  const before = previous[fuel]?.price;
  const [a, b] = [parseDecimal(now), before ? parseDecimal(before) : null];
  if (!a || !b || !before) return { price: now, change: null };
  return { price: now, change: signedDecimal(subtract(a, b), Math.max(places(now), places(before))) };
}

/** The fuel that pays off at a station that sold both, by its own prices; null when it did not sell both. */
function bothVerdict(prices: StationPrices): Fuel | null {
  const verdict = stationVerdict(prices);
  return verdict?.kind === "both" ? verdict.fuel : null;
}

/**
 * A station's change since the previous survey. `previous` is the same
 * station (same CNPJ) in the previous survey the site keeps, null when it
 * was not in it ("new"). Each fuel sold this week has its price and, when
 * it was also sold then, the exact change in R$/l (this week's price minus
 * the previous one); `flip` names the fuel that now pays off when both
 * fuels were sold in both surveys and the station's verdict changed.
 */
export function stationChange(current: StationPrices, previous: StationPrices | null): StationChange {
  if (!previous) return { kind: "new" };
  const [now, before] = [bothVerdict(current), bothVerdict(previous)];
  return {
    kind: "kept",
    ethanol: fuelChange(current, previous, "ethanol"),
    gasoline: fuelChange(current, previous, "gasoline"),
    flip: now && before && now !== before ? now : null,
  };
}
