import {
  compare,
  divide,
  type Fraction,
  multiply,
  parseDecimal,
  subtract,
  toRoundedNumber,
} from "../../lib/decimal";

/** The two fuels a flex car takes, named as the site shows them (spec §3). */
export type Fuel = "Etanol" | "Gasolina";

/**
 * The 70% rule: ethanol pays off while it costs at most 70% of gasoline,
 * because a litre of ethanol takes a flex car about 30% less far
 * (spec §9; Inmetro's PBEV consumption tables put most cars near 70%).
 */
export const ETHANOL_THRESHOLD: Fraction = { n: 7n, d: 10n };

/** Which of the two price fields held an unusable value. */
export type PriceField = "ethanol" | "gasoline";

/** Outcome of {@link compareFuels}. */
export type FuelComparison =
  | {
      ok: true;
      fuel: Fuel;
      /** Estimated saving in R$ per litre, rounded to cents, always ≥ 0 (spec §9). */
      savingsPerLitre: number;
    }
  | { ok: false; invalid: PriceField[] };

/**
 * Highest price accepted, in R$ per litre. No pump comes near it; the cap
 * keeps every derived figure finite and readable (never "R$ ∞").
 */
export const MAX_PRICE: Fraction = { n: 1_000_000n, d: 1n };

/**
 * Reads a pump price in R$ per litre: a finite decimal greater than zero
 * (spec §5) and at most {@link MAX_PRICE}. Accepts three decimals
 * (R$ 5,899) and a decimal comma. Returns null for anything else.
 */
export function parsePrice(value: string | number): Fraction | null {
  const price = parseDecimal(value);
  return price && price.n > 0n && compare(price, MAX_PRICE) <= 0 ? price : null;
}

/**
 * Decides which fuel is the better buy by the 70% rule (spec §9).
 * Prices are R$ per litre, as typed or as numbers; the comparison is exact
 * on the decimals, so 4,20 against 6,00 (exactly 70%) gives Etanol.
 * Savings per litre:
 * - ethanol wins: gasoline × 0,7 − ethanol;
 * - gasoline wins: ethanol ÷ 0,7 − gasoline.
 * Throws nothing: unusable prices yield `{ ok: false }` naming the fields.
 */
export function compareFuels(
  ethanolPrice: string | number,
  gasolinePrice: string | number,
): FuelComparison {
  const ethanol = parsePrice(ethanolPrice);
  const gasoline = parsePrice(gasolinePrice);
  if (!ethanol || !gasoline) {
    const invalid: PriceField[] = [];
    if (!ethanol) invalid.push("ethanol");
    if (!gasoline) invalid.push("gasoline");
    return { ok: false, invalid };
  }
  const ratio = divide(ethanol, gasoline);
  const ethanolWins = compare(ratio, ETHANOL_THRESHOLD) <= 0;
  const savings = ethanolWins
    ? subtract(multiply(gasoline, ETHANOL_THRESHOLD), ethanol)
    : subtract(divide(ethanol, ETHANOL_THRESHOLD), gasoline);
  return {
    ok: true,
    fuel: ethanolWins ? "Etanol" : "Gasolina",
    savingsPerLitre: toRoundedNumber(savings, 2),
  };
}
