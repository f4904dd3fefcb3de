/**
 * The ANP's weekly surveys the repository keeps, one file a week, and the
 * one module that reads them for the build (pipelines/anp/history.ts writes
 * them). Build-time only: it reads the files with node:fs.
 *
 * - `data/anp/weeks/<domingo>_<sábado>.json` (a week file): the weekly
 *   summary's means (Brazil, each UF, each surveyed municipality, ethanol and
 *   gasoline) and every station's two prices that week, one line a station:
 *   `[cnpj, etanol, dia, gasolina, dia]`, null for a fuel not sold.
 * - `data/anp/station-registry.json`: each station ever surveyed (by CNPJ),
 *   its name, brand and address as its newest survey gave them, kept apart
 *   so that they are not repeated every week.
 *
 * The folder is `data/anp/` under the current directory, or `ANP_DATA_DIR`
 * (as for the pipeline, pipelines/anp/files.ts). Files are read on first use
 * and kept; a week's stations are read only when asked for, so a long
 * history costs the build little. Why plain files: docs/anp-history.md.
 * Source: ANP – Levantamento de Preços de Combustíveis (LPC).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import {
  checkJson,
  countSchema,
  daySchema,
  decimalSchema,
  type Infer,
  parseDataset,
  ufSchema,
  type ZodMini,
} from "#data/dataset.ts";
import type * as Z from "#data/zod.ts";
import * as zod from "#data/zod.ts";

// ——— The weekly summary's means ————————————————————————————————————————————

/** One fuel's figures for one place and week: mean, lowest and highest retail price in R$/l, and the stations surveyed. */
const priceStatsSchema = (z: ZodMini) =>
  z.object({ mean: decimalSchema(z), min: decimalSchema(z), max: decimalSchema(z), stations: countSchema(z) });

/** A place's two fuels for the week; null where the ANP surveyed no station for that fuel. */
const placePricesSchema = (z: ZodMini) =>
  z.object({ ethanol: z.nullable(priceStatsSchema(z)), gasoline: z.nullable(priceStatsSchema(z)) });

const stateWeekSchema = (z: ZodMini) => z.extend(placePricesSchema(z), { uf: ufSchema(z) });

/** A surveyed municipality; `name` in IBGE's spelling ("São José dos Campos"), title-cased from the ANP's upper case when IBGE's list lacks it. */
const cityWeekSchema = (z: ZodMini) => z.extend(placePricesSchema(z), { name: z.string(), uf: ufSchema(z) });

const summaryShape = (z: ZodMini) => ({
  source: z.string(),
  weekStart: daySchema(z),
  weekEnd: daySchema(z),
  brazil: placePricesSchema(z),
  states: z.array(stateWeekSchema(z)),
  cities: z.array(cityWeekSchema(z)),
});

/**
 * One weekly summary, Sunday (`weekStart`) to Saturday (`weekEnd`): the
 * national means (sheet BRASIL); all 27 UFs in the order of `STATES` (sheet
 * ESTADOS); every municipality surveyed for at least one of the two fuels,
 * by UF then name (sheet MUNICIPIOS).
 */
export const weeklyPricesSchema = (z: ZodMini) => z.object(summaryShape(z));

export type PriceStats = Infer<typeof priceStatsSchema>;
export type PlacePrices = Infer<typeof placePricesSchema>;
export type StateWeek = Infer<typeof stateWeekSchema>;
export type CityWeek = Infer<typeof cityWeekSchema>;
export type WeeklyPrices = Infer<typeof weeklyPricesSchema>;

// ——— Stations ———————————————————————————————————————————————————————————————

/** One fuel at one station: the retail price in R$ per litre (exact decimal text) and the day the ANP collected it. */
const stationPriceSchema = (z: ZodMini) => z.object({ price: decimalSchema(z), collected: daySchema(z) });

// 14 digits, or since July 2026 12 letters or digits and 2 check digits (IN RFB 2.229/2024).
const cnpjSchema = (z: ZodMini) => z.string().check(z.regex(/^[\dA-Z]{12}\d{2}$/));

const stationDetailsShape = (z: ZodMini) => ({
  cnpj: cnpjSchema(z),
  uf: ufSchema(z),
  city: z.string(),
  name: z.string(),
  brand: z.nullable(z.string()),
  street: z.string(),
  number: z.nullable(z.string()),
  district: z.nullable(z.string()),
  cep: z.nullable(z.string().check(z.regex(/^\d{8}$/))),
});

/**
 * A station (one CNPJ) as the registry keeps it. `name` is the trading name
 * (FANTASIA), else the company name (RAZÃO), in readable case; `brand` the
 * fuel distributor's flag in readable case ("Ipiranga", "Vibra"), null for
 * an unbranded station ("BRANCA"); `city` in IBGE's spelling, as in the
 * summary's cities.
 */
const stationDetailsSchema = (z: ZodMini) => z.object(stationDetailsShape(z));

/** A station with what one week's survey found there; a fuel the station did not sell that week is null. */
const stationSchema = (z: ZodMini) =>
  z.object({
    ...stationDetailsShape(z),
    ethanol: z.nullable(stationPriceSchema(z)),
    gasoline: z.nullable(stationPriceSchema(z)),
  });

/**
 * One week's stations with ethanol or gasoline, by UF (order of `STATES`),
 * city (pt-BR collation), name, CNPJ; the week is the summary's.
 */
export const stationSurveySchema = (z: ZodMini) =>
  z.object({
    source: z.string(),
    weekStart: daySchema(z),
    weekEnd: daySchema(z),
    stations: z.array(stationSchema(z)),
  });

export type StationDetails = Infer<typeof stationDetailsSchema>;
export type StationPrice = Infer<typeof stationPriceSchema>;
export type Station = Infer<typeof stationSchema>;
export type StationSurvey = Infer<typeof stationSurveySchema>;

// ——— The files ———————————————————————————————————————————————————————————————

/** A station's prices in a week file: CNPJ, ethanol R$/l and day collected, gasoline R$/l and day (nulls: not sold). */
const weekStationSchema = (z: ZodMini) =>
  z.tuple([
    cnpjSchema(z),
    z.nullable(decimalSchema(z)),
    z.nullable(daySchema(z)),
    z.nullable(decimalSchema(z)),
    z.nullable(daySchema(z)),
  ]);

/** A week file: the summary's means and the stations' prices, in the registry's order. */
export const weekFileSchema = (z: ZodMini) =>
  z.object({ ...summaryShape(z), stations: z.array(weekStationSchema(z)) });

/** The registry: every station ever surveyed, by UF, city, name and CNPJ. */
export const stationRegistrySchema = (z: ZodMini) =>
  z.object({ source: z.string(), stations: z.array(stationDetailsSchema(z)) });

export type WeekFile = Infer<typeof weekFileSchema>;
export type StationRegistry = Infer<typeof stationRegistrySchema>;

/** A survey week: ISO dates of its Sunday and Saturday. */
export interface SurveyWeek {
  readonly start: string;
  readonly end: string;
}

/** The folder of the week files, under the data folder. */
export const WEEKS_FOLDER = "weeks";
/** The registry's file name, in the data folder. */
export const REGISTRY_FILE = "station-registry.json";
const WEEK_FILE = /^(\d{4}-\d{2}-\d{2})_(\d{4}-\d{2}-\d{2})\.json$/;

/** A week file's name: `2026-06-14_2026-06-20.json`. */
export function weekFileName(week: SurveyWeek): string {
  return `${week.start}_${week.end}.json`;
}

/** The weeks whose files are in `names` (file names of the weeks folder), oldest first; other names are ignored. */
export function weeksOf(names: readonly string[]): SurveyWeek[] {
  return names
    .flatMap((name) => {
      const match = WEEK_FILE.exec(name);
      return match ? [{ start: match[1] as string, end: match[2] as string }] : [];
    })
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** The data folder: `ANP_DATA_DIR`, else `data/anp`, from the current directory. */
function dataDir(): string {
  return resolve(process.env.ANP_DATA_DIR ?? "data/anp");
}

/** The path of a file in the data folder, as messages name it. */
function dataPath(...parts: string[]): string {
  return [dataDir(), ...parts].join("/");
}

/** A JSON file's value; throws naming the file when it is missing or not JSON. */
function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new Error(`${path}: arquivo ausente; refaça-o com npm run data:anp ou restaure-o do git.`, { cause: error });
  }
  checkJson(text, path);
  return JSON.parse(text);
}

/** Every kept week, oldest first ([] when the folder is missing). */
export const SURVEY_WEEKS: readonly SurveyWeek[] = existsSync(dataPath(WEEKS_FOLDER))
  ? weeksOf(readdirSync(dataPath(WEEKS_FOLDER)))
  : [];

const weekJson = new Map<string, unknown>();

/**
 * A kept week's file, validated by the schema `build` makes (the summary
 * alone, or the whole file): a week's stations are checked only when they
 * are read. Throws naming the file when it is not of its week or not of the schema.
 */
function readWeek<Schema extends Z.ZodMiniType<{ weekStart: string; weekEnd: string }>>(
  week: SurveyWeek,
  build: (z: ZodMini) => Schema,
): Z.output<Schema> {
  const name = weekFileName(week);
  const path = dataPath(WEEKS_FOLDER, name);
  if (!weekJson.has(name)) weekJson.set(name, readJson(path));
  const file = parseDataset(zod, build, weekJson.get(name), path);
  if (file.weekStart !== week.start || file.weekEnd !== week.end) {
    throw new Error(`${path}: o arquivo é da semana ${file.weekStart} a ${file.weekEnd}, o nome diz outra.`);
  }
  return file;
}

const summaries = new Map<string, WeeklyPrices>();

/** A kept week's summary means (its week file without the stations), read once. */
export function weekSummary(week: SurveyWeek): WeeklyPrices {
  const name = weekFileName(week);
  const summary = summaries.get(name) ?? readWeek(week, weeklyPricesSchema);
  summaries.set(name, summary);
  return summary;
}

let registry: ReadonlyMap<string, StationDetails> | undefined;

/** The registry by CNPJ, read once. */
function registryByCnpj(): ReadonlyMap<string, StationDetails> {
  const path = dataPath(REGISTRY_FILE);
  registry ??= new Map(
    parseDataset(zod, stationRegistrySchema, readJson(path), path).stations.map((station) => [station.cnpj, station]),
  );
  return registry;
}

/** A week's station prices joined with the registry; `[]` fuels give null. Throws for a CNPJ the registry lacks. */
export function joinStations(
  file: Pick<WeekFile, "source" | "weekStart" | "weekEnd" | "stations">,
  details: ReadonlyMap<string, StationDetails>,
  name: string,
): StationSurvey {
  const price = (value: string | null, collected: string | null) =>
    value === null || collected === null ? null : { price: value, collected };
  return {
    source: file.source,
    weekStart: file.weekStart,
    weekEnd: file.weekEnd,
    stations: file.stations.map(([cnpj, ethanol, ethanolDay, gasoline, gasolineDay]) => {
      const station = details.get(cnpj);
      if (!station) throw new Error(`${name}: o CNPJ ${cnpj} não está em ${REGISTRY_FILE}; refaça com npm run data:anp.`);
      return { ...station, ethanol: price(ethanol, ethanolDay), gasoline: price(gasoline, gasolineDay) };
    }),
  };
}

/** A kept week's stations with their names and addresses (from the registry). */
export function weekStations(week: SurveyWeek): StationSurvey {
  return joinStations(readWeek(week, weekFileSchema), registryByCnpj(), dataPath(WEEKS_FOLDER, weekFileName(week)));
}

/** The newest kept week; throws, stopping the build, when none is kept. */
export function newestWeek(): SurveyWeek {
  const newest = SURVEY_WEEKS.at(-1);
  if (!newest) {
    throw new Error(`${dataPath(WEEKS_FOLDER)}: nenhuma semana da ANP guardada; rode npm run data:anp.`);
  }
  return newest;
}

/** The kept week before the newest, or null when only one is kept. */
export function previousWeek(): SurveyWeek | null {
  return SURVEY_WEEKS.at(-2) ?? null;
}
