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
import { compare, type Fraction, parseDecimal } from "../../src/lib/decimal.ts";
import { ANP_SOURCE } from "../../src/data/dataset.ts";
import type { CityEntry, CityIndex, CityPoint } from "../../src/data/cities.ts";
import type { CityWeek, PlacePrices, PriceStats, WeeklyPrices } from "../../src/data/weekly.ts";
import type { MonthlyPrices, MonthPrices } from "../../src/data/monthly.ts";
import type { Price } from "../../src/data/dataset.ts";
import type { Fuel } from "../../src/lib/fuels.ts";
import type { CityNameLookup } from "../ibge/municipality-names.ts";
import { anpKey, STATES, stateByAnpName, type State, type Uf } from "../../src/lib/states.ts";

/** ANP's names of the two fuels kept. */
export const PRODUCT_NAMES: Readonly<Record<Fuel, string>> = {
  ethanol: "ETANOL HIDRATADO",
  gasoline: "GASOLINA COMUM",
};

/** The other products of the survey: validated, then left out. */
const OTHER_PRODUCTS = ["GASOLINA ADITIVADA", "GLP", "GNV", "OLEO DIESEL", "OLEO DIESEL S10"];

/** Unit of the two fuels' prices. */
const UNIT = "R$/l";

/**
 * Most decimals a published price has: 3 until April 2022, then 2
 * (Resolução ANP nº 858/2021). More means a float artefact or a new format.
 */
const MAX_DECIMALS = 3;

/** The error every format problem raises: `Planilha "ESTADOS", linha 57: …`. */
function fail(sheet: string, row: number, message: string): never {
  throw new Error(`Planilha "${sheet}", linha ${row}: ${message}`);
}

/** A cell as a plain value: rich text becomes its text, a formula its cached result. */
function plain(cell: unknown): unknown {
  if (typeof cell !== "object" || cell === null || cell instanceof Date) return cell;
  if ("richText" in cell && Array.isArray(cell.richText)) {
    return cell.richText.map((run: { text?: unknown }) => String(run.text ?? "")).join("");
  }
  if ("result" in cell) return plain(cell.result);
  return cell;
}

function isEmpty(cell: unknown): boolean {
  const value = plain(cell);
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

/** How a cell is quoted in an error message. */
function quote(cell: unknown): string {
  const value = plain(cell);
  return value instanceof Date ? value.toISOString() : (JSON.stringify(value) ?? String(value));
}

// ——— Header ———————————————————————————————————————————————————————————————

/** Column key → accepted titles (compared with `anpKey`, so accents and spacing do not matter). */
type Columns<K extends string> = Readonly<Record<K, readonly string[]>>;

/**
 * Finds the header row by its titles: the first row holding at least half
 * of the expected columns (so one renamed or missing column is reported
 * rather than the header being "not found"). Returns the row index and
 * each column's 0-based position; throws when a column is missing.
 */
function findHeader<K extends string>(rows: readonly unknown[][], sheet: string, columns: Columns<K>) {
  const keys = Object.keys(columns) as K[];
  for (const [index, row] of rows.entries()) {
    const titles = row.map((cell) => {
      const value = plain(cell);
      return typeof value === "string" ? anpKey(value) : "";
    });
    const position = (key: K) => titles.findIndex((title) => columns[key].some((name) => anpKey(name) === title));
    if (keys.filter((key) => position(key) >= 0).length * 2 < keys.length) continue;
    const found = {} as Record<K, number>;
    for (const key of keys) {
      found[key] = position(key);
      if (found[key] < 0) fail(sheet, index + 1, `falta a coluna "${columns[key][0]}" no cabeçalho`);
    }
    return { index, columns: found };
  }
  const expected = keys.map((key) => `"${columns[key][0]}"`).join(", ");
  throw new Error(`Planilha "${sheet}": cabeçalho não encontrado (colunas esperadas: ${expected})`);
}

/** A data row: its 1-based spreadsheet number and a reader of its cells by column key. */
interface DataRow<K extends string> {
  readonly row: number;
  readonly cell: (key: K) => unknown;
}

/** The non-empty rows below the header. Throws if there is none. */
function dataRows<K extends string>(rows: readonly unknown[][], sheet: string, columns: Columns<K>): DataRow<K>[] {
  const header = findHeader(rows, sheet, columns);
  const result: DataRow<K>[] = [];
  rows.forEach((cells, index) => {
    if (index > header.index && !cells.every(isEmpty)) {
      result.push({ row: index + 1, cell: (key) => cells[header.columns[key]] });
    }
  });
  if (result.length === 0) fail(sheet, header.index + 1, "nenhuma linha de dados abaixo do cabeçalho");
  return result;
}

// ——— Cells ————————————————————————————————————————————————————————————————

/** A non-empty text cell, trimmed. */
function readText(cell: unknown, sheet: string, row: number, label: string): string {
  const value = plain(cell);
  if (typeof value !== "string" || value.trim() === "")
    fail(sheet, row, `${label} vazio ou não é texto (${quote(cell)})`);
  return value.trim();
}

/**
 * A calendar date as ISO "yyyy-mm-dd", from a Date cell (its UTC day: exceljs
 * reads a date cell as UTC midnight) or a text "dd/mm/aaaa" (the CSV export).
 */
function readDate(cell: unknown, sheet: string, row: number, label: string): string {
  const value = plain(cell);
  const text = typeof value === "string" ? /^\s*(\d{2})\/(\d{2})\/(\d{4})\s*$/.exec(value) : null;
  const date = value instanceof Date ? value : text ? new Date(`${text[3]}-${text[2]}-${text[1]}T00:00:00Z`) : null;
  const iso = date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : null;
  // A text date must exist as written: 31/02/2026 is refused, not moved to March.
  if (iso === null || (text && iso !== `${text[3]}-${text[2]}-${text[1]}`)) {
    fail(sheet, row, `${label} não é uma data (${quote(cell)})`);
  }
  return iso;
}

/** Stations surveyed: a whole number ≥ 1 (a number cell or digits). */
function readStations(cell: unknown, sheet: string, row: number): number {
  const value = plain(cell);
  const count = typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof count !== "number" || !Number.isSafeInteger(count) || count < 1) {
    fail(sheet, row, `número de postos não é um inteiro positivo (${quote(cell)})`);
  }
  return count;
}

/**
 * A positive exact decimal as its shortest text with a point: 5.5 → "5.5",
 * "110,10" → "110.1". Null when it has more than `MAX_DECIMALS` places.
 * `value.d` is a power of ten, as `parseDecimal` returns.
 */
export function decimalText(value: Fraction): string | null {
  let { n, d } = value;
  while (d > 1n && n % 10n === 0n) {
    n /= 10n;
    d /= 10n;
  }
  const places = d.toString().length - 1;
  if (places > MAX_DECIMALS) return null;
  const digits = n.toString().padStart(places + 1, "0");
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/**
 * A price in R$ (per litre for the two fuels): a number cell or a decimal
 * text ("3,98" or "3.98"), greater than zero, at most 3 decimals, returned
 * exact as `decimalText` writes it. `label` names it in errors.
 */
function readPrice(cell: unknown, sheet: string, row: number, label: string): Price {
  const value = plain(cell);
  if (isEmpty(value)) fail(sheet, row, `${label} está vazio`);
  const number = typeof value === "number" || typeof value === "string" ? parseDecimal(value) : null;
  if (number === null) fail(sheet, row, `${label} não é um número (${quote(cell)})`);
  if (number.n <= 0n) fail(sheet, row, `${label} não é positivo (${quote(cell)})`);
  const text = decimalText(number);
  if (text === null) fail(sheet, row, `${label} tem mais de ${MAX_DECIMALS} casas decimais (${quote(cell)})`);
  return text;
}

/** Compares two prices that `readPrice` returned (so both parse). */
function comparePrices(a: Price, b: Price): number {
  return compare(parseDecimal(a) as Fraction, parseDecimal(b) as Fraction);
}

/** The product of a row: one of the two fuels, null for another known product; throws for an unknown one. */
function readProduct(cell: unknown, sheet: string, row: number): { product: Fuel | null; label: string } {
  const name = anpKey(readText(cell, sheet, row, "produto"));
  if (name === anpKey(PRODUCT_NAMES.ethanol)) return { product: "ethanol", label: "do etanol" };
  if (name === anpKey(PRODUCT_NAMES.gasoline)) return { product: "gasoline", label: "da gasolina" };
  if (OTHER_PRODUCTS.some((other) => anpKey(other) === name)) return { product: null, label: `de ${name}` };
  return fail(sheet, row, `produto desconhecido (${quote(cell)})`);
}

function readState(cell: unknown, sheet: string, row: number): State {
  const name = readText(cell, sheet, row, "estado");
  return stateByAnpName(name) ?? fail(sheet, row, `estado desconhecido (${quote(cell)})`);
}

/** Unit check for the two fuels: prices must be in R$ per litre. */
function checkUnit(cell: unknown, sheet: string, row: number, label: string): void {
  const unit = readText(cell, sheet, row, `unidade ${label}`);
  if (unit.toLowerCase() !== UNIT.toLowerCase()) fail(sheet, row, `unidade ${label} é "${unit}", esperado "${UNIT}"`);
}

/** Refuses a second row for the same place and product, naming the first. */
function checkUnique(seen: Map<string, number>, key: string, sheet: string, row: number, what: string): void {
  const first = seen.get(key);
  if (first !== undefined) fail(sheet, row, `${what} repetido (já na linha ${first})`);
  seen.set(key, row);
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
    const { product, label } = readProduct(cell("product"), sheet, row);
    const stations = readStations(cell("stations"), sheet, row);
    const mean = readPrice(cell("mean"), sheet, row, `preço médio ${label}`);
    const min = readPrice(cell("min"), sheet, row, `preço mínimo ${label}`);
    const max = readPrice(cell("max"), sheet, row, `preço máximo ${label}`);
    if (product === null) continue;
    checkUnit(cell("unit"), sheet, row, label);
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
  return { sheet, weekStart: start, weekEnd: end, rowCount: lines.length, records };
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
    const { product, label } = readProduct(cell("product"), sheet, row);
    readStations(cell("stations"), sheet, row);
    const mean = readPrice(cell("mean"), sheet, row, `preço médio ${label}`);
    if (product === null) continue;
    checkUnit(cell("unit"), sheet, row, label);
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
