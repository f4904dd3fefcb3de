/**
 * Numbers as Brazilians type them, read exactly. Built on
 * `@internationalized/number`'s pt-BR parser (the locale's own separators:
 * "." groups thousands, "," marks decimals), plus what people paste around
 * a number ("R$ 4,19", "8,5 km/l").
 */
import { NumberParser } from "@internationalized/number";
import { type Fraction, parseDecimal } from "./decimal.ts";

const parser = new NumberParser("pt-BR", { maximumFractionDigits: 20 });

/** Longest text read as a number; nobody types more into a form field. */
const MAX_LENGTH = 32;

/** The text without what people paste around a number: a currency sign, a unit, spaces. */
function stripDecoration(text: string): string {
  const trimmed = text.trim();
  const start = trimmed.search(/[\d,.+-]/);
  if (start < 0) return "";
  let end = trimmed.length;
  while (end > start && !/\d/.test(trimmed.charAt(end - 1))) end -= 1;
  return trimmed.slice(start, end).trim();
}

/**
 * A lone point that cannot group thousands ("8.5", "10.30", "13687.6": not
 * followed by exactly three digits) can only be the decimal point the
 * writer meant; it becomes the pt-BR comma. Anything else is left as it is.
 */
function pointAsDecimal(core: string): string {
  const [whole, fraction, ...rest] = core.split(".");
  if (core.includes(",") || fraction === undefined || rest.length > 0 || fraction.length === 3) return core;
  return `${whole},${fraction}`;
}

/**
 * Reads a quantity as written in Brazil: "1.000" is a thousand, "8,5" is
 * eight and a half, "10.300" km is ten thousand three hundred; a lone point
 * that cannot group thousands is a decimal point ("8.5", "13687.6"); "R$ "
 * and a trailing unit are ignored. Returns the exact decimal, or null for
 * empty text, words, exponents ("1e3") and anything the pt-BR parser
 * refuses. Never throws.
 */
export function parseLocaleNumber(text: string): Fraction | null {
  const core = pointAsDecimal(stripDecoration(text));
  if (core === "" || core.length > MAX_LENGTH || !parser.isValidPartialNumber(core)) return null;
  const value = parser.parse(core);
  return Number.isFinite(value) ? parseDecimal(value) : null;
}

/**
 * Reads a pump price in R$ per litre, however it was typed or pasted:
 * "4,19", "4.19", "R$ 4,19", "5,899". A price per litre has no thousands,
 * so a lone "." is a decimal point here, as "," is; with both ("1.234,56")
 * the pt-BR reading applies. Null when it is not a number. Never throws.
 */
export function parsePriceText(text: string): Fraction | null {
  const core = stripDecoration(text);
  const lonePoint = core.split(".").length === 2 && !core.includes(",");
  return parseLocaleNumber(lonePoint ? core.replace(".", ",") : core);
}
