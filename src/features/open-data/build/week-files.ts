/**
 * The open data files of the kept ANP weeks, made at build time from the
 * history (src/data/build/anp-history.ts): each week's three tables in
 * CSV and JSON, and what the page and the Data Package say of each file
 * (size, SHA-256, rows). A week's rows are made when a file of it is
 * asked for; only the facts are kept between calls, so a long history
 * costs the build little memory.
 */
import { createHash } from "node:crypto";
import { type Station, SURVEY_WEEKS, type SurveyWeek, weekStations, weekSummary } from "#data/build/anp-history.ts";
import { type FileFacts, type WeekFiles } from "#features/open-data/datapackage.ts";
import { type FileName, FORMATS, tableText } from "#features/open-data/open-data-files.ts";
import {
  type ChangeOf,
  type StationPrices,
  TABLES,
  type TableRows,
  weekTables,
} from "#features/open-data/open-data-tables.ts";

/** Every kept week, newest first. */
export const OPEN_DATA_WEEKS: readonly SurveyWeek[] = [...SURVEY_WEEKS].reverse();

/** Every file name of a week: the three tables, CSV then JSON. */
export const FILE_NAMES: readonly FileName[] = TABLES.flatMap((table) =>
  FORMATS.map((format): FileName => `${table.name}.${format}`),
);

/** The kept week before `week`, or null when it is the first kept one. */
function weekBefore(week: SurveyWeek): SurveyWeek | null {
  const index = SURVEY_WEEKS.findIndex((kept) => kept.start === week.start);
  return index > 0 ? (SURVEY_WEEKS[index - 1] as SurveyWeek) : null;
}

let last: { readonly start: string; readonly tables: Readonly<Record<string, TableRows>> } | undefined;

/** A kept week's three tables, with each station's change since the kept week before it by `changeOf`. */
function tablesOf(week: SurveyWeek, changeOf: ChangeOf): Readonly<Record<string, TableRows>> {
  if (last?.start !== week.start) {
    const before = weekBefore(week);
    const previous = before
      ? new Map<string, StationPrices>(weekStations(before).stations.map((station: Station) => [station.cnpj, station]))
      : null;
    const tables = weekTables(
      { summary: weekSummary(week), stations: weekStations(week).stations, previous },
      changeOf,
    );
    last = { start: week.start, tables };
  }
  return last.tables;
}

/** One file of a kept week, as text. Throws (stopping the build) on an unknown file name. */
export function weekFileText(week: SurveyWeek, file: FileName, changeOf: ChangeOf): string {
  const [table, format] = file.split(".") as [string, "csv" | "json"];
  const rows = tablesOf(week, changeOf)[table];
  if (!rows || !FORMATS.includes(format)) throw new Error(`/dados: arquivo desconhecido ${file}`);
  return tableText(rows, format);
}

const facts = new Map<string, readonly FileFacts[]>();

/** A kept week's files: each one's size in bytes, SHA-256 and rows, made once. */
function weekFacts(week: SurveyWeek, changeOf: ChangeOf): readonly FileFacts[] {
  const known = facts.get(week.start);
  if (known) return known;
  const tables = tablesOf(week, changeOf);
  const made = FILE_NAMES.map((file): FileFacts => {
    const [table, format] = file.split(".") as [FileFacts["table"], FileFacts["format"]];
    const bytes = Buffer.from(weekFileText(week, file, changeOf), "utf8");
    return {
      file,
      table,
      format,
      bytes: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      rows: tables[table]?.rows.length ?? 0,
    };
  });
  facts.set(week.start, made);
  return made;
}

/**
 * Every kept week with its files, newest first, each named as the pages
 * name it (`label`, e.g. formatSurveyWeek: "14 a 20/06/2026").
 */
export function keptWeekFiles(changeOf: ChangeOf, label: (start: string, end: string) => string): WeekFiles[] {
  return OPEN_DATA_WEEKS.map((week) => {
    const before = weekBefore(week);
    return {
      week,
      label: label(week.start, week.end),
      previousLabel: before ? label(before.start, before.end) : null,
      files: weekFacts(week, changeOf),
    };
  });
}
