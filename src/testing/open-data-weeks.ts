/**
 * Kept weeks of open data made up for tests: `count` consecutive survey
 * weeks, newest first, each with its six files at made-up sizes, named as
 * the pages name them. For tests of how /dados and its nodes grow with the
 * weeks kept, not of any week's figures.
 */
import { type FileFacts, type WeekFiles } from "#features/open-data/datapackage.ts";
import { FORMATS } from "#features/open-data/open-data-files.ts";
import { TABLES } from "#features/open-data/open-data-tables.ts";
import { formatSurveyWeek } from "#features/prices/price-dates.ts";

const DAY_MS = 86_400_000;

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The six files of a week: each table in CSV and JSON, 1 MB and 10 rows each. */
const FILES: readonly FileFacts[] = TABLES.flatMap((table) =>
  FORMATS.map((format): FileFacts => ({
    file: `${table.name}.${format}`,
    table: table.name,
    format,
    bytes: 1_000_000,
    sha256: "a".repeat(64),
    rows: 10,
  })),
);

/** `count` weeks, newest first, the newest starting on the Sunday `newest` (ISO day). */
export function syntheticWeekFiles(count: number, newest = "2026-06-14"): WeekFiles[] {
  const first = Date.parse(`${newest}T00:00:00Z`);
  const weeks = Array.from({ length: count }, (_, index) => {
    const sunday = first - index * 7 * DAY_MS;
    return { start: day(sunday), end: day(sunday + 6 * DAY_MS) };
  });
  return weeks.map((week, index) => {
    const before = weeks[index + 1];
    return {
      week,
      label: formatSurveyWeek(week.start, week.end),
      previousLabel: before ? formatSurveyWeek(before.start, before.end) : null,
      files: FILES,
    };
  });
}
