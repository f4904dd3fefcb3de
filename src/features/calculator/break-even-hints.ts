/**
 * The live hints under the price fields ("O etanol compensa até R$ 4,20"
 * under ethanol once a gasoline price is typed, "A gasolina compensa até
 * R$ 5,99" under gasoline once an ethanol price is), and the stored form of
 * the threshold they use before the island has hydrated: one definition for
 * the island and for the page's inline script (island/early-hints.ts, which
 * reads it from the device), so that the island takes the hints over with no
 * visible change.
 */
import { compare, type Fraction } from "#lib/decimal.ts";
import { ethanolBreakEven, gasolineBreakEven, parsePrice } from "#lib/fuel-comparison.ts";
import type { Fuel } from "#lib/fuels.ts";
import { KM_PER_LITRE_RANGE } from "#lib/plausibility.ts";
import { ethanolBreakEvenHint, gasolineBreakEvenHint } from "./messages.ts";

/**
 * localStorage key of the threshold that decides instead of the 70% rule
 * (the driver's km/l, a car from Inmetro's table or the fill-up log), as
 * the island last computed it: exact fraction text, "3/4" for 75%.
 */
export const REMEMBERED_THRESHOLD_KEY = "limite_do_carro";

/** Longest numerator or denominator kept, in digits: a ratio of two km/l with a few decimals needs far fewer. */
const MAX_DIGITS = 40;
const THRESHOLD_PATTERN = new RegExp(`^(\\d{1,${MAX_DIGITS}})/(\\d{1,${MAX_DIGITS}})$`);

/**
 * The hint under each field for the fields' text as typed (R$ per litre,
 * "4.19"): the other fuel's price gives this fuel's break-even price under
 * `threshold` (ethanol ÷ gasoline price at which ethanol still pays off);
 * null while the other field holds no valid price.
 */
export function breakEvenHints(prices: Record<Fuel, string>, threshold: Fraction): Record<Fuel, string | null> {
  const ethanol = parsePrice(prices.ethanol);
  const gasoline = parsePrice(prices.gasoline);
  return {
    ethanol: gasoline && ethanolBreakEvenHint(ethanolBreakEven(gasoline, threshold)),
    gasoline: ethanol && gasolineBreakEvenHint(gasolineBreakEven(ethanol, threshold)),
  };
}

/** A threshold as stored under {@link REMEMBERED_THRESHOLD_KEY}: "3/4". */
export function thresholdText(threshold: Fraction): string {
  return `${threshold.n}/${threshold.d}`;
}

/** The most a car's own threshold can be: the plausible km/l range's widest ratio (40 ÷ 2). */
const MAX_THRESHOLD: Fraction = {
  n: KM_PER_LITRE_RANGE.max.n * KM_PER_LITRE_RANGE.min.d,
  d: KM_PER_LITRE_RANGE.max.d * KM_PER_LITRE_RANGE.min.n,
};

/**
 * Reads a stored threshold ("3/4"); null for anything else (nothing
 * stored, another shape, zero, or a ratio no plausible pair of km/l gives:
 * outside 2 ÷ 40 to 40 ÷ 2). Never throws.
 */
export function parseThresholdText(text: string | null): Fraction | null {
  const match = text === null ? null : THRESHOLD_PATTERN.exec(text);
  if (!match) return null;
  const threshold = { n: BigInt(match[1] ?? "0"), d: BigInt(match[2] ?? "0") };
  if (threshold.n === 0n || threshold.d === 0n) return null;
  const min = { n: MAX_THRESHOLD.d, d: MAX_THRESHOLD.n };
  return compare(threshold, min) >= 0 && compare(threshold, MAX_THRESHOLD) <= 0 ? threshold : null;
}
