/**
 * The municipalities' and the states' tables of the open data (`municipios`,
 * `estados`): each place's means, lowest and highest prices and stations
 * surveyed per fuel, as the ANP's weekly summary gives them, with the ratio
 * and verdict on the means.
 * Source: ANP – Levantamento de Preços de Combustíveis (weekly summary).
 */
import type { CityWeek, PriceStats, StateWeek } from "#data/build/anp-history.ts";
import { FUEL_NAME, FUELS, type Fuel } from "#lib/fuels.ts";
import { STATES } from "#lib/states.ts";
import {
  FUEL_WORDS,
  money,
  PER_LITRE,
  ratioColumns,
  SOURCE_COLUMN,
  UF_COLUMN,
  WEEK_COLUMNS,
} from "./open-data-columns.ts";
import type { Column, Table, Week } from "./open-data-tables.ts";

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
