/**
 * Where the ANP pipeline keeps its files and how the ANP names them: the
 * one place that parses and writes the survey file names, for the refresh
 * (links on the ANP's page, pipelines/anp/download.ts) and for the files
 * an owner puts in data/anp/ by hand (pipelines/anp/run.ts).
 */
import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The folder of the ANP spreadsheets and of the JSON made from them:
 * data/anp/, or the folder named by the environment variable `ANP_DATA_DIR`
 * (relative to the current directory), so that a test can run the real
 * command on a scratch folder.
 */
export const DATA_DIR: URL = process.env.ANP_DATA_DIR
  ? pathToFileURL(`${resolve(process.env.ANP_DATA_DIR)}/`)
  : new URL("../../data/anp/", import.meta.url);

/** Name of the ANP monthly series per state (the ANP updates this one file in place). */
export const MONTHLY_FILE = "mensal-estados-desde-jan2013.xlsx";

/** A survey week: ISO dates of its Sunday and Saturday. */
export interface SurveyWeek {
  readonly start: string;
  readonly end: string;
}

/** The two files the ANP publishes for each week: the summary ("resumo semanal") and the stations ("revendas"). */
export type SurveyFileKind = "weekly" | "stations";

/** What a survey file name starts with, per kind. */
const PREFIXES: Readonly<Record<SurveyFileKind, string>> = {
  weekly: "resumo_semanal_lpc_",
  stations: "revendas_lpc_",
};

/**
 * A survey file name as the ANP writes it: prefix, first and last day of the
 * week as year-month-day with 1- or 2-digit month and day, joined by `_` or
 * `-`, and `.xlsx`. Real names: `resumo_semanal_lpc_2026-06-07_2026-06-13.xlsx`,
 * `resumo_semanal_lpc_2026-04-12-2026-04-18.xlsx`, `resumo_semanal_lpc_2026-08-30-2026-09-5.xlsx`.
 */
const NAME = /^(resumo_semanal_lpc_|revendas_lpc_)(\d{4})-(\d{1,2})-(\d{1,2})[_-](\d{4})-(\d{1,2})-(\d{1,2})\.xlsx$/i;

/** ISO date of a year, month and day, or null when there is no such day (2026-02-30). */
function isoDay(year: string, month: string, day: string): string | null {
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const iso = new Date(time).toISOString().slice(0, 10);
  return iso === `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}` ? iso : null;
}

/**
 * The kind and week a survey file name denotes, whatever variant it is
 * written in (see `NAME`), or null for any other name, a day that does not
 * exist or a last day before the first.
 */
export function parseSurveyFileName(name: string): { kind: SurveyFileKind; week: SurveyWeek } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, prefix = "", ...parts] = match;
  const [startYear = "", startMonth = "", startDay = "", endYear = "", endMonth = "", endDay = ""] = parts;
  const start = isoDay(startYear, startMonth, startDay);
  const end = isoDay(endYear, endMonth, endDay);
  if (start === null || end === null || end < start) return null;
  const kind = prefix.toLowerCase() === PREFIXES.weekly ? "weekly" : "stations";
  return { kind, week: { start, end } };
}

/**
 * The name a survey file is stored under: `resumo_semanal_lpc_<Sunday>_<Saturday>.xlsx`,
 * `revendas_lpc_<Sunday>_<Saturday>.xlsx`.
 */
export function surveyFileName(kind: SurveyFileKind, week: SurveyWeek): string {
  return `${PREFIXES[kind]}${week.start}_${week.end}.xlsx`;
}

/** Newest week first: by the first day, then the last. */
export function compareWeeksNewestFirst(a: SurveyWeek, b: SurveyWeek): number {
  return b.start.localeCompare(a.start) || b.end.localeCompare(a.end);
}

/** The newest survey file of `kind` among `names`, by the dates its name denotes (not by spelling); or undefined. */
export function newestSurveyFile(names: readonly string[], kind: SurveyFileKind): string | undefined {
  const files = names.flatMap((name) => {
    const parsed = parseSurveyFileName(name);
    return parsed?.kind === kind ? [{ name, week: parsed.week }] : [];
  });
  return files.sort((a, b) => compareWeeksNewestFirst(a.week, b.week) || a.name.localeCompare(b.name))[0]?.name;
}

/** The newest survey file of `kind` in the folder `dir`, or undefined. */
export function latestSurveyFile(dir: URL, kind: SurveyFileKind): string | undefined {
  return newestSurveyFile(readdirSync(dir), kind);
}
