/**
 * Reading the cells of the ANP's spreadsheets, shared by the weekly summary
 * and monthly series (pipelines/anp/parse.ts) and the station file
 * (pipelines/anp/stations.ts). A sheet is given as plain rows of cells
 * (`unknown[][]`, rows[i] is spreadsheet row i + 1; a cell is a string,
 * number, Date, empty, or an exceljs rich-text or formula object). Every
 * reader throws `Planilha "<sheet>", linha <row>: …` on a cell it cannot
 * read, so a changed format fails loudly instead of publishing wrong prices.
 */
import type { Price } from "#data/dataset.ts";
import { compare, decimalText, type Fraction, parseDecimal } from "#lib/decimal.ts";
import type { Fuel } from "#lib/fuels.ts";
import { anpKey, stateByAnpName, type State } from "#lib/states.ts";

/**
 * Most decimals a published price has: 3 until April 2022, then 2
 * (Resolução ANP nº 858/2021). More means a float artefact or a new format.
 */
const MAX_DECIMALS = 3;

/** The error every format problem raises: `Planilha "ESTADOS", linha 57: …`. */
export function fail(sheet: string, row: number, message: string): never {
  throw new Error(`Planilha "${sheet}", linha ${row}: ${message}`);
}

/** A cell as a plain value: rich text becomes its text, a formula its cached result. */
export function plain(cell: unknown): unknown {
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
export function quote(cell: unknown): string {
  const value = plain(cell);
  return value instanceof Date ? value.toISOString() : (JSON.stringify(value) ?? String(value));
}

// ——— Header ———————————————————————————————————————————————————————————————

/** Column key → accepted titles (compared with `anpKey`, so accents and spacing do not matter). */
export type Columns<K extends string> = Readonly<Record<K, readonly string[]>>;

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
export interface DataRow<K extends string> {
  readonly row: number;
  readonly cell: (key: K) => unknown;
}

/** The non-empty rows below the header. Throws if there is none. */
export function dataRows<K extends string>(
  rows: readonly unknown[][],
  sheet: string,
  columns: Columns<K>,
): DataRow<K>[] {
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
export function readText(cell: unknown, sheet: string, row: number, label: string): string {
  const value = plain(cell);
  if (typeof value !== "string" || value.trim() === "")
    fail(sheet, row, `${label} vazio ou não é texto (${quote(cell)})`);
  return value.trim();
}

/**
 * A calendar date as ISO "yyyy-mm-dd", from a Date cell (its UTC day: exceljs
 * reads a date cell as UTC midnight) or a text "dd/mm/aaaa" (the CSV export).
 */
export function readDate(cell: unknown, sheet: string, row: number, label: string): string {
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

/** Whether an exact decimal has at most {@link MAX_DECIMALS} places. */
function fitsDecimals(value: Fraction): boolean {
  return (value.n * 10n ** BigInt(MAX_DECIMALS)) % value.d === 0n;
}

/**
 * A price in R$ (per litre for the two fuels): a number cell or a decimal
 * text ("3,98" or "3.98"), greater than zero, at most 3 decimals, returned
 * exact as `decimalText` (src/lib/decimal.ts) writes it. `label` names it in errors.
 */
export function readPrice(cell: unknown, sheet: string, row: number, label: string): Price {
  const value = plain(cell);
  if (isEmpty(value)) fail(sheet, row, `${label} está vazio`);
  const number = typeof value === "number" || typeof value === "string" ? parseDecimal(value) : null;
  if (number === null) fail(sheet, row, `${label} não é um número (${quote(cell)})`);
  if (number.n <= 0n) fail(sheet, row, `${label} não é positivo (${quote(cell)})`);
  if (!fitsDecimals(number)) fail(sheet, row, `${label} tem mais de ${MAX_DECIMALS} casas decimais (${quote(cell)})`);
  return decimalText(number);
}

/** Compares two prices that `readPrice` returned (so both parse). */
export function comparePrices(a: Price, b: Price): number {
  return compare(parseDecimal(a) as Fraction, parseDecimal(b) as Fraction);
}

/** A file's names of its products: the two fuels kept, and the others, validated then left out. */
export interface ProductNames {
  readonly fuels: Readonly<Record<Fuel, string>>;
  readonly others: readonly string[];
}

/**
 * The product of a row by its name in `names` (accents, case and spacing
 * ignored): one of the two fuels, null for another known product, with the
 * label messages use ("do etanol"); throws for an unknown product.
 */
export function readProduct(
  cell: unknown,
  sheet: string,
  row: number,
  names: ProductNames,
): { product: Fuel | null; label: string } {
  const name = anpKey(readText(cell, sheet, row, "produto"));
  if (name === anpKey(names.fuels.ethanol)) return { product: "ethanol", label: "do etanol" };
  if (name === anpKey(names.fuels.gasoline)) return { product: "gasoline", label: "da gasolina" };
  if (names.others.some((other) => anpKey(other) === name)) return { product: null, label: `de ${name}` };
  return fail(sheet, row, `produto desconhecido (${quote(cell)})`);
}

/** The state a row names in the ANP's spelling ("SAO PAULO"); throws for an unknown one. */
export function readState(cell: unknown, sheet: string, row: number): State {
  const name = readText(cell, sheet, row, "estado");
  return stateByAnpName(name) ?? fail(sheet, row, `estado desconhecido (${quote(cell)})`);
}

/** Checks a price's unit is `unit` (case and spacing ignored: "R$/l", "R$ / litro"); `label` names the product. */
export function checkUnit(cell: unknown, sheet: string, row: number, label: string, unit: string): void {
  const text = readText(cell, sheet, row, `unidade ${label}`);
  const key = (value: string) => value.toLowerCase().replace(/\s+/g, "");
  if (key(text) !== key(unit)) fail(sheet, row, `unidade ${label} é "${text}", esperado "${unit}"`);
}

/** Refuses a second row with the same `key` (place and product, station and product), naming the first. */
export function checkUnique(seen: Map<string, number>, key: string, sheet: string, row: number, what: string): void {
  const first = seen.get(key);
  if (first !== undefined) fail(sheet, row, `${what} repetido (já na linha ${first})`);
  seen.set(key, row);
}
