/**
 * RSS 2.0 dates (RFC 822, with the four-digit years of RFC 1123), read
 * strictly: `Date.parse` would take "31 Feb" for 3 March and "2026" for a
 * date, and a news card must show the article's true date and time.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const ZONES: Record<string, string> = { GMT: "+00:00", UT: "+00:00", UTC: "+00:00", Z: "+00:00" };

const PATTERN =
  /^(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2})(?::(\d{2}))? ([+-]\d{4}|GMT|UTC|UT|Z)$/;

const pad = (value: number) => String(value).padStart(2, "0");

/** "-0300" → "-03:00"; null when the minutes or hours are out of range. */
function offset(zone: string): string | null {
  const named = ZONES[zone];
  if (named) return named;
  const hours = Number(zone.slice(1, 3));
  const minutes = Number(zone.slice(3));
  return hours <= 14 && minutes < 60 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : null;
}

/**
 * An RSS `pubDate` ("Thu, 18 Jun 2026 18:40:00 -0300") as ISO 8601 with its
 * own offset ("2026-06-18T18:40:00-03:00"): the time the agency wrote, in
 * its zone. Null for anything else: another format, a day the month does
 * not have, an hour past 23, a weekday that is not the date's.
 */
export function parseRfc822(text: string): string | null {
  const match = PATTERN.exec(text.trim().replace(/\s+/g, " "));
  if (!match) return null;
  const [, weekday, dayText, monthName = "", yearText, hourText, minuteText, secondText = "00", zone = ""] = match;
  const [day, month, year] = [Number(dayText), MONTHS.indexOf(monthName), Number(yearText)];
  const [hour, minute, second] = [Number(hourText), Number(minuteText), Number(secondText)];
  const calendar = new Date(0);
  calendar.setUTCFullYear(year, month, day);
  if (calendar.getUTCMonth() !== month || calendar.getUTCDate() !== day) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  if (weekday !== undefined && WEEKDAYS[calendar.getUTCDay()] !== weekday) return null;
  const zoneOffset = offset(zone);
  if (zoneOffset === null) return null;
  return `${yearText}-${pad(month + 1)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${zoneOffset}`;
}
