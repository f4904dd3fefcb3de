/**
 * The device's local calendar day of `date`, ISO ("2026-11-24"): the day the
 * driver sees on the phone, not the UTC day (at 22:30 in Brasília it is
 * already tomorrow in UTC). Dates a fill-up, a copy and the copy's file name.
 */
export function localDay(date: Date): string {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
