/**
 * The words of /dados about its files: sizes, row counts and a column's
 * type and unit, in pt-BR.
 */
import { plural } from "#lib/plural.ts";
import type { Column, ColumnType } from "./open-data-tables.ts";

const oneDecimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("pt-BR");

/**
 * A file size in words, in decimal units as file managers show them: 812 →
 * "812 bytes", 54_300 → "54,3 kB", 1_180_000 → "1,2 MB".
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${whole.format(bytes)} ${plural(bytes, { one: "byte", other: "bytes" })}`;
  if (bytes < 1_000_000) return `${oneDecimal.format(bytes / 1000)} kB`;
  return `${oneDecimal.format(bytes / 1_000_000)} MB`;
}

/** A week's stations, one row of postos.csv each: "1 posto", "4.376 postos". */
export function stationCount(rows: number): string {
  return `${whole.format(rows)} ${plural(rows, { one: "posto", other: "postos" })}`;
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
