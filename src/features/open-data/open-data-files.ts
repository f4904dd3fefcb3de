/**
 * How the open data tables (open-data-tables.ts) are written to files: the
 * CSV dialect every CSV of /dados uses and the JSON form of the same rows.
 * The dialect, and why: docs/decisions/0004-open-data-csv-dialect.md.
 */
import Papa from "papaparse";
import type { Cell, ColumnType, TableName, TableRows } from "./open-data-tables.ts";

/** The two formats of every table. */
export const FORMATS = ["csv", "json"] as const;
export type Format = (typeof FORMATS)[number];

/** A week's file name: "postos.csv", "estados.json". */
export type FileName = `${TableName}.${Format}`;

/**
 * The CSV dialect (Frictionless CSV Dialect v1 keys): `;` between fields,
 * `"` around a field that holds `;`, `"`, a line break or an edge space,
 * doubled inside it, CRLF after every row, a header row. The files are
 * UTF-8 with a byte order mark, and numbers have a decimal comma (the
 * schemas' `decimalChar`), as Excel in pt-BR reads them.
 */
export const CSV_DIALECT = {
  delimiter: ";",
  lineTerminator: "\r\n",
  quoteChar: '"',
  doubleQuote: true,
  header: true,
} as const;

/** The decimal separator of the CSV files' numbers. */
export const CSV_DECIMAL = ",";

/** The byte order mark that tells Excel the file is UTF-8. */
const BOM = "\uFEFF";

/**
 * Text a spreadsheet would run as a formula when it opens the file
 * (=, +, -, @, tab, carriage return first; OWASP, "CSV Injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as the CSV writes it: empty for null; a number with the decimal
 * comma; a text that a spreadsheet would take for a formula with a leading
 * apostrophe (none in the ANP's data so far), other texts as they are.
 */
function csvCell(cell: Cell, type: ColumnType): string {
  if (cell === null) return "";
  if (type === "number") return cell.replace(".", CSV_DECIMAL);
  if (type === "string" && FORMULA_START.test(cell)) return `'${cell}`;
  return cell;
}

/**
 * A table as a CSV file's text: the byte order mark, the header row (the
 * columns' names), one row per record, every row ended by CRLF; fields
 * quoted by Papa Parse where the dialect needs it.
 */
export function tableCsv({ table, rows }: TableRows): string {
  const types = table.columns.map((column) => column.type);
  const body = Papa.unparse(
    {
      fields: table.columns.map((column) => column.name),
      data: rows.map((row) => row.map((cell, index) => csvCell(cell, types[index] as ColumnType))),
    },
    { delimiter: CSV_DIALECT.delimiter, newline: CSV_DIALECT.lineTerminator, quoteChar: CSV_DIALECT.quoteChar },
  );
  return `${BOM}${body}${CSV_DIALECT.lineTerminator}`;
}

/** One cell as JSON: numbers as JSON numbers (exact: the ANP's prices have at most 3 decimals), the rest as text or null. */
function jsonCell(cell: Cell, type: ColumnType): string | number | null {
  return cell !== null && (type === "number" || type === "integer") ? Number(cell) : cell;
}

/**
 * A table as a JSON file's text: an array with one object per record,
 * keyed by the columns' names in their order, one record per line.
 */
export function tableJson({ table, rows }: TableRows): string {
  const records = rows.map((row) =>
    JSON.stringify(
      Object.fromEntries(
        table.columns.map((column, index) => [column.name, jsonCell(row[index] ?? null, column.type)]),
      ),
    ),
  );
  return records.length === 0 ? "[]\n" : `[\n${records.join(",\n")}\n]\n`;
}

/** A table in `format`. */
export function tableText(rows: TableRows, format: Format): string {
  return format === "csv" ? tableCsv(rows) : tableJson(rows);
}

/** The media type of a format, as the host serves it. */
export const MEDIA_TYPE: Readonly<Record<Format, string>> = {
  csv: "text/csv; charset=utf-8",
  json: "application/json",
};
