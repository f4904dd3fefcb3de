/**
 * ANP price pipeline: reads the weekly summary and the monthly series
 * (xlsx, with exceljs), checks them with the pure parsers of
 * pipelines/anp/parse.ts, names the cities with IBGE's spelling
 * from `data/ibge/municipios.csv` (pipelines/ibge/municipality-names.ts)
 * and writes `data/anp/weekly.json`, `monthly.json` and `cities.json`.
 * Nothing is written unless both files parse and pass the completeness
 * checks of pipelines/anp/checks.ts (27 states × 2 fuels but the
 * known gaps, a monthly series that reaches the week's month, no drop of
 * more than 20% of the municipalities against the committed weekly.json).
 * Exits 1 with a message naming file, sheet and row (or what is missing).
 * A city name that IBGE's list does not give is title-cased and reported in
 * the summary ("aviso: …").
 *
 *   node pipelines/anp/run.ts [--force] [weekly.xlsx] [monthly.xlsx]
 *
 * --force accepts a drop in the number of municipalities the ANP really made.
 * Defaults: the newest `resumo_semanal_lpc_*.xlsx` and
 * `mensal-estados-desde-jan2013.xlsx` in data/anp/.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import ExcelJS from "exceljs";
import { checkJson } from "../../src/data/dataset.ts";
import { checkCityCount, checkCountryCoverage, checkMonthlyReachesWeek, checkStateCoverage } from "./checks.ts";
import type { CityIndex } from "../../src/data/cities.ts";
import type { MonthlyPrices } from "../../src/data/monthly.ts";
import type { WeeklyPrices } from "../../src/data/weekly.ts";
import {
  buildCityIndex,
  buildMonthly,
  buildWeekly,
  parseMonthlySheet,
  parseWeeklySheet,
  type WeeklyLevel,
  type WeeklyRecord,
} from "./parse.ts";
import { parseStateCodes, parseTowns, type Town } from "../ibge/municipalities.ts";
import { type CityNameSource, cityNames, type Municipality } from "../ibge/municipality-names.ts";
import { anpKey, type Uf } from "../../src/lib/states.ts";

/** Where the committed spreadsheets and the JSON live. */
export const DATA_DIR = new URL("../../data/anp/", import.meta.url);
/** Name of the ANP monthly series per state (the ANP updates this one file in place). */
export const MONTHLY_FILE = "mensal-estados-desde-jan2013.xlsx";
/** Name of the ANP weekly summary of a week: resumo_semanal_lpc_<Sunday>_<Saturday>.xlsx. */
export const WEEKLY_FILE_PATTERN = /^resumo_semanal_lpc_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/;
/** Sheet of the monthly workbook with the state series. */
export const MONTHLY_SHEET = "ESTADOS - DESDE JANEIRO DE 2013";
/** IBGE's list of municipalities (code, official name, seat's coordinates, state code), see data/ibge/README.md. */
export const MUNICIPALITIES_FILE = new URL("../../data/ibge/municipios.csv", import.meta.url);
/** IBGE's state codes (code → UF) of the same source. */
export const STATE_CODES_FILE = new URL("../../data/ibge/estados.csv", import.meta.url);

/** A text file; throws naming it when it is missing or unreadable. */
function readText(file: URL): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`${fileURLToPath(file)}: arquivo ausente ou ilegível`, { cause: error });
  }
}

/** The municipalities of IBGE's list in `file` (UFs from `statesFile`). Throws naming the file and line on a bad line. */
export function readMunicipalities(file: URL = MUNICIPALITIES_FILE, statesFile: URL = STATE_CODES_FILE): Town[] {
  const stateCodes = parseStateCodes(readText(statesFile), fileURLToPath(statesFile));
  return parseTowns(readText(file), fileURLToPath(file), stateCodes);
}

/** Every sheet of an xlsx file as rows of cells; rows[i] is spreadsheet row i + 1. `name` is for messages. */
export async function readSheets(bytes: Uint8Array, name: string): Promise<Map<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch (error) {
    throw new Error(`${name}: não é uma planilha xlsx legível (${error instanceof Error ? error.message : error})`, {
      cause: error,
    });
  }
  return new Map(
    workbook.worksheets.map((sheet) => {
      const values = sheet.getSheetValues() as unknown[][];
      // exceljs indexes rows and cells from 1, with holes for empty ones.
      const rows = Array.from({ length: Math.max(values.length - 1, 0) }, (_, index) =>
        Array.from((values[index + 1] ?? []).slice(1)),
      );
      return [sheet.name, rows];
    }),
  );
}

function sheetOf(sheets: Map<string, unknown[][]>, name: string, file: string): unknown[][] {
  const rows = sheets.get(name);
  if (!rows) throw new Error(`${file}: planilha "${name}" não encontrada (há: ${[...sheets.keys()].join(", ")})`);
  return rows;
}

/**
 * The three JSON files and a human summary of what was read, with an
 * "aviso:" line per city whose name IBGE's list does not give.
 */
export interface PipelineOutput {
  readonly weekly: WeeklyPrices;
  readonly monthly: MonthlyPrices;
  readonly cities: CityIndex;
  readonly summary: readonly string[];
}

/** Runs `parse`, prefixing the file name to the parser's message ("Planilha "ESTADOS", linha 35: …"). */
function inFile<T>(file: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof Error && !error.message.startsWith(file)) error.message = `${file}: ${error.message}`;
    throw error;
  }
}

/** What the pipeline compares the new files with: the committed weekly.json's city count, and `--force`. */
export interface PipelineOptions {
  /** Municipalities in the weekly file being replaced, and its name; null when there is none. */
  readonly committed: { count: number; file: string } | null;
  /** Accept a drop in the number of municipalities (`--force`). */
  readonly force: boolean;
}

/** The city count of the committed `weekly.json` in `dir` (null when absent), for {@link PipelineOptions}. */
export function committedCities(dir: URL = DATA_DIR): PipelineOptions["committed"] {
  const file = new URL("weekly.json", dir);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return null;
  }
  checkJson(text, fileURLToPath(file));
  const { cities } = JSON.parse(text) as { cities?: unknown };
  return { count: Array.isArray(cities) ? cities.length : 0, file: fileURLToPath(file) };
}

/**
 * Runs the whole pipeline on the bytes of the two xlsx files (names only
 * for messages), naming cities from `municipalities` (by default the
 * committed IBGE list) and checking completeness (anp-checks.ts) against
 * `options` (by default the committed weekly.json, no --force). Pure apart
 * from exceljs and those defaults; throws the parser's or the check's
 * error, prefixed with the file name.
 */
export async function runPipeline(
  weekly: { name: string; bytes: Uint8Array },
  monthly: { name: string; bytes: Uint8Array },
  municipalities: readonly Municipality[] = readMunicipalities(),
  options: PipelineOptions = { committed: committedCities(), force: false },
): Promise<PipelineOutput> {
  const weeklySheets = await readSheets(weekly.bytes, weekly.name);
  const parseWeekly = (name: string, level: WeeklyLevel) =>
    inFile(weekly.name, () => parseWeeklySheet(sheetOf(weeklySheets, name, weekly.name), name, level));
  const brazil = parseWeekly("BRASIL", "country");
  const states = parseWeekly("ESTADOS", "state");
  const cities = parseWeekly("MUNICIPIOS", "city");
  checkCountryCoverage(brazil, weekly.name);
  checkStateCoverage(states, weekly.name);
  const monthlySheets = await readSheets(monthly.bytes, monthly.name);
  const monthlySheet = inFile(monthly.name, () =>
    parseMonthlySheet(sheetOf(monthlySheets, MONTHLY_SHEET, monthly.name), MONTHLY_SHEET),
  );
  checkMonthlyReachesWeek(monthlySheet, brazil.weekStart, monthly.name);
  const names = cityNames(municipalities);
  const weeklyJson = inFile(weekly.name, () => buildWeekly(brazil, states, cities, names));
  checkCityCount(cities, weeklyJson.cities.length, options.committed, weekly.name, options.force);
  // One entry per city, grouped as buildWeekly groups them.
  const byCity = new Map(cities.records.map((record) => [`${record.uf} ${anpKey(record.city ?? "")}`, record]));
  const named = [...byCity.values()].map((record) => {
    const { uf, city } = record as WeeklyRecord & { uf: Uf; city: string };
    return { uf, city, ...names(uf, city) };
  });
  const nameCount = (source: CityNameSource) => named.filter((city) => city.source === source).length;
  const fallbacks = named.filter((city) => city.source === "unknown" || city.source === "ambiguous");
  const monthlyJson = inFile(monthly.name, () => buildMonthly(monthlySheet));
  const calendar = monthlyJson.states[0]?.months.map((row) => row.month) ?? [];
  const noSurvey = calendar.filter((_, index) =>
    monthlyJson.states.every(({ months }) => months[index]?.ethanol === null && months[index]?.gasoline === null),
  );
  const gaps = monthlyJson.states.flatMap(({ uf, months }) =>
    (["ethanol", "gasoline"] as const).flatMap((product) => {
      const count = months.filter((row) => row[product] === null && !noSurvey.includes(row.month)).length;
      return count ? [`${uf} ${product === "ethanol" ? "etanol" : "gasolina"} em ${count}`] : [];
    }),
  );
  const without = (product: "ethanol" | "gasoline") =>
    weeklyJson.cities.filter((city) => city[product] === null).length;
  return {
    weekly: weeklyJson,
    monthly: monthlyJson,
    cities: buildCityIndex(weeklyJson),
    summary: [
      `${weekly.name}: semana ${weeklyJson.weekStart} a ${weeklyJson.weekEnd}`,
      ...[brazil, states, cities].map(
        (sheet) => `  ${sheet.sheet}: ${sheet.rowCount} linhas, ${sheet.records.length} de etanol ou gasolina`,
      ),
      `  ${weeklyJson.states.length} UFs, ${weeklyJson.cities.length} municípios (${without("ethanol")} sem etanol, ${without("gasoline")} sem gasolina)`,
      `  nomes dos municípios: ${nameCount("ibge")} pela lista do IBGE, ${nameCount("alias")} por nome antigo, ${fallbacks.length} sem correspondência`,
      ...fallbacks.map(
        ({ uf, city, name, source }) =>
          `  aviso: ${uf} "${city}" ${source === "ambiguous" ? "corresponde a mais de um município" : "não está"} na lista do IBGE; publicado como "${name}"`,
      ),
      `${monthly.name}: ${monthlySheet.rowCount} linhas, ${monthlySheet.records.length} de etanol ou gasolina`,
      `  ${monthlyJson.firstMonth} a ${monthlyJson.lastMonth}: ${calendar.length} meses; sem pesquisa: ${noSurvey.join(", ") || "nenhum"}`,
      `  outros meses sem média: ${gaps.join("; ") || "nenhum"}`,
    ],
  };
}

const isContainer = (value: unknown): value is object => typeof value === "object" && value !== null;

/** True for a list of records (an array holding objects or arrays), or an object that holds one. */
function holdsRecords(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(isContainer);
  return isContainer(value) && Object.values(value).some(holdsRecords);
}

/**
 * JSON that diffs well yet stays compact: every list of records is written
 * one record per line, objects holding such a list one key per line, and
 * everything else (a record, a tuple, a price) on one line.
 */
export function formatJson(value: unknown, indent = ""): string {
  if (!holdsRecords(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  const item = (entry: unknown) => (Array.isArray(entry) ? JSON.stringify(entry) : formatJson(entry, inner));
  const lines = Array.isArray(value)
    ? value.map((entry) => inner + item(entry))
    : Object.entries(value as object).map(
        ([key, entry]) => `${inner}${JSON.stringify(key)}: ${formatJson(entry, inner)}`,
      );
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  return `${open}\n${lines.join(",\n")}\n${indent}${close}`;
}

/** Writes the three JSON files into `dir`; returns "name: bytes (gzip bytes)" lines. */
export function writeOutputs(output: PipelineOutput, dir: URL): string[] {
  return (["weekly", "monthly", "cities"] as const).map((name) => {
    const text = `${formatJson(output[name])}\n`;
    writeFileSync(new URL(`${name}.json`, dir), text);
    return `${name}.json: ${Buffer.byteLength(text)} bytes (gzip ${gzipSync(text, { level: 9 }).length})`;
  });
}

/** The newest weekly summary in `dir` (names sort by date), or undefined. */
export function latestWeeklyFile(dir: URL): string | undefined {
  return readdirSync(dir)
    .filter((name) => WEEKLY_FILE_PATTERN.test(name))
    .sort()
    .at(-1);
}

async function main(args: string[]): Promise<void> {
  const force = args.includes("--force");
  const [weeklyArg, monthlyArg] = args.filter((arg) => arg !== "--force");
  const file = (path: string | URL) => ({
    name: path instanceof URL ? fileURLToPath(path) : path,
    bytes: readFileSync(path),
  });
  const latest = latestWeeklyFile(DATA_DIR);
  if (weeklyArg === undefined && latest === undefined)
    throw new Error(`Nenhum resumo_semanal_lpc_*.xlsx em ${fileURLToPath(DATA_DIR)}`);
  const output = await runPipeline(
    file(weeklyArg ?? new URL(latest ?? "", DATA_DIR)),
    file(monthlyArg ?? new URL(MONTHLY_FILE, DATA_DIR)),
    readMunicipalities(),
    { committed: committedCities(), force },
  );
  for (const line of [...output.summary, ...writeOutputs(output, DATA_DIR)]) console.log(line);
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
