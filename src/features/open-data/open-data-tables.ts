/**
 * The open data files of /dados, defined once: the three tables (the
 * stations, open-data-station-table.ts; the municipalities' and the states'
 * means, open-data-place-tables.ts), each with its columns (name, title and
 * description in pt-BR, type, unit; the shared ones in open-data-columns.ts),
 * and how a kept week becomes their rows. The CSV and JSON writers
 * (open-data-files.ts), the Data Package's schemas (datapackage.ts) and the
 * page's explanations all read these definitions, so a column is named and
 * described in one place.
 *
 * A station's change since the previous kept survey comes from the function
 * the station pages use, which the caller passes in (`ChangeOf`,
 * src/features/stations/station-change.ts).
 * Source: ANP – Levantamento de Preços de Combustíveis.
 */
import type { Station, WeeklyPrices } from "#data/build/anp-history.ts";
import { CITIES_TABLE, STATES_TABLE } from "./open-data-place-tables.ts";
import { STATIONS_TABLE } from "./open-data-station-table.ts";

/** The Table Schema types the files use (https://specs.frictionlessdata.io/table-schema/). */
export type ColumnType = "string" | "number" | "integer" | "date";

/**
 * One cell as the tables hold it, before a file writes it: text, with
 * numbers as exact decimal text with a point ("5.39", "-0.10", "0.5620")
 * and dates as ISO days; null for an empty cell (a fuel not sold, no
 * previous survey).
 */
export type Cell = string | null;

/** What a column may hold beyond its type (Table Schema constraints). */
export interface ColumnConstraints {
  readonly required?: true;
  readonly pattern?: string;
  readonly enum?: readonly string[];
}

/** One column of a table: how it is named, typed, explained, and read from a source row. */
export interface Column<Source> {
  /** The header: lower case, no accents, words joined by "_" ("preco_etanol"). */
  readonly name: string;
  /** A short title in pt-BR ("Preço do etanol"). */
  readonly title: string;
  readonly type: ColumnType;
  /** The unit of a figure ("R$/l"), null for none. */
  readonly unit: string | null;
  /** What the column holds and when it is empty, in pt-BR. */
  readonly description: string;
  readonly constraints?: ColumnConstraints;
  /** The cell of this column for one source row. */
  readonly value: (source: Source) => Cell;
}

/** The three tables of a week, by file name without extension. */
export type TableName = "postos" | "municipios" | "estados";

/** A table: its file name, title, description, key and columns. */
export interface Table<Source> {
  readonly name: TableName;
  readonly title: string;
  readonly description: string;
  /** The columns whose values name one row of a week. */
  readonly primaryKey: readonly string[];
  readonly columns: readonly Column<Source>[];
}

/** A week's table as rows of cells, in the order of its columns. */
export interface TableRows {
  readonly table: Table<never>;
  readonly rows: readonly (readonly Cell[])[];
}

/** A survey week: ISO days of its Sunday and Saturday. */
export interface Week {
  readonly weekStart: string;
  readonly weekEnd: string;
}

/** What a station sold in one survey: each fuel's price and day, null for a fuel it did not sell. */
export type StationPrices = Pick<Station, "ethanol" | "gasoline">;

/**
 * A station's change since the previous kept survey, as the station pages
 * compute it: "new" when that survey did not have the station; otherwise
 * each fuel sold this week with its change in R$/l as signed decimal text
 * ("-0.10"), null when that fuel was not sold then.
 */
export type PriceChange =
  | { readonly kind: "new" }
  | {
      readonly kind: "kept";
      readonly ethanol: { readonly change: string | null } | null;
      readonly gasoline: { readonly change: string | null } | null;
    };

/** The station pages' change rule (`stationChange`): this week's prices against the previous survey's, or null. */
export type ChangeOf = (current: StationPrices, previous: StationPrices | null) => PriceChange;

/** The three tables, in the order the page and the Data Package list them. */
export const TABLES = [STATIONS_TABLE, CITIES_TABLE, STATES_TABLE] as const;

/** Rows of `table` for `sources`, each cell in column order. */
function rowsOf<Source>(table: Table<Source>, sources: readonly Source[]): TableRows {
  return {
    table: table as unknown as Table<never>,
    rows: sources.map((source) => table.columns.map((column) => column.value(source))),
  };
}

/** A kept week to turn into rows: its summary and its stations (with the registry's details). */
export interface WeekData {
  readonly summary: WeeklyPrices;
  readonly stations: readonly Station[];
  /** The stations of the kept survey before it by CNPJ, null when it is the first kept week. */
  readonly previous: ReadonlyMap<string, StationPrices> | null;
}

/**
 * A kept week as its three tables' rows: every station (in the week file's
 * order: UF, city, name, CNPJ) with its change since the previous kept
 * survey by `changeOf` (no change at all for the first kept week), every
 * municipality and every state of the summary.
 */
export function weekTables(week: WeekData, changeOf: ChangeOf): Readonly<Record<TableName, TableRows>> {
  const { summary } = week;
  const base = { week: summary, source: summary.source };
  return {
    postos: rowsOf(
      STATIONS_TABLE,
      week.stations.map((station) => ({
        ...base,
        station,
        change: week.previous ? changeOf(station, week.previous.get(station.cnpj) ?? null) : null,
      })),
    ),
    municipios: rowsOf(
      CITIES_TABLE,
      summary.cities.map((place) => ({ ...base, place })),
    ),
    estados: rowsOf(
      STATES_TABLE,
      summary.states.map((place) => ({ ...base, place })),
    ),
  };
}
