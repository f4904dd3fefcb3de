/**
 * A synthetic history for the build benchmark (bench/history-build.mjs):
 * `weeks` week files in a scratch data folder, the kept weeks of data/anp/
 * last and, before them, copies of those weeks moved back 7 days at a time
 * (dates of the week and of each collection), with the committed station
 * registry. Never committed: it only measures what a long history costs the build.
 *
 *   node scripts/synthetic-history.ts <folder> [weeks=52]
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { REGISTRY_FILE, type SurveyWeek, weekFileName, WEEKS_FOLDER } from "#data/build/anp-history.ts";
import { DATA_DIR } from "#pipelines/anp/files.ts";
import { keptWeeks } from "#pipelines/anp/history.ts";

const DAY_MS = 86_400_000;

/** An ISO day `days` later (negative: earlier). */
function shiftDay(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A week file's text moved `days` in time: its week and every collection day; the rest as it is. */
export function shiftWeekText(text: string, days: number): string {
  return text.replace(/"(\d{4}-\d{2}-\d{2})"/g, (_, day: string) => `"${shiftDay(day, days)}"`);
}

/**
 * Writes `weeks` week files and the registry into the data folder `dir`
 * (a URL ending in "/"), from the kept history of `source`; returns the weeks written, oldest first.
 */
export function writeSyntheticHistory(dir: URL, weeks: number, source: URL = DATA_DIR): SurveyWeek[] {
  const kept = keptWeeks(source);
  const texts = kept.map((week) => readFileSync(new URL(`${WEEKS_FOLDER}/${weekFileName(week)}`, source), "utf8"));
  mkdirSync(new URL(`${WEEKS_FOLDER}/`, dir), { recursive: true });
  const written: SurveyWeek[] = [];
  for (let index = 0; index < weeks; index += 1) {
    const back = weeks - 1 - index;
    // The newest kept weeks as they are, then copies of them further back, newest first.
    const from = kept.length - 1 - (back % kept.length);
    const days = -7 * (back - (kept.length - 1 - from));
    const original = kept[from] as SurveyWeek;
    const week = { start: shiftDay(original.start, days), end: shiftDay(original.end, days) };
    writeFileSync(new URL(`${WEEKS_FOLDER}/${weekFileName(week)}`, dir), shiftWeekText(texts[from] as string, days));
    written.push(week);
  }
  copyFileSync(new URL(REGISTRY_FILE, source), new URL(REGISTRY_FILE, dir));
  return written;
}

if (import.meta.main) {
  const [folder, count = "52"] = process.argv.slice(2);
  if (!folder || !/^\d+$/.test(count)) {
    console.error("Uso: node scripts/synthetic-history.ts <pasta> [semanas=52]");
    process.exitCode = 1;
  } else {
    const weeks = writeSyntheticHistory(pathToFileURL(`${resolve(folder)}/`), Number(count));
    console.log(`${weeks.length} semanas, de ${weeks[0]?.start} a ${weeks.at(-1)?.end}, em ${resolve(folder)}`);
  }
}
