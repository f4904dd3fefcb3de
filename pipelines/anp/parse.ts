/**
 * Reads the ANP price spreadsheets (Levantamento de Preços de Combustíveis)
 * from plain rows of cells and builds the JSON of `data/anp/`.
 * Pure: the caller reads the workbook (pipelines/anp/run.ts, with exceljs) and
 * passes each sheet as `unknown[][]`, where rows[i] is spreadsheet row i + 1
 * and a cell is a string, number, Date, empty, or an exceljs rich-text or
 * formula object. Any change of format throws an Error naming the sheet and
 * the 1-based spreadsheet row, so a refresh fails loudly instead of
 * publishing wrong prices.
 */
import type { MonthlyPrices, MonthPrices } from "#data/build/monthly.ts";
import type { CityWeek, PlacePrices, PriceStats, WeeklyPrices } from "#data/build/weekly.ts";
import type { CityEntry, CityIndex, CityPoint } from "#data/cities.ts";
import { ANP_SOURCE, type Price } from "#data/dataset.ts";
import type { Fuel } from "#lib/fuels.ts";
import { anpKey, STATES, type Uf } from "#lib/states.ts";
import type { CityNameLookup } from "#pipelines/ibge/municipality-names.ts";
import {
  checkUnique,
  checkUnit,
  type Columns,
  comparePrices,
  dataRows,
  fail,
  plain,
  type ProductNames,
  quote,
  readDate,
  readPrice,
  readProduct,
  readState,
  readText,
} from "./cells.ts";

/** ANP's names of the two fuels kept. */
export const PRODUCT_NAMES: Readonly<Record<Fuel, string>> = {
  ethanol: "ETANOL HIDRATADO",
  gasoline: "GASOLINA COMUM",
};

/** The products of the summary and the monthly series: the two fuels kept, the others validated, then left out. */
const PRODUCTS: ProductNames = {
  fuels: PRODUCT_NAMES,
  others: ["GASOLINA ADITIVADA", "GLP", "GNV", "OLEO DIESEL", "OLEO DIESEL S10"],
};

/** Unit of the two fuels' prices. */
const UNIT = "R$/l";

/** Stations surveyed: a whole number ≥ 1 (a number cell or digits). */
function readStations(cell: unknown, sheet: string, row: number): number {
  const value = plain(cell);
  const count = typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof count !== "number" || !Number.isSafeInteger(count) || count < 1) {
    fail(sheet, row, `número de postos não é um inteiro positivo (${quote(cell)})`);
  }
  return count;
}

// ——— Weekly summary ———————————————————————————————————————————————————————

/** One fuel's weekly figures for a place, with the row it came from. */
export interface WeeklyRecord {
  readonly row: number;
  readonly product: Fuel;
  readonly prices: PriceStats;
  /** Null in the BRASIL sheet. */
  readonly uf: Uf | null;
  /** The city as the MUNICIPIOS and CAPITAIS sheets write it ("SAO CARLOS"), spaces collapsed; else null. */
  readonly city: string | null;
}

/** A parsed sheet of the weekly summary. */
export interface WeeklySheet {
  readonly sheet: string;
  readonly weekStart: string;
  readonly weekEnd: string;
  /** Data rows read, all products included. */
  readonly rowCount: number;
  /** The two fuels' rows only. */
  readonly records: readonly WeeklyRecord[];
  /**
   * Every place a row names, whatever its product, as `placeKey` writes it: in the MUNICIPIOS sheet, a city
   * surveyed that week for any product (Belford Roxo (RJ), 14 to 20/06/2026, had one GLP row and nothing else).
   */
  readonly places: ReadonlySet<string>;
}

/** The key of a place in {@link WeeklySheet.places}: "RJ BELFORD ROXO" (UF and the ANP's spelling, `anpKey`). */
export function placeKey(uf: Uf | null, city: string | null): string {
  return `${uf ?? ""} ${anpKey(city ?? "")}`;
}

/** Which places a weekly sheet lists: BRASIL, ESTADOS, or MUNICIPIOS / CAPITAIS. */
export type WeeklyLevel = "country" | "state" | "city";

const WEEKLY_COLUMNS = {
  start: ["DATA INICIAL"],
  end: ["DATA FINAL"],
  product: ["PRODUTO"],
  stations: ["NÚMERO DE POSTOS PESQUISADOS"],
  unit: ["UNIDADE DE MEDIDA"],
  mean: ["PREÇO MÉDIO REVENDA"],
  min: ["PREÇO MÍNIMO REVENDA"],
  max: ["PREÇO MÁXIMO REVENDA"],
} as const;

const PLACE_COLUMNS = {
  country: { country: ["BRASIL"] },
  state: { state: ["ESTADOS", "ESTADO"] },
  city: { state: ["ESTADO"], city: ["MUNICÍPIO"] },
} as const;

const DAY_MS = 86_400_000;

/** ISO date `days` after an ISO date. */
function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Parses one sheet of ANP's weekly summary ("resumo semanal"): every data row
 * must have the same Sunday-to-Saturday week, a known state (and city), a
 * known product, a whole station count ≥ 1 and positive mean, min and max
 * prices; for the two fuels also the unit R$/l, min ≤ mean ≤ max, and one
 * row per place. Returns the two fuels' rows, prices in R$/l.
 */
export function parseWeeklySheet(rows: readonly unknown[][], sheet: string, level: WeeklyLevel): WeeklySheet {
  const columns: Columns<string> = { ...WEEKLY_COLUMNS, ...PLACE_COLUMNS[level] };
  const lines = dataRows(rows, sheet, columns);
  const records: WeeklyRecord[] = [];
  const places = new Set<string>();
  const seen = new Map<string, number>();
  let week: { start: string; end: string } | undefined;
  for (const { row, cell } of lines) {
    const start = readDate(cell("start"), sheet, row, "data inicial");
    const end = readDate(cell("end"), sheet, row, "data final");
    week ??= { start, end };
    if (start !== week.start || end !== week.end) {
      fail(sheet, row, `semana ${start} a ${end} difere da primeira linha (${week.start} a ${week.end})`);
    }
    if (new Date(`${start}T00:00:00Z`).getUTCDay() !== 0 || end !== addDays(start, 6)) {
      fail(sheet, row, `semana ${start} a ${end} não vai de domingo a sábado`);
    }
    const uf = level === "country" ? null : readState(cell("state"), sheet, row).uf;
    const city = level === "city" ? readText(cell("city"), sheet, row, "município").replace(/\s+/g, " ") : null;
    if (level === "country" && anpKey(readText(cell("country"), sheet, row, "país")) !== "BRASIL") {
      fail(sheet, row, `esperado "BRASIL" (${quote(cell("country"))})`);
    }
    const { product, label } = readProduct(cell("product"), sheet, row, PRODUCTS);
    const stations = readStations(cell("stations"), sheet, row);
    const mean = readPrice(cell("mean"), sheet, row, `preço médio ${label}`);
    const min = readPrice(cell("min"), sheet, row, `preço mínimo ${label}`);
    const max = readPrice(cell("max"), sheet, row, `preço máximo ${label}`);
    places.add(placeKey(uf, city));
    if (product === null) continue;
    checkUnit(cell("unit"), sheet, row, label, UNIT);
    if (comparePrices(min, mean) > 0 || comparePrices(mean, max) > 0) {
      fail(sheet, row, `preços ${label} fora de ordem: mínimo ${min}, médio ${mean}, máximo ${max}`);
    }
    checkUnique(
      seen,
      `${uf} ${anpKey(city ?? "")} ${product}`,
      sheet,
      row,
      `${PRODUCT_NAMES[product]} de ${city ?? uf ?? "BRASIL"}`,
    );
    records.push({ row, product, uf, city, prices: { mean, min, max, stations } });
  }
  // dataRows returned at least one row, so the week is set.
  const { start, end } = week as { start: string; end: string };
  return { sheet, weekStart: start, weekEnd: end, rowCount: lines.length, records, places };
}

// ——— Monthly series ———————————————————————————————————————————————————————

/** One fuel's monthly mean for a UF, with the row it came from. */
export interface MonthlyRecord {
  readonly row: number;
  /** "2013-01". */
  readonly month: string;
  readonly uf: Uf;
  readonly product: Fuel;
  /** Mean retail price, R$/l. */
  readonly mean: Price;
}

/** The parsed monthly sheet. */
export interface MonthlySheet {
  readonly sheet: string;
  /** Data rows read, all products included. */
  readonly rowCount: number;
  readonly records: readonly MonthlyRecord[];
}

const MONTHLY_COLUMNS = {
  month: ["MÊS"],
  product: ["PRODUTO"],
  state: ["ESTADO"],
  stations: ["NÚMERO DE POSTOS PESQUISADOS"],
  unit: ["UNIDADE DE MEDIDA"],
  mean: ["PREÇO MÉDIO REVENDA"],
} as const;

/**
 * Parses ANP's monthly series per state ("mensal-estados-desde-jan2013"):
 * every data row must have a month (the 1st of a month), a known state and
 * product, a whole station count ≥ 1 and a positive mean price; for the two
 * fuels also the unit R$/l and one row per UF and month. Returns the two
 * fuels' monthly means, R$/l.
 */
export function parseMonthlySheet(rows: readonly unknown[][], sheet: string): MonthlySheet {
  const lines = dataRows(rows, sheet, MONTHLY_COLUMNS);
  const records: MonthlyRecord[] = [];
  const seen = new Map<string, number>();
  for (const { row, cell } of lines) {
    const date = readDate(cell("month"), sheet, row, "mês");
    if (!date.endsWith("-01")) fail(sheet, row, `mês não é o dia 1º de um mês (${date})`);
    const month = date.slice(0, 7);
    const { uf } = readState(cell("state"), sheet, row);
    const { product, label } = readProduct(cell("product"), sheet, row, PRODUCTS);
    readStations(cell("stations"), sheet, row);
    const mean = readPrice(cell("mean"), sheet, row, `preço médio ${label}`);
    if (product === null) continue;
    checkUnit(cell("unit"), sheet, row, label, UNIT);
    checkUnique(seen, `${month} ${uf} ${product}`, sheet, row, `${PRODUCT_NAMES[product]} de ${uf} em ${month}`);
    records.push({ row, month, uf, product, mean });
  }
  return { sheet, rowCount: lines.length, records };
}

// ——— Building the JSON ————————————————————————————————————————————————————

/** Both fuels of one place from its records (null for a fuel without a row). */
function placePrices(records: readonly WeeklyRecord[]): PlacePrices {
  const of = (product: Fuel) => records.find((record) => record.product === product)?.prices ?? null;
  return { ethanol: of("ethanol"), gasoline: of("gasoline") };
}

/** Throws unless two sheets are of the same week. */
function checkSameWeek(a: WeeklySheet, b: WeeklySheet): void {
  if (a.weekStart !== b.weekStart || a.weekEnd !== b.weekEnd) {
    throw new Error(
      `Planilha "${b.sheet}": semana ${b.weekStart} a ${b.weekEnd} difere da planilha "${a.sheet}" (${a.weekStart} a ${a.weekEnd})`,
    );
  }
}

/**
 * `weekly.json` from the parsed BRASIL, ESTADOS and MUNICIPIOS sheets of one
 * weekly summary: every UF (null for a fuel it lacks), every city with at
 * least one of the two fuels, named by `cityName` (IBGE's spelling, see
 * municipality-names.ts), sorted by UF (order of `STATES`) then name.
 */
export function buildWeekly(
  brazil: WeeklySheet,
  states: WeeklySheet,
  cities: WeeklySheet,
  cityName: CityNameLookup,
): WeeklyPrices {
  checkSameWeek(states, brazil);
  checkSameWeek(states, cities);
  const byCity = new Map<string, WeeklyRecord[]>();
  for (const record of cities.records) {
    const key = `${record.uf} ${anpKey(record.city ?? "")}`;
    byCity.set(key, [...(byCity.get(key) ?? []), record]);
  }
  const cityRows: CityWeek[] = [...byCity.values()].map((records) => {
    const { uf, city } = records[0] as WeeklyRecord & { uf: Uf; city: string };
    return { name: cityName(uf, city).name, uf, ...placePrices(records) };
  });
  const order = new Map(STATES.map((state, index) => [state.uf, index]));
  cityRows.sort((a, b) => (order.get(a.uf) ?? 0) - (order.get(b.uf) ?? 0) || a.name.localeCompare(b.name, "pt-BR"));
  return {
    source: ANP_SOURCE,
    weekStart: states.weekStart,
    weekEnd: states.weekEnd,
    brazil: placePrices(brazil.records),
    states: STATES.map(({ uf }) => ({ uf, ...placePrices(states.records.filter((record) => record.uf === uf)) })),
    cities: cityRows,
  };
}

/** "2013-01" → "2013-02"; "2013-12" → "2014-01". */
export function nextMonth(month: string): string {
  const [year = 0, number = 0] = month.split("-").map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}

/**
 * `monthly.json` from the parsed monthly records: per UF (order of `STATES`)
 * every calendar month from the first to the last month in the records,
 * with null where a fuel has no mean (Amapá's ethanol in some months; all
 * UFs in 2020-09, when the ANP made no survey). Throws if there is none.
 */
export function buildMonthly(sheet: MonthlySheet): MonthlyPrices {
  const months = sheet.records.map((record) => record.month).sort();
  const [firstMonth, lastMonth] = [months[0], months.at(-1)];
  if (firstMonth === undefined || lastMonth === undefined) {
    throw new Error(`Planilha "${sheet.sheet}": nenhuma linha de etanol ou gasolina`);
  }
  const calendar: string[] = [];
  for (let month = firstMonth; month <= lastMonth; month = nextMonth(month)) calendar.push(month);
  const mean = new Map(sheet.records.map((record) => [`${record.uf} ${record.month} ${record.product}`, record.mean]));
  return {
    source: ANP_SOURCE,
    firstMonth,
    lastMonth,
    states: STATES.map(({ uf }) => ({
      uf,
      months: calendar.map((month): MonthPrices => ({
        month,
        ethanol: mean.get(`${uf} ${month} ethanol`) ?? null,
        gasoline: mean.get(`${uf} ${month} gasoline`) ?? null,
      })),
    })),
  };
}

/** `cities.json` from `weekly.json`: per UF its cities sorted by name, each [name, [mean, stations] | null × 2]. */
export function buildCityIndex(weekly: WeeklyPrices): CityIndex {
  const point = (stats: PriceStats | null): CityPoint | null => (stats ? [stats.mean, stats.stations] : null);
  const states = Object.fromEntries(STATES.map(({ uf }) => [uf, [] as CityEntry[]])) as Record<Uf, CityEntry[]>;
  for (const city of weekly.cities) states[city.uf].push([city.name, point(city.ethanol), point(city.gasoline)]);
  for (const entries of Object.values(states)) entries.sort((a, b) => a[0].localeCompare(b[0], "pt-BR"));
  return { source: weekly.source, weekStart: weekly.weekStart, weekEnd: weekly.weekEnd, states };
}
