/**
 * The stations table of the open data (`postos`): one row per station (CNPJ)
 * the ANP surveyed in a week, with the registry's details, each fuel's price
 * and day, the ratio and verdict, and each price's change since the previous
 * kept survey by the station pages' rule (`ChangeOf`).
 * Source: ANP – Levantamento de Preços de Combustíveis.
 */
import type { Station } from "#data/build/anp-history.ts";
import { FUEL_NAME, FUELS, type Fuel } from "#lib/fuels.ts";
import {
  FUEL_WORDS,
  money,
  PER_LITRE,
  ratioColumns,
  SOURCE_COLUMN,
  UF_COLUMN,
  WEEK_COLUMNS,
} from "./open-data-columns.ts";
import type { ColumnConstraints, Column, PriceChange, Table, Week } from "./open-data-tables.ts";

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
