/**
 * The words of /dados and its week pages about the files: sizes, row
 * counts, a week page's name and a column's type and unit, in pt-BR.
 */
import { formatInteger } from "#lib/format.ts";
import { plural, type PluralForms } from "#lib/plural.ts";
import type { Column, ColumnType, TableName } from "./open-data-tables.ts";

const oneDecimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/**
 * A file size in words, in decimal units as file managers show them: 812 →
 * "812 bytes", 54_300 → "54,3 kB", 1_180_000 → "1,2 MB".
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${formatInteger(bytes)} ${plural(bytes, { one: "byte", other: "bytes" })}`;
  if (bytes < 1_000_000) return `${oneDecimal.format(bytes / 1000)} kB`;
  return `${oneDecimal.format(bytes / 1_000_000)} MB`;
}

/** What one row of each table is, in the singular and the plural. */
const ROW_WORDS: Readonly<Record<TableName, PluralForms>> = {
  postos: { one: "posto", other: "postos" },
  municipios: { one: "município", other: "municípios" },
  // The Federal District is a row too: "27 unidades da federação", not "27 estados".
  estados: { one: "unidade da federação", other: "unidades da federação" },
};

/** A file's rows in words, by its table: "1 posto", "4.376 postos", "27 unidades da federação". */
export function rowCount(table: TableName, rows: number): string {
  return `${formatInteger(rows)} ${plural(rows, ROW_WORDS[table])}`;
}

/** A week page's name, from the week as the pages name it: "14 a 20/06/2026" → "Pesquisa de 14 a 20/06/2026". */
export function weekTitle(label: string): string {
  return `Pesquisa de ${label}`;
}

const TYPE_WORDS: Readonly<Record<ColumnType, string>> = {
  string: "texto",
  number: "número",
  integer: "número inteiro",
  date: "data",
};

/** A column's type and unit in words: "número, R$/l", "data", "texto". */
export function columnKind(column: Pick<Column<never>, "type" | "unit">): string {
  return column.unit ? `${TYPE_WORDS[column.type]}, ${column.unit}` : TYPE_WORDS[column.type];
}
