/**
 * How /dados lists every kept week: a link per week to its page, grouped by
 * year, newest first (docs/decisions/0007-open-data-pages.md).
 */
import type { OpenDataWeek } from "./datapackage.ts";

/** The anchor of the list of every kept week on /dados ("/dados#pesquisas"), which each week page links to. */
export const ALL_WEEKS_ID = "pesquisas";

/** The weeks of one year, in the order they were given. */
export interface YearOfWeeks<Week> {
  /** "2026". */
  readonly year: string;
  readonly weeks: readonly Week[];
}

/**
 * `weeks` grouped by the year of each week's Saturday, the day its survey
 * closes (the week of 28/12/2025 to 03/01/2026 is one of 2026's), the
 * groups in the order of their first week and each group's weeks in the
 * order given: newest first in, newest year first out. Nothing is dropped
 * or repeated.
 */
export function weeksByYear<Week extends { readonly week: OpenDataWeek }>(weeks: readonly Week[]): YearOfWeeks<Week>[] {
  const years = new Map<string, Week[]>();
  for (const entry of weeks) {
    const year = entry.week.end.slice(0, 4);
    const group = years.get(year);
    if (group) group.push(entry);
    else years.set(year, [entry]);
  }
  return [...years].map(([year, grouped]) => ({ year, weeks: grouped }));
}
