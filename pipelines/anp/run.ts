/**
 * ANP price pipeline: reads the week's summary ("resumo semanal"), the
 * monthly series and the week's station file ("revendas"), all xlsx (read
 * by workbook.ts with exceljs), checks them with the pure parsers of pipelines/anp/parse.ts and
 * stations.ts, names the cities with IBGE's spelling from
 * `data/ibge/municipios.csv` (pipelines/ibge/municipality-names.ts) and
 * writes `weekly.json`, `monthly.json`, `cities.json`, `stations.json`,
 * and the town step's `towns.json` and `town-coordinates.json`
 * (pipelines/anp/towns.ts) into data/anp/ (or `ANP_DATA_DIR`, files.ts).
 * Nothing is written unless the three files parse and pass the checks of
 * pipelines/anp/checks.ts; what it refuses is listed once, in
 * docs/data-refresh.md, "What the ANP pipeline refuses". Exits 1 with a
 * message naming file, sheet and row (or what is missing). A city name that IBGE's list does not
 * give is title-cased and reported in the summary ("aviso: …").
 *
 *   node pipelines/anp/run.ts [--force] [weekly.xlsx] [monthly.xlsx] [revendas.xlsx]
 *
 * --force accepts a drop in the number of municipalities the ANP really made.
 * Defaults: the newest weekly summary and station file in the data folder by
 * the week their names denote (any spelling files.ts accepts), and
 * `mensal-estados-desde-jan2013.xlsx` there.
 */
import { readFileSync, rmSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { type StationSurvey, weekFileName, type WeeklyPrices, WEEKS_FOLDER } from "#data/build/anp-history.ts";
import type { MonthlyPrices } from "#data/build/monthly.ts";
import type { CityIndex } from "#data/cities.ts";
import { FUEL_NAME, FUELS } from "#lib/fuels.ts";
import { anpKey, type Uf } from "#lib/states.ts";
import { readMunicipalities } from "#pipelines/ibge/municipalities.ts";
import {
  type CityNameLookup,
  type CityNameSource,
  cityNames,
  type Municipality,
} from "#pipelines/ibge/municipality-names.ts";
import {
  checkCityCount,
  checkCountryCoverage,
  checkMonthlyReachesWeek,
  checkStateCoverage,
  checkStationCounts,
} from "./checks.ts";
import { DATA_DIR, latestSurveyFile, MONTHLY_FILE, parseSurveyFileName, type SurveyWeek } from "./files.ts";
import { historyTexts, keptRegistry, keptSummary, keptWeeks, placeWeek, type WeekPlace } from "./history.ts";
import { formatJson, writeTexts } from "./json-files.ts";
import {
  buildCityIndex,
  buildMonthly,
  buildWeekly,
  parseMonthlySheet,
  parseWeeklySheet,
  placeKey,
  type MonthlySheet,
  type WeeklyLevel,
  type WeeklyRecord,
  type WeeklySheet,
} from "./parse.ts";
import { buildStations, parseStationSheet, STATION_SHEET } from "./stations.ts";
import { type TownFiles, townFiles, townSummary, townTexts } from "./towns.ts";
import { inFile, readSheets, type SheetFile, sheetOf } from "./workbook.ts";

/** The records the summaries count: "etanol ou gasolina". */
const EITHER_FUEL = `${FUEL_NAME.ethanol} ou ${FUEL_NAME.gasoline}`;

/** Sheet of the monthly workbook with the state series. */
export const MONTHLY_SHEET = "ESTADOS - DESDE JANEIRO DE 2013";

/**
 * The JSON of the summary and the monthly series (weekly, monthly and
 * cities.json) and a human summary of what was read, with an "aviso:" line
 * per city whose name IBGE's list does not give.
 */
export interface PipelineOutput {
  readonly weekly: WeeklyPrices;
  readonly monthly: MonthlyPrices;
  readonly cities: CityIndex;
  /** Every municipality of the summary's MUNICIPIOS sheet, whatever the product, as `placeKey` writes it. */
  readonly places: ReadonlySet<string>;
  readonly summary: readonly string[];
}

/** What the pipeline compares the new files with: the newest kept week's city count, and `--force`. */
export interface PipelineOptions {
  /** Municipalities in the newest kept week, and its file's name; null when none is kept. */
  readonly committed: { count: number; file: string } | null;
  /** Accept a drop in the number of municipalities (`--force`). */
  readonly force: boolean;
}

/** The city count of the newest week kept in `dir` (null when none is), for {@link PipelineOptions}. */
export function committedCities(dir: URL = DATA_DIR): PipelineOptions["committed"] {
  const newest = keptWeeks(dir).at(-1);
  const summary = newest && keptSummary(dir, newest);
  if (!newest || !summary) return null;
  return { count: summary.cities.length, file: fileURLToPath(new URL(`${WEEKS_FOLDER}/${weekFileName(newest)}`, dir)) };
}

/**
 * Refuses a file whose name is a survey file name (files.ts) of another
 * week than `week`, the week its sheet gives: a file saved under the wrong
 * week would publish old prices as new.
 */
function checkNamedWeek(file: string, week: SurveyWeek): void {
  const named = parseSurveyFileName(basename(file))?.week;
  if (named && (named.start !== week.start || named.end !== week.end)) {
    throw new Error(
      `${file}: a planilha é da semana ${week.start} a ${week.end}, o nome do arquivo diz ${named.start} a ${named.end}`,
    );
  }
}

/** The summary's lines on city names: how many each way found, and an "aviso:" line per name IBGE's list does not give. */
function nameLines(cities: WeeklySheet, names: CityNameLookup): string[] {
  // One entry per city, grouped as buildWeekly groups them.
  const byCity = new Map(cities.records.map((record) => [`${record.uf} ${anpKey(record.city ?? "")}`, record]));
  const named = [...byCity.values()].map((record) => {
    const { uf, city } = record as WeeklyRecord & { uf: Uf; city: string };
    return { uf, city, ...names(uf, city) };
  });
  const nameCount = (source: CityNameSource) => named.filter((city) => city.source === source).length;
  const fallbacks = named.filter((city) => city.source === "unknown" || city.source === "ambiguous");
  return [
    `  nomes dos municípios: ${nameCount("ibge")} pela lista do IBGE, ${nameCount("alias")} por nome antigo, ${fallbacks.length} sem correspondência`,
    ...fallbacks.map(
      ({ uf, city, name, source }) =>
        `  aviso: ${uf} "${city}" ${source === "ambiguous" ? "corresponde a mais de um município" : "não está"} na lista do IBGE; publicado como "${name}"`,
    ),
  ];
}

/** The summary's lines on the monthly series: its rows, its months, those without a survey, and the other gaps. */
function monthlyLines(file: string, sheet: MonthlySheet, json: MonthlyPrices): string[] {
  const calendar = json.states[0]?.months.map((row) => row.month) ?? [];
  const noSurvey = calendar.filter((_, index) =>
    json.states.every(({ months }) => months[index]?.ethanol === null && months[index]?.gasoline === null),
  );
  const gaps = json.states.flatMap(({ uf, months }) =>
    FUELS.flatMap((product) => {
      const count = months.filter((row) => row[product] === null && !noSurvey.includes(row.month)).length;
      return count ? [`${uf} ${FUEL_NAME[product]} em ${count}`] : [];
    }),
  );
  return [
    `${file}: ${sheet.rowCount} linhas, ${sheet.records.length} de ${EITHER_FUEL}`,
    `  ${json.firstMonth} a ${json.lastMonth}: ${calendar.length} meses; sem pesquisa: ${noSurvey.join(", ") || "nenhum"}`,
    `  outros meses sem média: ${gaps.join("; ") || "nenhum"}`,
  ];
}

/**
 * Runs the summary and monthly part of the pipeline on the bytes of the
 * two xlsx files (names for messages, and a summary named for a week must
 * hold that week), naming cities from `municipalities` (by default the
 * committed IBGE list) and checking completeness (checks.ts) against
 * `options` (by default the committed weekly.json, no --force). Pure apart
 * from exceljs and those defaults; throws the parser's or the check's
 * error, prefixed with the file name.
 */
export async function runPipeline(
  weekly: SheetFile,
  monthly: SheetFile,
  municipalities: readonly Municipality[] = readMunicipalities(),
  options: PipelineOptions = { committed: committedCities(), force: false },
): Promise<PipelineOutput> {
  const weeklySheets = await readSheets(weekly.bytes, weekly.name);
  const parseWeekly = (name: string, level: WeeklyLevel) =>
    inFile(weekly.name, () => parseWeeklySheet(sheetOf(weeklySheets, name, weekly.name), name, level));
  const brazil = parseWeekly("BRASIL", "country");
  const states = parseWeekly("ESTADOS", "state");
  checkNamedWeek(weekly.name, { start: states.weekStart, end: states.weekEnd });
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
  const monthlyJson = inFile(monthly.name, () => buildMonthly(monthlySheet));
  const without = FUELS.map(
    (product) => `${weeklyJson.cities.filter((city) => city[product] === null).length} sem ${FUEL_NAME[product]}`,
  );
  return {
    weekly: weeklyJson,
    monthly: monthlyJson,
    cities: buildCityIndex(weeklyJson),
    places: cities.places,
    summary: [
      `${weekly.name}: semana ${weeklyJson.weekStart} a ${weeklyJson.weekEnd}`,
      ...[brazil, states, cities].map(
        (sheet) => `  ${sheet.sheet}: ${sheet.rowCount} linhas, ${sheet.records.length} de ${EITHER_FUEL}`,
      ),
      `  ${weeklyJson.states.length} UFs, ${weeklyJson.cities.length} municípios (${without.join(", ")})`,
      ...nameLines(cities, names),
      ...monthlyLines(monthly.name, monthlySheet, monthlyJson),
    ],
  };
}

/** The station file's JSON and a human summary of what was read. */
export interface StationOutput {
  readonly stations: StationSurvey;
  readonly summary: readonly string[];
}

/**
 * Runs the station part of the pipeline on the bytes of the week's station
 * file (`stations.ts`), against `weekly`, the summary's JSON of the same
 * week: the PERÍODO line must be its week; the city of an ethanol or
 * gasoline row one of its municipalities surveyed for those fuels (named by
 * `municipalities`, IBGE's list by default), and that of another product's
 * row one of `places`, its municipalities surveyed for any product (the
 * summary's MUNICIPIOS sheet, `placeKey`); the rows per state and fuel its
 * station counts. Throws the parser's or the check's error, prefixed with
 * the file name.
 */
export async function runStationPipeline(
  file: SheetFile,
  weekly: WeeklyPrices,
  places: ReadonlySet<string>,
  municipalities: readonly Municipality[] = readMunicipalities(),
): Promise<StationOutput> {
  const names = cityNames(municipalities);
  const surveyed = new Set(weekly.cities.map((city) => `${city.uf} ${city.name}`));
  const sheets = await readSheets(file.bytes, file.name);
  const sheet = inFile(file.name, () =>
    parseStationSheet(sheetOf(sheets, STATION_SHEET, file.name), STATION_SHEET, {
      weekStart: weekly.weekStart,
      weekEnd: weekly.weekEnd,
      surveyedCity: (uf, anpName, product) => {
        const { name } = names(uf, anpName);
        if (product === null) return places.has(placeKey(uf, anpName)) ? name : null;
        return surveyed.has(`${uf} ${name}`) ? name : null;
      },
    }),
  );
  checkNamedWeek(file.name, { start: sheet.weekStart, end: sheet.weekEnd });
  checkStationCounts(sheet, weekly, file.name);
  const stations = inFile(file.name, () => buildStations(sheet));
  const days = sheet.records.map((record) => record.price.collected).sort();
  const count = (selling: (station: StationSurvey["stations"][number]) => boolean) =>
    stations.stations.filter(selling).length;
  return {
    stations,
    summary: [
      `${file.name}: PERÍODO ${sheet.weekStart} a ${sheet.weekEnd}, coletas de ${days[0]} a ${days.at(-1)}`,
      `  ${sheet.sheet}: ${sheet.rowCount} linhas, ${sheet.records.length} de ${EITHER_FUEL}`,
      `  ${stations.stations.length} postos em ${new Set(stations.stations.map((station) => `${station.uf} ${station.city}`)).size} municípios: ` +
        `${FUELS.map((fuel) => `${count((station) => station[fuel] !== null)} com ${FUEL_NAME[fuel]}`).join(", ")}, ` +
        `${count((station) => station.ethanol !== null && station.gasoline !== null)} com os dois; ` +
        `${count((station) => station.brand === null)} de bandeira branca`,
      '  postos por estado e combustível: os mesmos números da planilha "ESTADOS" do resumo semanal',
    ],
  };
}

/** Everything the ANP pipeline writes, and the summary of all of it. */
export interface AnpOutput extends PipelineOutput {
  readonly stations: StationSurvey;
  readonly towns: TownFiles;
}

/**
 * The whole pipeline on the week's three files: `runPipeline`, then
 * `runStationPipeline` against its weekly.json, then the town step
 * (towns.ts) on that weekly.json. Throws the first refusal, writing nothing.
 */
export async function runAll(
  files: { weekly: SheetFile; monthly: SheetFile; stations: SheetFile },
  options: PipelineOptions,
): Promise<AnpOutput> {
  const municipalities = readMunicipalities();
  const output = await runPipeline(files.weekly, files.monthly, municipalities, options);
  const stations = await runStationPipeline(files.stations, output.weekly, output.places, municipalities);
  const towns = townFiles(output.weekly);
  return {
    ...output,
    stations: stations.stations,
    towns,
    summary: [...output.summary, ...stations.summary, ...townSummary(towns)],
  };
}

/** Files the pipeline wrote before it kept a history (the newest week and its stations); removed when it writes. */
const REPLACED_FILES = ["weekly.json", "stations.json"];

/**
 * Writes `output` into the data folder `dir` where `place` (history.ts,
 * `placeWeek`) puts its week: the week file and the station registry always;
 * for the newest week (or a rerun of it) also `monthly.json`, `cities.json`
 * and the town files. Returns "name: bytes (gzip bytes)" lines.
 */
export function writeOutputs(output: AnpOutput, dir: URL, place: WeekPlace): string[] {
  const json = (value: unknown) => `${formatJson(value)}\n`;
  const history = historyTexts(output.weekly, output.stations, keptRegistry(dir), place);
  const current =
    place === "past"
      ? {}
      : { "monthly.json": json(output.monthly), "cities.json": json(output.cities), ...townTexts(output.towns) };
  const lines = writeTexts({ ...history, ...current }, dir);
  for (const name of REPLACED_FILES) rmSync(new URL(name, dir), { force: true });
  return lines;
}

/** The command line's options: `--force` ({@link PipelineOptions}) and `--semana-passada` (history.ts, `placeWeek`). */
const OPTIONS = ["--force", "--semana-passada"];

/**
 * The command line: `[--force] [--semana-passada] [weekly.xlsx] [monthly.xlsx] [revendas.xlsx]`,
 * each file missing taken from `DATA_DIR` (the newest summary and station
 * file by the week their names denote, the monthly series). Throws on an
 * unknown option, a fourth file, or a week older than the newest kept one
 * without `--semana-passada`.
 */
async function main(args: string[]): Promise<void> {
  const unknown = args.filter((arg) => arg.startsWith("-") && !OPTIONS.includes(arg));
  const paths = args.filter((arg) => !arg.startsWith("-"));
  if (unknown.length > 0 || paths.length > 3) {
    throw new Error(
      `Uso: npm run data:anp -- [--force] [--semana-passada] [resumo_semanal.xlsx] [mensal.xlsx] [revendas.xlsx] (recebido: ${args.join(" ")})`,
    );
  }
  const [weeklyArg, monthlyArg, stationsArg] = paths;
  const inDataDir = (name: string | undefined, what: string) => {
    if (name === undefined) throw new Error(`Nenhum ${what} em ${fileURLToPath(DATA_DIR)}`);
    return fileURLToPath(new URL(name, DATA_DIR));
  };
  const file = (path: string): SheetFile => {
    try {
      return { name: path, bytes: readFileSync(path) };
    } catch (error) {
      throw new Error(`${path}: arquivo ausente ou ilegível`, { cause: error });
    }
  };
  const output = await runAll(
    {
      weekly: file(weeklyArg ?? inDataDir(latestSurveyFile(DATA_DIR, "weekly"), "resumo_semanal_lpc_*.xlsx")),
      monthly: file(monthlyArg ?? inDataDir(MONTHLY_FILE, MONTHLY_FILE)),
      stations: file(stationsArg ?? inDataDir(latestSurveyFile(DATA_DIR, "stations"), "revendas_lpc_*.xlsx")),
    },
    { committed: committedCities(), force: args.includes("--force") },
  );
  const week = { start: output.weekly.weekStart, end: output.weekly.weekEnd };
  const place = placeWeek(week, keptWeeks(DATA_DIR), args.includes("--semana-passada"));
  for (const line of [...output.summary, ...writeOutputs(output, DATA_DIR, place)]) console.log(line);
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
