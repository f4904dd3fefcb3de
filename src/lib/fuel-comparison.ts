import {
  add,
  compare,
  divide,
  floorTo,
  type Fraction,
  multiply,
  parseDecimal,
  subtract,
  toRoundedNumber,
} from "./decimal.ts";
import type { Fuel } from "./fuels.ts";

/**
 * The 70% rule: ethanol pays off while it costs at most 70% of gasoline
 * (exactly 70% is ethanol), because a litre of ethanol takes a flex car
 * about 30% less far (Inmetro's PBEV consumption tables put most cars near
 * 70%).
 */
export const ETHANOL_THRESHOLD: Fraction = { n: 7n, d: 10n };

/** Tank size assumed when the driver gives none, in litres (a typical compact car). */
const DEFAULT_TANK_LITRES: Fraction = { n: 50n, d: 1n };

/** Outcome of {@link compareFuels}. */
export type FuelComparison =
  | {
      ok: true;
      fuel: Fuel;
      /** Estimated saving in R$ per litre, rounded to cents (shown with two decimals), always ≥ 0. */
      savingsPerLitre: number;
    }
  | { ok: false; invalid: Fuel[] };

/** Reads a positive decimal no greater than `max`; null for anything else. */
function parseBounded(value: string | number, max: Fraction): Fraction | null {
  const number = parseDecimal(value);
  return number && number.n > 0n && compare(number, max) <= 0 ? number : null;
}

/**
 * Highest price accepted, in R$ per litre. No pump comes near it; the cap
 * keeps every derived figure finite and readable (never "R$ ∞").
 */
const MAX_PRICE: Fraction = { n: 1_000_000n, d: 1n };

/**
 * Reads a pump price in R$ per litre: a finite decimal greater than zero
 * (a price is valid only as a number above zero) and at most
 * {@link MAX_PRICE}. Accepts three decimals (R$ 5,899) and a decimal comma.
 * Returns null for anything else. (The plausible range of a price, which the
 * calculator questions rather than computes, is src/lib/plausibility.ts.)
 */
export function parsePrice(value: string | number): Fraction | null {
  return parseBounded(value, MAX_PRICE);
}

/**
 * The driver's own break-even ratio: ethanol km/l ÷ gasoline km/l.
 * Ethanol pays off while its price is at most this share of gasoline's,
 * since then its cost per km (price ÷ km/l) is no higher.
 */
export function carThreshold(ethanolKmPerLitre: Fraction, gasolineKmPerLitre: Fraction): Fraction {
  return divide(ethanolKmPerLitre, gasolineKmPerLitre);
}

/** A car's consumption with each fuel, in km/l. */
export interface KmPerLitre {
  ethanol: Fraction;
  gasoline: Fraction;
}

/**
 * The threshold that decides: the car's own {@link carThreshold} when its
 * consumption is known, otherwise the 70% rule.
 */
export function effectiveThreshold(kmPerLitre: KmPerLitre | null | undefined): Fraction {
  return kmPerLitre ? carThreshold(kmPerLitre.ethanol, kmPerLitre.gasoline) : ETHANOL_THRESHOLD;
}

/** Which of a car's official figures drive the verdict: city, highway, or the two combined. */
export type DrivingCycle = "city" | "highway" | "mixed";

/**
 * Share of city driving in the combined ("misto") figure: 55% city, 45%
 * highway, weighted on fuel used per km (litres per km), never as an
 * arithmetic mean of km/l. Source: the combined-cycle weighting of the US
 * EPA (40 CFR 600.210), with which the PBE Veicular's combined energy figure
 * is described. Inmetro's own regulation text (Portaria Inmetro nº 377/2011
 * and its revisions) could not be retrieved to quote here; if it gives
 * another split, this constant is the one place to change.
 */
export const MIXED_CITY_SHARE: Fraction = { n: 55n, d: 100n };

/**
 * The combined consumption in km/l of a car that does `city` km/l in town
 * and `highway` km/l on the road, driving 55% of its km in town:
 * 1 ÷ (0.55 ÷ city + 0.45 ÷ highway). Exact; both inputs must be > 0.
 */
export function mixedKmPerLitre(city: Fraction, highway: Fraction): Fraction {
  const highwayShare = subtract({ n: 1n, d: 1n }, MIXED_CITY_SHARE);
  return divide({ n: 1n, d: 1n }, add(divide(MIXED_CITY_SHARE, city), divide(highwayShare, highway)));
}

/** A car's four official figures in km/l (Inmetro's PBE Veicular table). */
export interface CycleKmPerLitre {
  ethanolCity: Fraction;
  ethanolHighway: Fraction;
  gasolineCity: Fraction;
  gasolineHighway: Fraction;
}

/** The car's km/l with each fuel for one driving cycle (see {@link mixedKmPerLitre} for "mixed"). */
export function cycleKmPerLitre(figures: CycleKmPerLitre, cycle: DrivingCycle): KmPerLitre {
  if (cycle === "city") return { ethanol: figures.ethanolCity, gasoline: figures.gasolineCity };
  if (cycle === "highway") return { ethanol: figures.ethanolHighway, gasoline: figures.gasolineHighway };
  return {
    ethanol: mixedKmPerLitre(figures.ethanolCity, figures.ethanolHighway),
    gasoline: mixedKmPerLitre(figures.gasolineCity, figures.gasolineHighway),
  };
}

/**
 * Exact saving per litre for valid prices under `threshold`: the 70% rule's
 * saving (gasoline × 0,7 − ethanol when ethanol wins, ethanol ÷ 0,7 −
 * gasoline otherwise) with the car's own threshold in place of 0,7.
 */
function exactSavings(ethanol: Fraction, gasoline: Fraction, threshold: Fraction): { fuel: Fuel; perLitre: Fraction } {
  const ethanolWins = compare(multiply(gasoline, threshold), ethanol) >= 0;
  return ethanolWins
    ? { fuel: "ethanol", perLitre: subtract(multiply(gasoline, threshold), ethanol) }
    : { fuel: "gasoline", perLitre: subtract(divide(ethanol, threshold), gasoline) };
}

/** Outcome of {@link parsePrices}: both prices, or the fields that were unusable. */
type ParsedPrices = { ok: true; ethanol: Fraction; gasoline: Fraction } | { ok: false; invalid: Fuel[] };

/** Reads the pair of prices (R$ per litre) the driver typed; names every one that is not a number above zero. */
function parsePrices(ethanolPrice: string | number, gasolinePrice: string | number): ParsedPrices {
  const ethanol = parsePrice(ethanolPrice);
  const gasoline = parsePrice(gasolinePrice);
  if (ethanol && gasoline) return { ok: true, ethanol, gasoline };
  const invalid: Fuel[] = [];
  if (!ethanol) invalid.push("ethanol");
  if (!gasoline) invalid.push("gasoline");
  return { ok: false, invalid };
}

/**
 * Decides which fuel is the better buy by the 70% rule. Prices are R$ per litre,
 * as typed or as numbers; the comparison is exact on the decimals, so
 * 4,20 against 6,00 (exactly 70%) gives Etanol. `threshold` is the 70%
 * rule unless the driver's own {@link carThreshold} is given.
 * Savings per litre:
 * - ethanol wins (ethanol ≤ gasoline × threshold): gasoline × threshold − ethanol;
 * - gasoline wins: ethanol ÷ threshold − gasoline.
 * Throws nothing: unusable prices yield `{ ok: false }` naming the fields.
 */
export function compareFuels(
  ethanolPrice: string | number,
  gasolinePrice: string | number,
  threshold: Fraction = ETHANOL_THRESHOLD,
): FuelComparison {
  const prices = parsePrices(ethanolPrice, gasolinePrice);
  if (!prices.ok) return prices;
  const { fuel, perLitre } = exactSavings(prices.ethanol, prices.gasoline, threshold);
  return { ok: true, fuel, savingsPerLitre: toRoundedNumber(perLitre, 2) };
}

/** Ethanol price ÷ gasoline price, rounded to 4 decimals (0.6864 reads "68,6%"). */
export function priceRatio(ethanol: Fraction, gasoline: Fraction): number {
  return toRoundedNumber(divide(ethanol, gasoline), 4);
}

/**
 * Highest ethanol price, in whole cents, at which ethanol still pays off
 * against this gasoline price: gasoline × threshold, rounded down
 * ("O etanol compensa até R$ 4,20" for gasoline at R$ 6,00).
 */
export function ethanolBreakEven(gasoline: Fraction, threshold: Fraction = ETHANOL_THRESHOLD): number {
  return floorTo(multiply(gasoline, threshold), 2);
}

/**
 * Highest gasoline price, in whole cents, at which gasoline pays off
 * against this ethanol price: strictly below ethanol ÷ threshold, since
 * at exactly the threshold the rule picks ethanol
 * ("A gasolina compensa até R$ 5,99" for ethanol at R$ 4,20).
 */
export function gasolineBreakEven(ethanol: Fraction, threshold: Fraction = ETHANOL_THRESHOLD): number {
  return floorTo(divide(ethanol, threshold), 2, true);
}

/** The optional figures that turn a saving per litre into reais. */
export interface SavingsInput {
  ethanolPrice: Fraction;
  gasolinePrice: Fraction;
  /** Litres of a full tank; {@link DEFAULT_TANK_LITRES} when absent. */
  tankLitres?: Fraction | null;
  /** The car's consumption; without it the 70% rule applies and no month is estimated. */
  kmPerLitre?: KmPerLitre | null;
  kmPerMonth?: Fraction | null;
}

/** What a driver saves by choosing the winning fuel, in R$ rounded to cents (all ≥ 0). */
export interface SavingsPlan {
  fuel: Fuel;
  /** The threshold used: the 70% rule or the car's own ratio. */
  threshold: number;
  thresholdSource: "rule" | "car";
  savingsPerLitre: number;
  tankLitres: number;
  /** Saving on one full tank of the winning fuel: litres × saving per litre. */
  perTank: number;
  /** With km per month and km/l: (km ÷ km/l of the winning fuel) × saving per litre. */
  perMonth: number | null;
  /** 12 × the exact monthly saving. */
  perYear: number | null;
}

/**
 * Savings per litre, per full tank and, with km per month and the car's
 * km/l, per month and per year. A full tank of L litres of the winning fuel
 * replaces the same distance on the other fuel, so it saves L × the saving
 * per litre; a month of M km burns M ÷ km/l litres of it. Exact until the
 * final rounding to cents.
 */
export function savingsPlan(input: SavingsInput): SavingsPlan {
  const { ethanolPrice, gasolinePrice, kmPerLitre, kmPerMonth } = input;
  const tankLitres = input.tankLitres ?? DEFAULT_TANK_LITRES;
  const threshold = effectiveThreshold(kmPerLitre);
  const { fuel, perLitre } = exactSavings(ethanolPrice, gasolinePrice, threshold);
  const monthly = kmPerLitre && kmPerMonth ? multiply(divide(kmPerMonth, kmPerLitre[fuel]), perLitre) : null;
  return {
    fuel,
    threshold: toRoundedNumber(threshold, 4),
    thresholdSource: kmPerLitre ? "car" : "rule",
    savingsPerLitre: toRoundedNumber(perLitre, 2),
    tankLitres: toRoundedNumber(tankLitres, 2),
    perTank: toRoundedNumber(multiply(tankLitres, perLitre), 2),
    perMonth: monthly && toRoundedNumber(monthly, 2),
    perYear: monthly && toRoundedNumber(multiply(monthly, { n: 12n, d: 1n }), 2),
  };
}

/** A calculation as the calculator shows it: the plan, the ratio and the exact prices compared. */
export type Calculation =
  | {
      ok: true;
      plan: SavingsPlan;
      /** Ethanol ÷ gasoline price, rounded to 4 decimals. */
      ratio: number;
      /** The prices compared, exact, in R$ per litre. */
      ethanolPrice: Fraction;
      gasolinePrice: Fraction;
    }
  | { ok: false; invalid: Fuel[] };

/**
 * The calculator's whole computation, in one pass: reads the two typed
 * prices once and, when both are usable, decides once ({@link savingsPlan},
 * with the car's figures when given) and gives the ratio. Prices that are not
 * numbers above zero yield `{ ok: false }` naming the fields. Throws nothing.
 */
export function calculate(
  ethanolPrice: string | number,
  gasolinePrice: string | number,
  car: Omit<SavingsInput, "ethanolPrice" | "gasolinePrice"> = {},
): Calculation {
  const prices = parsePrices(ethanolPrice, gasolinePrice);
  if (!prices.ok) return prices;
  return {
    ok: true,
    plan: savingsPlan({ ethanolPrice: prices.ethanol, gasolinePrice: prices.gasoline, ...car }),
    ratio: priceRatio(prices.ethanol, prices.gasoline),
    ethanolPrice: prices.ethanol,
    gasolinePrice: prices.gasoline,
  };
}
