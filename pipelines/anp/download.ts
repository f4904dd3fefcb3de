/**
 * Weekly refresh of the ANP prices: finds the newest week with both its
 * summary ("resumo semanal") and its station file ("revendas") on the
 * ANP's page "Levantamento de preços de combustíveis – últimas semanas
 * pesquisadas" (survey-links.ts), downloads them and the monthly series,
 * runs the whole pipeline of pipelines/anp/run.ts on them, and only if
 * everything passes stores the spreadsheets in data/anp/ under their
 * normalised names (files.ts; the previous week's spreadsheets are removed),
 * adds the week to the kept history (history.ts: its week file, the station
 * registry) and rewrites the JSON of the newest week.
 *
 *   node pipelines/anp/download.ts
 *
 * Only when the page cannot be read or lists no week with both files are
 * the URLs built from the dates tried: the last complete Sunday-to-Saturday
 * week and the week before (the ANP publishes a survey a few days after it
 * ends). Exits 1 with the message of what failed, writing nothing.
 */
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import {
  DATA_DIR,
  MONTHLY_FILE,
  parseSurveyFileName,
  type SurveyFileKind,
  surveyFileName,
  type SurveyWeek,
} from "./files.ts";
import { keptWeeks, placeWeek } from "./history.ts";
import { committedCities, runAll, writeOutputs } from "./run.ts";
import { surveyLinks, surveyPairs } from "./survey-links.ts";

/** The ANP's own address for its price pages. */
const ANP_OFFICIAL_PRICES_URL = "https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos";

/**
 * The ANP's price pages; the page and the file URLs below are under it. The
 * setting `ANP_PRICES_URL` (no trailing slash) points the refresh at a mirror
 * of them, as the end-to-end test of the refresh does; default: the ANP's own.
 */
export const ANP_PRICES_URL = (process.env.ANP_PRICES_URL || ANP_OFFICIAL_PRICES_URL).replace(/\/+$/, "");

/** The page that lists the last weeks' files. */
export const SURVEY_PAGE_URL = `${ANP_PRICES_URL}/levantamento-de-precos-de-combustiveis-ultimas-semanas-pesquisadas`;

/** The monthly series per state since January 2013 (one file, updated in place by the ANP). */
export const MONTHLY_URL = `${ANP_PRICES_URL}/precos-revenda-e-de-distribuicao-combustiveis/shlp/mensal/${MONTHLY_FILE}`;

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

/**
 * The URLs a week's file of `kind` would have if named by the pattern:
 * `<ANP_PRICES_URL>/arquivos-lpc/<ano>/<normalised name>`, under the year of
 * the Sunday and, for a week spanning New Year, also of the Saturday.
 */
export function surveyFileUrls(kind: SurveyFileKind, week: SurveyWeek): string[] {
  const years = [...new Set([week.start.slice(0, 4), week.end.slice(0, 4)])];
  return years.map((year) => `${ANP_PRICES_URL}/arquivos-lpc/${year}/${surveyFileName(kind, week)}`);
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

/** A downloaded file with its URL. */
interface Downloaded {
  readonly url: string;
  readonly bytes: Uint8Array;
}

/** A week's two files, downloaded. */
interface SurveyDownload {
  readonly week: SurveyWeek;
  readonly weekly: Downloaded;
  readonly stations: Downloaded;
}

/** The first of `urls` that downloads, or undefined; each failure is added to `failures`. */
async function firstDownload(urls: readonly string[], fetchFile: typeof fetch, failures: string[]) {
  for (const url of urls) {
    try {
      return { url, bytes: await download(url, fetchFile) };
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  return undefined;
}

/**
 * The newest week the ANP's page lists with both files, downloaded; when
 * the page fails or lists none, the first of the last two complete weeks
 * whose files download from the URLs built from the dates. Throws listing
 * every failure when there is none.
 */
export async function findSurvey(now: Date, fetchFile: typeof fetch): Promise<SurveyDownload> {
  const failures: string[] = [];
  let page: string | undefined;
  try {
    page = new TextDecoder().decode(await download(SURVEY_PAGE_URL, fetchFile));
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
  }
  const [listed] = page === undefined ? [] : surveyPairs(surveyLinks(page, SURVEY_PAGE_URL));
  if (listed) {
    return {
      week: listed.week,
      weekly: { url: listed.weekly, bytes: await download(listed.weekly, fetchFile) },
      stations: { url: listed.stations, bytes: await download(listed.stations, fetchFile) },
    };
  }
  if (page !== undefined) failures.push(`${SURVEY_PAGE_URL}: nenhuma semana com resumo semanal e planilha de postos`);
  for (const week of completeWeeksBefore(now, 2)) {
    const weekly = await firstDownload(surveyFileUrls("weekly", week), fetchFile, failures);
    const stations = weekly && (await firstDownload(surveyFileUrls("stations", week), fetchFile, failures));
    if (weekly && stations) return { week, weekly, stations };
  }
  throw new Error(`Nenhuma semana da ANP encontrada:\n  ${failures.join("\n  ")}`);
}

/**
 * The refresh: finds the week's two files (`findSurvey`) with `fetchFile`,
 * downloads the monthly file, runs the whole pipeline on the bytes (each
 * file named by its normalised name, so a sheet of another week than its
 * link's is refused, and so is a station file whose PERÍODO is not the
 * summary's), and only then removes the survey spreadsheets of other weeks
 * from `dir`, writes the three spreadsheets, the week's history files and
 * the JSON there. Returns the summary lines. Throws, writing nothing, when
 * no week is found, the week is older than the newest kept one (a page that
 * lags behind, or a cached copy of it, must not take the prices back in
 * time; the same week again is a rerun), or a file does not parse or is
 * incomplete (checks.ts, against the newest week kept in `dir`).
 */
export async function refresh(now: Date, fetchFile: typeof fetch, dir: URL = DATA_DIR): Promise<string[]> {
  const survey = await findSurvey(now, fetchFile);
  const place = placeWeek(survey.week, keptWeeks(dir), false);
  const names = { weekly: surveyFileName("weekly", survey.week), stations: surveyFileName("stations", survey.week) };
  const monthly = await download(MONTHLY_URL, fetchFile);
  const output = await runAll(
    {
      weekly: { name: names.weekly, bytes: survey.weekly.bytes },
      monthly: { name: MONTHLY_FILE, bytes: monthly },
      stations: { name: names.stations, bytes: survey.stations.bytes },
    },
    { committed: committedCities(dir), force: false },
  );
  const kept = new Set(Object.values(names));
  for (const old of readdirSync(dir).filter((file) => parseSurveyFileName(file) && !kept.has(file))) {
    rmSync(new URL(old, dir));
  }
  writeFileSync(new URL(names.weekly, dir), survey.weekly.bytes);
  writeFileSync(new URL(names.stations, dir), survey.stations.bytes);
  writeFileSync(new URL(MONTHLY_FILE, dir), monthly);
  return [
    `Baixado: ${survey.weekly.url}`,
    `Baixado: ${survey.stations.url}`,
    `Baixado: ${MONTHLY_URL}`,
    ...output.summary,
    ...writeOutputs(output, dir, place),
  ];
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
