import { formatBrDate } from "#lib/format.ts";

/** Brasília's time zone: the agency's feed dates its articles in it ("-0300"), and the card says so. */
const BRASILIA = "America/Sao_Paulo";

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** The parts of `date` in `format`, by type ("day", "hour"…). */
function parts(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(date).map(({ type, value }) => [type, value]));
}

/**
 * A news item's own publication date as a card writes it: a day
 * ("2024-07-01") as "01/07/2024"; a date and time with its offset
 * ("2026-06-18T18:40:00-03:00") as "18/06/2026, às 18h40 (horário de
 * Brasília)", in Brasília's time whatever the visitor's zone. Null when
 * `published` is neither.
 */
export function formatPublished(published: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(published)) {
    const day = new Date(published);
    return Number.isNaN(day.getTime()) ? null : formatBrDate(day);
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(published)) return null;
  const time = Date.parse(published);
  if (Number.isNaN(time)) return null;
  dateTimeFormat ??= new Intl.DateTimeFormat("pt-BR", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: BRASILIA,
  });
  const { day, month, year, hour, minute } = parts(dateTimeFormat, new Date(time));
  return `${day}/${month}/${year}, às ${hour}h${minute} (horário de Brasília)`;
}
