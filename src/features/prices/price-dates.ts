/**
 * Dates of the ANP price data, in words and in pt-BR, and the rule that
 * says when the figures are too old to be taken as today's prices.
 * Source of the dates: ANP – Levantamento de Preços de Combustíveis
 * (the weekly survey's Sunday-to-Saturday week, the monthly series' months).
 */
import { formatBrDate } from "#lib/format.ts";

/** Days after which the survey no longer reads as current and the pages say so. */
export const STALE_AFTER_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO calendar date ("2026-06-13") or month ("2026-06") as a UTC instant at 00:00 of its first day. */
function isoToDate(iso: string): Date {
  return new Date(`${iso.length === 7 ? `${iso}-01` : iso}T00:00:00Z`);
}

const monthYear = new Intl.DateTimeFormat("pt-BR", { month: "long", year: "numeric", timeZone: "UTC" });
const numericMonth = new Intl.DateTimeFormat("pt-BR", { month: "2-digit", year: "numeric", timeZone: "UTC" });
const dayMonth = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", timeZone: "UTC" });

/** A month in words, from an ISO month or date: "2026-06" → "junho de 2026". */
export function formatMonth(iso: string): string {
  return monthYear.format(isoToDate(iso));
}

/** A month in figures, from an ISO month: "2026-06" → "06/2026" (for tables). */
export function formatNumericMonth(iso: string): string {
  return numericMonth.format(isoToDate(iso));
}

/**
 * The survey week as Brazilians write a date range, from its ISO first and
 * last day: "2026-06-07", "2026-06-13" → "7 a 13/06/2026"; across months
 * "28/06 a 04/07/2026"; across years "28/12/2025 a 03/01/2026".
 */
export function formatSurveyWeek(weekStart: string, weekEnd: string): string {
  const start = isoToDate(weekStart);
  const end = isoToDate(weekEnd);
  const last = formatBrDate(end);
  if (start.getUTCFullYear() !== end.getUTCFullYear()) return `${formatBrDate(start)} a ${last}`;
  if (start.getUTCMonth() !== end.getUTCMonth()) return `${dayMonth.format(start)} a ${last}`;
  return `${start.getUTCDate()} a ${last}`;
}

/**
 * Days after the survey's last day during which the pages may call it
 * "a semana" ("O veredito da semana", "nesta semana"); after them they
 * name the survey week instead ("pesquisa de 7 a 13/06/2026"). The ANP
 * publishes each week's survey within a few days, so a survey more than
 * 10 days old means at least one newer week is out, or none was built.
 */
export const CURRENT_FOR_DAYS = 10;

/**
 * The last instant at which data whose last day is `lastDate` (ISO
 * "yyyy-mm-dd", read as 00:00 UTC of that day) is at most `days` days old:
 * that instant plus `days` × 24 h. After it, the data is older.
 */
export function freshUntil(lastDate: string, days: number): Date {
  return new Date(isoToDate(lastDate).getTime() + days * DAY_MS);
}

/**
 * Whether a survey whose week ended on `weekEnd` still reads as "this
 * week" at `now`: at most {@link CURRENT_FOR_DAYS} days after its last day
 * ({@link freshUntil}); exactly 10 days later still does. An invalid clock
 * reads as not current: naming the survey week is true on any day.
 */
export function isSurveyCurrent(weekEnd: string, now: Date): boolean {
  return now.getTime() <= freshUntil(weekEnd, CURRENT_FOR_DAYS).getTime();
}

/**
 * The notice the price pages show when their data is old: when `now` is
 * more than 30 days (30 × 24 h) after `lastDate`, "Dados de junho de 2026:
 * confira o preço na bomba"; otherwise null. `lastDate` is the last day
 * the data covers, ISO "yyyy-mm-dd" (the survey week's Saturday), read as
 * 00:00 UTC of that day; exactly 30 days later is still current.
 */
export function staleDataNotice(lastDate: string, now: Date): string | null {
  if (!(now.getTime() > freshUntil(lastDate, STALE_AFTER_DAYS).getTime())) return null;
  return staleNoticeText(lastDate);
}

/** The words of the stale-data notice: "Dados de junho de 2026: confira o preço na bomba". */
export function staleNoticeText(lastDate: string): string {
  return `Dados de ${formatMonth(lastDate)}: confira o preço na bomba`;
}
