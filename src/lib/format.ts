import { type Fraction, toRoundedNumber } from "./decimal.ts";

/**
 * pt-BR formatting for money and dates, on the platform's Intl (CLDR data),
 * so separators and wording match what Brazilians read everywhere else.
 * Each formatter is built on first use: building the first one loads the
 * locale's data (docs/speed-findings.md, "The first number format"), which a script evaluated
 * before the first paint must not pay for (the calculator's inline script,
 * integrations/inline-scripts.ts); and a bundle keeps only those it uses.
 */

/** A value built on first use, then kept. */
function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

const brl = /* @__PURE__ */ onFirstUse(
  () =>
    new Intl.NumberFormat("pt-BR", {
      style: "currency",
      currency: "BRL",
      signDisplay: "negative",
    }),
);

/**
 * Formats reais with two decimals: 0.5 → "R$ 0,50", 1234.5 → "R$ 1.234,50".
 * The space after "R$" is a no-break space (U+00A0), as CLDR writes it.
 * Negative zero prints as "R$ 0,00"; non-finite input throws a RangeError,
 * because a price shown to a driver must never read "NaN" or "∞".
 */
export function formatBRL(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  return brl().format(value);
}

const pumpPrice = /* @__PURE__ */ onFirstUse(
  () =>
    new Intl.NumberFormat("pt-BR", {
      style: "currency",
      currency: "BRL",
      minimumFractionDigits: 2,
      maximumFractionDigits: 3,
    }),
);

/**
 * Formats a pump price in R$ per litre as posted, with two or three
 * decimals: 3.99 → "R$ 3,99", 5.899 → "R$ 5,899" (exact: read from the
 * fraction, rounded half-up at the third decimal only if it has more).
 */
export function formatPricePerLitre(price: Fraction): string {
  return pumpPrice().format(toRoundedNumber(price, 3));
}

const integer = /* @__PURE__ */ onFirstUse(() => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 }));

/**
 * A whole number with pt-BR digit grouping, for a count (stations, rows,
 * states): 7 → "7", 1184 → "1.184", 12345678 → "12.345.678"; a fraction is
 * rounded half away from zero (2.5 → "3"). Non-finite input throws a
 * RangeError.
 */
export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite count: ${value}`);
  return integer().format(value);
}

const percent = /* @__PURE__ */ onFirstUse(
  () => new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 }),
);

/**
 * Formats a ratio as a pt-BR percentage with at most one decimal:
 * 0.686 → "68,6%", 0.7 → "70%". Non-finite input throws a RangeError.
 */
export function formatPercent(ratio: number): string {
  if (!Number.isFinite(ratio)) throw new RangeError(`Not a finite ratio: ${ratio}`);
  return percent().format(ratio);
}

const percentColumn = /* @__PURE__ */ onFirstUse(
  () =>
    new Intl.NumberFormat("pt-BR", {
      style: "percent",
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
);

/**
 * Formats a ratio for a table column: a pt-BR percentage with always one
 * decimal, 0.64 → "64,0%", 0.711 → "71,1%", so that a column reads evenly
 * ({@link formatPercent} drops a zero decimal, which suits a sentence).
 * Non-finite input throws a RangeError.
 */
export function formatPercentColumn(ratio: number): string {
  if (!Number.isFinite(ratio)) throw new RangeError(`Not a finite ratio: ${ratio}`);
  return percentColumn().format(ratio);
}

/** A text with its first letter upper-cased, for a clause that opens a sentence: "o etanol compensa" → "O etanol compensa". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const relativeTime = /* @__PURE__ */ onFirstUse(() => new Intl.RelativeTimeFormat("pt-BR", { numeric: "always" }));

/**
 * Units of a relative date, each with its length in seconds, largest first;
 * built on first use, so that a bundle that never formats a relative date
 * (the calculator's inline script) drops it.
 */
const units = /* @__PURE__ */ onFirstUse((): ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> => [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
]);

/**
 * Says how long ago an ISO 8601 date was, in pt-BR: "há 5 segundos",
 * "há 2 horas", "há 3 dias" (a news card shows its date as "há X", and
 * "Data inválida" for a date it cannot read), in the largest whole unit.
 * `now` is the reference instant. Anything under a second, or in the future
 * (a clock set wrong), reads "há 1 segundo" (pt-BR says "há 0 segundo",
 * which reads as a mistake); a date that cannot be parsed reads "Data inválida".
 */
export function formatRelativeDate(iso: string, now: Date): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time) || Number.isNaN(now.getTime())) return "Data inválida";
  const seconds = Math.max(1, Math.floor((now.getTime() - time) / 1000));
  const [unit, length] = units().find(([, size]) => seconds >= size) ?? ["second", 1];
  return relativeTime().format(-Math.floor(seconds / length), unit);
}

const calendarDate = /* @__PURE__ */ onFirstUse(
  () =>
    new Intl.DateTimeFormat("pt-BR", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    }),
);

/**
 * A calendar date as Brazilians write it, "dd/mm/yyyy" (a blog post's
 * date): 2026-11-10 → "10/11/2026". Read in UTC, as Markdown front
 * matter dates are. An invalid date throws a RangeError.
 */
export function formatBrDate(date: Date): string {
  return calendarDate().format(date);
}

const longDate = /* @__PURE__ */ onFirstUse(
  () =>
    new Intl.DateTimeFormat("pt-BR", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
);

/** A date in words, "10 de novembro de 2026" (UTC). An invalid date throws a RangeError. */
export function formatLongDate(date: Date): string {
  return longDate().format(date);
}
