/**
 * Exact decimal arithmetic for money and ratios, on BigInt fractions.
 * Binary floating point cannot represent 4.20 or 0.70 exactly, so
 * `4.2 / 6 <= 0.7` is false in JavaScript; these fractions make it true.
 */

/** An exact rational number `n / d` with `d > 0`. */
export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

/** Longest text accepted as a number: a price field never needs more. */
const MAX_LENGTH = 64;
const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Reads a decimal number exactly.
 * Accepts what a number field or a person produces: "5.899", "5,899",
 * " 4.2 ", "1e-3", or a finite JavaScript number (read through its shortest
 * decimal form, so 4.2 is exactly 42/10).
 * Returns null for empty text, words, non-finite values (NaN, "Infinity",
 * "1e309") and texts longer than 64 characters. It never throws.
 */
export function parseDecimal(value: string | number): Fraction | null {
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  let text = String(value).trim();
  if (text.length === 0 || text.length > MAX_LENGTH) return null;
  if (!text.includes(".") && text.split(",").length === 2) text = text.replace(",", ".");
  const match = DECIMAL_PATTERN.exec(text);
  if (!match || !Number.isFinite(Number(text))) return null;
  const [, sign = "", whole = "", fraction = "", exponent = "0"] = match;
  if (whole.length + fraction.length === 0) return null;
  const digits = BigInt(whole + fraction) * (sign === "-" ? -1n : 1n);
  const scale = Number(exponent) - fraction.length;
  return scale >= 0 ? { n: digits * 10n ** BigInt(scale), d: 1n } : { n: digits, d: 10n ** BigInt(-scale) };
}

/** a × b, exact. */
export function multiply(a: Fraction, b: Fraction): Fraction {
  return { n: a.n * b.n, d: a.d * b.d };
}

/** a ÷ b, exact. b must not be zero (the caller has checked it). */
export function divide(a: Fraction, b: Fraction): Fraction {
  const sign = b.n < 0n ? -1n : 1n;
  return { n: a.n * b.d * sign, d: a.d * b.n * sign };
}

/** a + b, exact. */
export function add(a: Fraction, b: Fraction): Fraction {
  return { n: a.n * b.d + b.n * a.d, d: a.d * b.d };
}

/** a − b, exact. */
export function subtract(a: Fraction, b: Fraction): Fraction {
  return { n: a.n * b.d - b.n * a.d, d: a.d * b.d };
}

/** −1, 0 or 1 as a is less than, equal to or greater than b. */
export function compare(a: Fraction, b: Fraction): -1 | 0 | 1 {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * Rounds to `decimals` places, half away from zero (the rounding of a
 * printed price), and returns it as a JavaScript number. Never returns -0.
 */
export function toRoundedNumber(value: Fraction, decimals: number): number {
  const scale = 10n ** BigInt(decimals);
  const magnitude = (value.n < 0n ? -value.n : value.n) * scale;
  const rounded = (2n * magnitude + value.d) / (2n * value.d);
  if (rounded === 0n) return 0;
  const sign = value.n < 0n ? -1 : 1;
  const number = Number(rounded) / Number(scale);
  // Beyond about 1.8 × 10^308 (or its scaled value) a double holds no figure: the largest one stands in, never ∞.
  return sign * (Number.isFinite(number) ? number : Math.min(Number(rounded / scale), Number.MAX_VALUE));
}

/**
 * The largest multiple of 10^-decimals that is ≤ value (rounding towards
 * −∞), as a JavaScript number; with `strict`, the largest that is < value.
 * E.g. floorTo(4.193, 2) = 4.19; floorTo(6, 2, strict) = 5.99.
 */
export function floorTo(value: Fraction, decimals: number, strict = false): number {
  const scale = 10n ** BigInt(decimals);
  const scaled = value.n * scale;
  let units = scaled / value.d;
  if (scaled < 0n && scaled % value.d !== 0n) units -= 1n;
  if (strict && units * value.d === scaled) units -= 1n;
  return units === 0n ? 0 : Number(units) / Number(scale);
}

/**
 * A decimal as machines write it, the way a number field, an address, a
 * stored record and the data files hold it: rounded half away from zero to
 * three decimals (pumps post up to R$ 5,899; a form takes at most three),
 * "." as the decimal point, no trailing zeros: 4,19 → "4.19", 6 → "6",
 * 10300 → "10300", "110,10" → "110.1". Exact for any value of at most three
 * decimals below 10^12 (its thousandths fit a double's 53 bits).
 */
export function decimalText(value: Fraction): string {
  return String(toRoundedNumber(value, 3));
}
