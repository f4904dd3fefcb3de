/**
 * The open data files of /dados, defined once: for each of the three tables
 * (the stations, the municipalities' means, the states' means) its columns
 * (name, title and description in pt-BR, type, unit) and how a kept week
 * becomes its rows. The CSV and JSON writers (open-data-files.ts), the Data
 * Package's schemas (datapackage.ts) and the page's explanations all read
 * these definitions, so a column is named and described in one place.
 *
 * Rules are the site's own: the verdict and the ratio come from
 * `compareFuels` and `priceRatio` (src/lib/fuel-comparison.ts; exact on the
 * decimals, exactly 70% is ethanol); a station's change since the previous
 * kept survey comes from the function the station pages use, which the
 * caller passes in (`ChangeOf`, src/features/stations/station-change.ts).
 * Source: ANP – Levantamento de Preços de Combustíveis.
 */
import type { CityWeek, PriceStats, StateWeek, Station, WeeklyPrices } from "#data/build/anp-history.ts";
import { parseDecimal } from "#lib/decimal.ts";
import { compareFuels, priceRatio } from "#lib/fuel-comparison.ts";
import { FUEL_NAME, FUELS, type Fuel } from "#lib/fuels.ts";
import { STATES, UFS } from "#lib/states.ts";

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
interface ColumnConstraints {
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
interface Week {
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
type PriceChange =
  | { readonly kind: "new" }
  | {
      readonly kind: "kept";
      readonly ethanol: { readonly change: string | null } | null;
      readonly gasoline: { readonly change: string | null } | null;
    };

/** The station pages' change rule (`stationChange`): this week's prices against the previous survey's, or null. */
export type ChangeOf = (current: StationPrices, previous: StationPrices | null) => PriceChange;

/** "R$/l", the unit of every price and change. */
const PER_LITRE = "R$/l";

/** The rule the verdict columns apply, as the page and the schemas state it. */
export const VERDICT_RULE =
  "Pela regra dos 70%: “etanol” quando o preço do etanol é no máximo 70% do preço da gasolina (exatamente 70% é etanol), senão “gasolina”. A comparação é exata, com os preços como a ANP os publica, sem arredondar a razão.";

/**
 * A price as prices are written, with at least two decimals ("6.6" →
 * "6.60", "6" → "6.00"; "5.899" stays): the pipeline keeps the ANP's
 * value without trailing zeros. Null for no price.
 */
function money(text: string | null | undefined): Cell {
  if (!text) return null;
  const [whole, fraction = ""] = text.split(".");
  return `${whole}.${fraction.padEnd(2, "0")}`;
}

/** The ratio to 4 decimals as decimal text ("0.5620"), null when either price is missing or unusable. */
function ratioCell(ethanol: string | null | undefined, gasoline: string | null | undefined): Cell {
  const [e, g] = [ethanol ? parseDecimal(ethanol) : null, gasoline ? parseDecimal(gasoline) : null];
  return e && g && g.n > 0n ? priceRatio(e, g).toFixed(4) : null;
}

/** The fuel that pays off by the 70% rule ("etanol", "gasolina"), null when either price is missing. */
function verdictCell(ethanol: string | null | undefined, gasoline: string | null | undefined): Cell {
  if (!ethanol || !gasoline) return null;
  const comparison = compareFuels(ethanol, gasoline);
  return comparison.ok ? FUEL_NAME[comparison.fuel] : null;
}

// ——— Columns every table shares ——————————————————————————————————————————————

const WEEK_COLUMNS: readonly Column<{ readonly week: Week }>[] = [
  {
    name: "semana_inicio",
    title: "Início da pesquisa",
    type: "date",
    unit: null,
    description: "Domingo da semana da pesquisa (AAAA-MM-DD).",
    constraints: { required: true },
    value: ({ week }) => week.weekStart,
  },
  {
    name: "semana_fim",
    title: "Fim da pesquisa",
    type: "date",
    unit: null,
    description: "Sábado da semana da pesquisa (AAAA-MM-DD).",
    constraints: { required: true },
    value: ({ week }) => week.weekEnd,
  },
];

const UF_COLUMN: Column<{ readonly uf: string }> = {
  name: "uf",
  title: "UF",
  type: "string",
  unit: null,
  description: "Sigla da unidade da federação.",
  constraints: { required: true, enum: UFS },
  value: ({ uf }) => uf,
};

/** The credit every row carries, so that it travels with any copy of the rows. */
const SOURCE_COLUMN: Column<{ readonly source: string }> = {
  name: "fonte",
  title: "Fonte",
  type: "string",
  unit: null,
  description: "O crédito que todo uso destes dados deve citar.",
  constraints: { required: true },
  value: ({ source }) => source,
};

/** The ratio and verdict columns of a pair of prices, from `prices` (ethanol, gasoline). */
function ratioColumns<S>(
  prices: (source: S) => readonly [Cell | undefined, Cell | undefined],
  of: string,
  empty: string,
): Column<S>[] {
  return [
    {
      name: "razao_etanol_gasolina",
      title: "Razão etanol/gasolina",
      type: "number",
      unit: null,
      description: `${of} do etanol dividido pelo da gasolina, com 4 casas decimais (0,7000 é 70%); vazio ${empty}.`,
      value: (source) => ratioCell(...prices(source)),
    },
    {
      name: "veredito",
      title: "Veredito",
      type: "string",
      unit: null,
      description: `${VERDICT_RULE} Vazio ${empty}.`,
      constraints: { enum: FUELS.map((fuel) => FUEL_NAME[fuel]) },
      value: (source) => verdictCell(...prices(source)),
    },
  ];
}

// ——— Stations ————————————————————————————————————————————————————————————————

/** A station's row: its week, its survey (with the registry's details) and its change since the previous survey. */
export interface StationSource {
  readonly week: Week;
  readonly source: string;
  readonly station: Station;
  readonly change: PriceChange | null;
}

/** A CNPJ with its mask: "08220930000162" → "08.220.930/0001-62" (the alphanumeric CNPJ takes the same mask). */
export function maskCnpj(cnpj: string): string {
  return cnpj.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, "$1.$2.$3/$4-$5");
}

/** A CEP with its hyphen: "01310100" → "01310-100". */
function maskCep(cep: string): string {
  return `${cep.slice(0, 5)}-${cep.slice(5)}`;
}

/** A station's text column. */
function stationText(
  name: string,
  title: string,
  description: string,
  value: (station: Station) => string | null,
  constraints?: ColumnConstraints,
): Column<StationSource> {
  return { name, title, type: "string", unit: null, description, constraints, value: ({ station }) => value(station) };
}

const FUEL_WORDS: Readonly<Record<Fuel, string>> = { ethanol: "etanol hidratado", gasoline: "gasolina comum" };

/** One fuel's price, day collected and change at a station. */
function stationFuelColumns(fuel: Fuel): Column<StationSource>[] {
  const word = FUEL_NAME[fuel];
  const notSold = `vazio se o posto não vendeu ${word} na pesquisa`;
  return [
    {
      name: `preco_${word}`,
      title: `Preço ${fuel === "ethanol" ? "do" : "da"} ${word}`,
      type: "number",
      unit: PER_LITRE,
      description: `Preço de revenda de ${FUEL_WORDS[fuel]} no posto, em R$ por litro, como a ANP o publica; ${notSold}.`,
      value: ({ station }) => money(station[fuel]?.price),
    },
    {
      name: `data_${word}`,
      title: `Coleta ${fuel === "ethanol" ? "do" : "da"} ${word}`,
      type: "date",
      unit: null,
      description: `Dia em que a ANP coletou o preço ${fuel === "ethanol" ? "do" : "da"} ${word} (AAAA-MM-DD); ${notSold}.`,
      value: ({ station }) => station[fuel]?.collected ?? null,
    },
  ];
}

/** One fuel's change since the previous kept survey. */
function changeColumn(fuel: Fuel): Column<StationSource> {
  const word = FUEL_NAME[fuel];
  return {
    name: `variacao_${word}`,
    title: `Variação ${fuel === "ethanol" ? "do" : "da"} ${word}`,
    type: "number",
    unit: PER_LITRE,
    description: `Preço ${fuel === "ethanol" ? "do" : "da"} ${word} nesta pesquisa menos o da pesquisa anterior guardada pelo site, no mesmo posto (mesmo CNPJ), em R$ por litro, exato (negativo: baixou); vazio quando não há pesquisa anterior, quando ela não tinha o posto ou quando o posto não vendeu ${word} numa das duas.`,
    value: ({ change }) => (change?.kind === "kept" ? (change[fuel]?.change ?? null) : null),
  };
}

const REGISTRY_NOTE = "Do cadastro de postos do site, que guarda o dado mais recente publicado pela ANP";

/** The stations of a week: one row per station (CNPJ) the ANP surveyed for ethanol or gasoline. */
export const STATIONS_TABLE: Table<StationSource> = {
  name: "postos",
  title: "Postos pesquisados",
  description:
    "Um posto por linha (um CNPJ): cada posto revendedor que a ANP pesquisou na semana para etanol hidratado ou gasolina comum, com os dois preços, o dia de cada coleta, a razão, o veredito do posto pela regra dos 70% e a variação de cada preço desde a pesquisa anterior guardada pelo site.",
  primaryKey: ["cnpj"],
  columns: [
    ...WEEK_COLUMNS,
    stationText(
      "cnpj",
      "CNPJ",
      "CNPJ do posto com a máscara 00.000.000/0000-00, como texto (nenhuma planilha o lê como número).",
      (station) => maskCnpj(station.cnpj),
      { required: true, pattern: "^[0-9A-Z]{2}\\.[0-9A-Z]{3}\\.[0-9A-Z]{3}/[0-9A-Z]{4}-[0-9]{2}$" },
    ),
    stationText(
      "nome",
      "Nome",
      `Nome fantasia do posto, ou a razão social quando não há nome fantasia. ${REGISTRY_NOTE}.`,
      (station) => station.name,
      { required: true },
    ),
    stationText(
      "bandeira",
      "Bandeira",
      `Distribuidora cuja marca o posto exibe; “Branca” para posto sem bandeira. ${REGISTRY_NOTE}.`,
      (station) => station.brand ?? "Branca",
      { required: true },
    ),
    stationText(
      "logradouro",
      "Logradouro",
      `Rua, avenida ou estrada do posto, como a ANP a escreve (às vezes com o complemento). ${REGISTRY_NOTE}.`,
      (station) => station.street,
      { required: true },
    ),
    stationText("numero", "Número", `Número no logradouro, como texto; vazio se a ANP não o dá.`, (s) => s.number),
    stationText("bairro", "Bairro", `Vazio se a ANP não o dá.`, (station) => station.district),
    stationText("cep", "CEP", "CEP com hífen (00000-000), como texto; vazio se a ANP não o dá.", (station) =>
      station.cep ? maskCep(station.cep) : null,
    ),
    stationText("municipio", "Município", "Nome do município na grafia do IBGE.", (station) => station.city, {
      required: true,
    }),
    { ...UF_COLUMN, value: ({ station }) => station.uf },
    ...FUELS.flatMap(stationFuelColumns),
    ...ratioColumns<StationSource>(
      ({ station }) => [station.ethanol?.price, station.gasoline?.price],
      "Preço",
      "se o posto não vendeu os dois combustíveis",
    ),
    ...FUELS.map(changeColumn),
    SOURCE_COLUMN,
  ],
};

// ——— Municipalities and states ———————————————————————————————————————————————

/** A place's row: its week and its means as the ANP's weekly summary gives them. */
export interface PlaceSource<Place> {
  readonly week: Week;
  readonly source: string;
  readonly place: Place;
}

const STATS: ReadonlyArray<readonly [key: keyof PriceStats, name: string, title: string, what: string]> = [
  ["mean", "preco_medio", "Preço médio", "Preço médio de revenda"],
  ["min", "preco_minimo", "Preço mínimo", "Menor preço de revenda encontrado"],
  ["max", "preco_maximo", "Preço máximo", "Maior preço de revenda encontrado"],
];

/** One fuel's figures of a place: mean, lowest and highest price, and stations surveyed. */
function statsColumns<P extends CityWeek | StateWeek>(fuel: Fuel): Column<PlaceSource<P>>[] {
  const word = FUEL_NAME[fuel];
  const empty = `vazio se a ANP não pesquisou ${word} ali na semana`;
  const stats = (source: PlaceSource<P>) => source.place[fuel];
  return [
    ...STATS.map(([key, name, title, what]) => ({
      name: `${name}_${word}`,
      title: `${title} ${fuel === "ethanol" ? "do" : "da"} ${word}`,
      type: "number" as const,
      unit: PER_LITRE,
      description: `${what} de ${FUEL_WORDS[fuel]}, em R$ por litro, como o resumo semanal da ANP o dá; ${empty}.`,
      value: (source: PlaceSource<P>) => money(stats(source)?.[key] as string | undefined),
    })),
    {
      name: `postos_${word}`,
      title: `Postos pesquisados (${word})`,
      type: "integer",
      unit: null,
      description: `Número de postos em que a ANP pesquisou ${FUEL_WORDS[fuel]}; vazio se nenhum.`,
      value: (source) => stats(source)?.stations.toString() ?? null,
    },
  ];
}

/** The place columns both mean tables end with: each fuel's figures, the ratio, the verdict and the credit. */
function meanColumns<P extends CityWeek | StateWeek>(): Column<PlaceSource<P>>[] {
  return [
    ...FUELS.flatMap((fuel) => statsColumns<P>(fuel)),
    ...ratioColumns<PlaceSource<P>>(
      ({ place }) => [place.ethanol?.mean, place.gasoline?.mean],
      "Preço médio",
      "se falta a média de um dos dois combustíveis",
    ),
    SOURCE_COLUMN,
  ];
}

/** The municipalities' means of a week, as the ANP's weekly summary gives them (sheet MUNICIPIOS). */
export const CITIES_TABLE: Table<PlaceSource<CityWeek>> = {
  name: "municipios",
  title: "Médias por município",
  description:
    "Um município por linha: cada município que a ANP pesquisou na semana para etanol hidratado ou gasolina comum, com os preços médio, mínimo e máximo de cada combustível e o número de postos, como o resumo semanal da ANP os dá, e a razão e o veredito pela regra dos 70% sobre as médias.",
  primaryKey: ["uf", "municipio"],
  columns: [
    ...WEEK_COLUMNS,
    {
      name: "municipio",
      title: "Município",
      type: "string",
      unit: null,
      description: "Nome do município na grafia do IBGE.",
      constraints: { required: true },
      value: ({ place }) => place.name,
    },
    { ...UF_COLUMN, value: ({ place }) => place.uf },
    ...meanColumns<CityWeek>(),
  ],
};

const STATE_NAMES = new Map(STATES.map((state) => [state.uf, state.name]));

/** The states' means of a week, as the ANP's weekly summary gives them (sheet ESTADOS). */
export const STATES_TABLE: Table<PlaceSource<StateWeek>> = {
  name: "estados",
  title: "Médias por estado",
  description:
    "Uma unidade da federação por linha (as 27): os preços médio, mínimo e máximo de etanol hidratado e de gasolina comum e o número de postos pesquisados, como o resumo semanal da ANP os dá, e a razão e o veredito pela regra dos 70% sobre as médias.",
  primaryKey: ["uf"],
  columns: [
    ...WEEK_COLUMNS,
    { ...UF_COLUMN, value: ({ place }) => place.uf },
    {
      name: "estado",
      title: "Estado",
      type: "string",
      unit: null,
      description: "Nome da unidade da federação.",
      constraints: { required: true },
      value: ({ place }) => STATE_NAMES.get(place.uf) ?? null,
    },
    ...meanColumns<StateWeek>(),
  ],
};

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
