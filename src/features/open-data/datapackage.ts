/**
 * The open data's addresses and its Frictionless Data Package (v1,
 * https://specs.frictionlessdata.io/data-package/): `/dados/datapackage.json`
 * lists every file of every kept week with its Table Schema, CSV dialect,
 * size and SHA-256, under the licence and credit below. The schemas come
 * from the tables' column definitions (open-data-tables.ts), one file per
 * table and format, which every week's resources point to.
 */
import { OPEN_DATA_PATH } from "#lib/paths.ts";
import { CSV_DECIMAL, CSV_DIALECT, type FileName, FORMATS, type Format, MEDIA_TYPE } from "./open-data-files.ts";
import { type Column, type Table, type TableName, TABLES } from "./open-data-tables.ts";

/** A survey week: ISO days of its Sunday and Saturday. */
export interface OpenDataWeek {
  readonly start: string;
  readonly end: string;
}

/** A week's folder under /dados: "2026-06-14_2026-06-20". */
export function weekFolder(week: OpenDataWeek): string {
  return `${week.start}_${week.end}`;
}

/** A week's file, from the site's root: "/dados/2026-06-14_2026-06-20/postos.csv". */
export function dataFilePath(week: OpenDataWeek, file: FileName): string {
  return `${OPEN_DATA_PATH}/${weekFolder(week)}/${file}`;
}

/**
 * A week's page, from the site's root: "/dados/2026-06-14_2026-06-20". The
 * build writes it as `dados/2026-06-14_2026-06-20.html`, beside the folder
 * of its files (docs/decisions/0007-open-data-pages.md).
 */
export function weekPagePath(week: OpenDataWeek): string {
  return `${OPEN_DATA_PATH}/${weekFolder(week)}`;
}

/** The Data Package's path from the site's root. */
export const DATAPACKAGE_PATH = `${OPEN_DATA_PATH}/datapackage.json`;

/** A schema file's name under /dados/esquemas/: "postos-csv.json". */
export function schemaFileName(table: TableName, format: Format): string {
  return `${table}-${format}.json`;
}

/** The files' licence: the ANP's own for its prices, share-alike (ODbL 1.0). */
export const LICENSE = {
  name: "odc-odbl",
  path: "https://opendatacommons.org/licenses/odbl/1-0/",
  title: "Open Data Commons Open Database License (ODbL) v1.0",
} as const;

/** Where the ANP publishes its survey as open data, listed under ODbL. */
export const ANP_OPEN_DATA_URL =
  "https://dados.gov.br/dados/conjuntos-dados/serie-historica-de-precos-de-combustiveis-e-de-glp";

/** One field of a Table Schema (https://specs.frictionlessdata.io/table-schema/). */
function schemaField(column: Column<never>, format: Format): Record<string, unknown> {
  const unit = column.unit ? ` Unidade: ${column.unit}.` : "";
  return {
    name: column.name,
    title: column.title,
    type: column.type,
    description: `${column.description}${unit}`,
    ...(column.type === "number" && format === "csv" ? { decimalChar: CSV_DECIMAL } : {}),
    ...(column.constraints ? { constraints: column.constraints } : {}),
  };
}

/** The Table Schema of `table` in `format`: its fields in column order, empty cells as missing, its key. */
export function tableSchema(table: Table<never>, format: Format): Record<string, unknown> {
  return {
    fields: table.columns.map((column) => schemaField(column, format)),
    missingValues: [""],
    primaryKey: [...table.primaryKey],
  };
}

/** What the Data Package says of one week's file, besides its schema. */
export interface FileFacts {
  readonly file: FileName;
  readonly table: TableName;
  readonly format: Format;
  /** Size in bytes. */
  readonly bytes: number;
  /** SHA-256 of the file, hex. */
  readonly sha256: string;
  /** Data rows (the header row aside). */
  readonly rows: number;
}

/** A kept week and its files, for the Data Package and the page. */
export interface WeekFiles {
  readonly week: OpenDataWeek;
  /** The survey week as the pages name it: "14 a 20/06/2026". */
  readonly label: string;
  /** The kept survey before it, as named ("7 a 13/06/2026"), null for the first kept week. */
  readonly previousLabel: string | null;
  readonly files: readonly FileFacts[];
}

/** What the Data Package credits: the site, its address, and the ANP's page of the surveys. */
export interface PackageCredit {
  readonly siteName: string;
  /** Absolute URL of /dados. */
  readonly homepage: string;
  /** The ANP's page of the weekly surveys, where the spreadsheets are published. */
  readonly surveyUrl: string;
  /** "Fonte: ANP – Levantamento de Preços de Combustíveis". */
  readonly credit: string;
}

const TABLE_BY_NAME = new Map(TABLES.map((table) => [table.name, table as unknown as Table<never>]));

/** A week's resource for one file. */
function resource(week: WeekFiles, facts: FileFacts): Record<string, unknown> {
  const table = TABLE_BY_NAME.get(facts.table) as Table<never>;
  const since = week.previousLabel
    ? ` Variação desde a pesquisa de ${week.previousLabel}.`
    : facts.table === "postos"
      ? " Primeira pesquisa guardada: sem variação."
      : "";
  return {
    profile: facts.format === "csv" ? "tabular-data-resource" : "data-resource",
    name: `${weekFolder(week.week).replace("_", "-")}-${facts.table}-${facts.format}`,
    path: `${weekFolder(week.week)}/${facts.file}`,
    title: `${table.title}, pesquisa de ${week.label} (${facts.format.toUpperCase()})`,
    description: `${table.description}${since}`,
    format: facts.format,
    mediatype: MEDIA_TYPE[facts.format].split(";")[0],
    encoding: "utf-8",
    bytes: facts.bytes,
    hash: `sha256:${facts.sha256}`,
    schema: `esquemas/${schemaFileName(facts.table, facts.format)}`,
    ...(facts.format === "csv" ? { dialect: CSV_DIALECT } : {}),
  };
}

/**
 * The Data Package of every kept week, newest first: its licence (ODbL
 * 1.0, as the ANP's open data), its sources (the ANP's survey page and the
 * federal open-data catalogue), the credit, and one resource per file.
 */
export function dataPackage(weeks: readonly WeekFiles[], credit: PackageCredit): Record<string, unknown> {
  return {
    profile: "data-package",
    name: "etanol-ou-gasolina-anp-semanal",
    title: "Preços de etanol e gasolina da pesquisa semanal da ANP, por posto, município e estado",
    description: `Cada pesquisa semanal da ANP guardada pelo site ${credit.siteName}: os preços de etanol hidratado e gasolina comum de cada posto pesquisado, as médias de cada município e estado, e o veredito da regra dos 70%. ${credit.credit}. Os arquivos CSV usam ponto e vírgula, vírgula decimal e UTF-8 com BOM.`,
    homepage: credit.homepage,
    keywords: ["ANP", "preço do etanol", "preço da gasolina", "postos de combustíveis", "regra dos 70%", "Brasil"],
    licenses: [LICENSE],
    sources: [
      { title: "ANP – Levantamento de Preços de Combustíveis", path: credit.surveyUrl },
      { title: "ANP – Série histórica de preços de combustíveis e de GLP (dados.gov.br)", path: ANP_OPEN_DATA_URL },
    ],
    contributors: [
      {
        title: "Agência Nacional do Petróleo, Gás Natural e Biocombustíveis (ANP)",
        role: "author",
        path: credit.surveyUrl,
      },
      { title: credit.siteName, role: "publisher", path: credit.homepage },
    ],
    resources: weeks.flatMap((week) => week.files.map((facts) => resource(week, facts))),
  };
}

/** Every schema file: its table and format, in the order of the tables. */
export const SCHEMA_FILES = TABLES.flatMap((table) =>
  FORMATS.map((format) => ({ table: table as unknown as Table<never>, format })),
);
