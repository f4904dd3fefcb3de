/**
 * Weekly refresh of the ANP prices: downloads the latest weekly summary
 * ("resumo semanal") and the monthly series from the ANP site, runs the
 * pipeline of pipelines/anp/run.ts on them, and only if both parse stores
 * the spreadsheets in data/anp/ (the new weekly file replaces the previous
 * one; git keeps the history) and rewrites the JSON.
 *
 *   node pipelines/anp/download.ts
 *
 * The ANP publishes each Sunday-to-Saturday survey a few days after it ends;
 * when the latest complete week is not online yet, the week before is used.
 */
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import {
  committedCities,
  DATA_DIR,
  MONTHLY_FILE,
  readMunicipalities,
  runPipeline,
  WEEKLY_FILE_PATTERN,
  writeOutputs,
} from "./run.ts";

/** The ANP's price pages; both file URLs below are built from it. */
export const ANP_PRICES_URL = "https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos";

/** The monthly series per state since January 2013 (one file, updated in place by the ANP). */
export const MONTHLY_URL = `${ANP_PRICES_URL}/precos-revenda-e-de-distribuicao-combustiveis/shlp/mensal/${MONTHLY_FILE}`;

/** A survey week: ISO dates of its Sunday and Saturday. */
export interface SurveyWeek {
  readonly start: string;
  readonly end: string;
}

const DAY_MS = 86_400_000;
/** Brasília time is UTC−3 all year (no daylight saving since 2019); the ANP's weeks are Brasília weeks. */
const BRASILIA_OFFSET_MS = -3 * 3_600_000;

/**
 * The last Sunday-to-Saturday week that ended before `now`'s day in
 * Brasília, and `count - 1` weeks before it, newest first. On Sunday
 * 2026-06-14 the first is 2026-06-07 to 2026-06-13; on Saturday 2026-06-13
 * that week is not over, so the first is 2026-05-31 to 2026-06-06.
 */
export function completeWeeksBefore(now: Date, count = 1): SurveyWeek[] {
  const local = new Date(now.getTime() + BRASILIA_OFFSET_MS);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const lastSaturday = today - (local.getUTCDay() + 1) * DAY_MS;
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, index) => {
    const end = lastSaturday - index * 7 * DAY_MS;
    return { start: iso(end - 6 * DAY_MS), end: iso(end) };
  });
}

/** File name of a week's summary, as the ANP publishes it. */
export function weeklyFileName(week: SurveyWeek): string {
  return `resumo_semanal_lpc_${week.start}_${week.end}.xlsx`;
}

/**
 * URL of a week's summary: `<ANP_PRICES_URL>/arquivos-lpc/<ano>/resumo_semanal_lpc_<domingo>_<sábado>.xlsx`.
 * The folder is the year of the Sunday (a week spanning New Year is also
 * tried under the Saturday's year, see `weeklyCandidates`).
 */
export function weeklyUrl(week: SurveyWeek, year = week.start.slice(0, 4)): string {
  return `${ANP_PRICES_URL}/arquivos-lpc/${year}/${weeklyFileName(week)}`;
}

/** URLs to try, in order: the last complete week (both years if it spans New Year), then the week before. */
export function weeklyCandidates(now: Date): { week: SurveyWeek; url: string }[] {
  return completeWeeksBefore(now, 2).flatMap((week) =>
    [...new Set([week.start.slice(0, 4), week.end.slice(0, 4)])].map((year) => ({ week, url: weeklyUrl(week, year) })),
  );
}

/** Downloads a file; throws naming the URL when the network fails or the answer is not 200. */
export async function download(url: string, fetchFile: typeof fetch): Promise<Uint8Array> {
  const response = await fetchFile(url, {
    headers: { "user-agent": "Mozilla/5.0 (etanol-ou-gasolina data refresh)" },
  }).catch((error: unknown) => {
    throw new Error(`${url}: ${error instanceof Error ? error.message : error}`, { cause: error });
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The refresh: finds the newest weekly summary online (`weeklyCandidates`),
 * downloads it and the monthly file with `fetchFile`, runs the pipeline on
 * the bytes, checks the sheet's week is the one in the file name, and only
 * then writes the spreadsheets and the JSON into `dir`. Returns the
 * summary lines. Throws (writing nothing) when no weekly file is found or
 * a file does not parse or is incomplete (anp-checks.ts, against the
 * weekly.json in `dir`).
 */
export async function refresh(now: Date, fetchFile: typeof fetch, dir: URL = DATA_DIR): Promise<string[]> {
  const failures: string[] = [];
  let found: { week: SurveyWeek; url: string; bytes: Uint8Array } | undefined;
  for (const candidate of weeklyCandidates(now)) {
    try {
      found = { ...candidate, bytes: await download(candidate.url, fetchFile) };
      break;
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (!found) throw new Error(`Nenhum resumo semanal da ANP encontrado:\n  ${failures.join("\n  ")}`);
  const name = weeklyFileName(found.week);
  const monthly = await download(MONTHLY_URL, fetchFile);
  const output = await runPipeline(
    { name, bytes: found.bytes },
    { name: MONTHLY_FILE, bytes: monthly },
    readMunicipalities(),
    { committed: committedCities(dir), force: false },
  );
  if (output.weekly.weekStart !== found.week.start || output.weekly.weekEnd !== found.week.end) {
    throw new Error(`${name}: a planilha é da semana ${output.weekly.weekStart} a ${output.weekly.weekEnd}`);
  }
  for (const old of readdirSync(dir).filter((file) => WEEKLY_FILE_PATTERN.test(file) && file !== name)) {
    rmSync(new URL(old, dir));
  }
  writeFileSync(new URL(name, dir), found.bytes);
  writeFileSync(new URL(MONTHLY_FILE, dir), monthly);
  return [`Baixado: ${found.url}`, `Baixado: ${MONTHLY_URL}`, ...output.summary, ...writeOutputs(output, dir)];
}

if (import.meta.main) {
  refresh(new Date(), fetch).then(
    (lines) => lines.forEach((line) => console.log(line)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
