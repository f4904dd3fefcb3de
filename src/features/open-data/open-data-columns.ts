/**
 * The cells and columns every open data table shares (open-data-tables.ts
 * defines the tables): prices written with two decimals at least, the
 * ethanol/gasoline ratio and the verdict by the 70% rule (`compareFuels` and
 * `priceRatio`, src/lib/fuel-comparison.ts; exact on the decimals, exactly
 * 70% is ethanol), the survey week, the state and the credit.
 * Source: ANP – Levantamento de Preços de Combustíveis.
 */
import { parseDecimal } from "#lib/decimal.ts";
import { compareFuels, priceRatio } from "#lib/fuel-comparison.ts";
import { FUEL_NAME, FUELS, type Fuel } from "#lib/fuels.ts";
import { UFS } from "#lib/states.ts";
import type { Cell, Column, Week } from "./open-data-tables.ts";

/** "R$/l", the unit of every price and change. */
export const PER_LITRE = "R$/l";

/** The rule the verdict columns apply, as the page and the schemas state it. */
export const VERDICT_RULE =
  "Pela regra dos 70%: “etanol” quando o preço do etanol é no máximo 70% do preço da gasolina (exatamente 70% é etanol), senão “gasolina”. A comparação é exata, com os preços como a ANP os publica, sem arredondar a razão.";

/**
 * A price as prices are written, with at least two decimals ("6.6" →
 * "6.60", "6" → "6.00"; "5.899" stays): the pipeline keeps the ANP's
 * value without trailing zeros. Null for no price.
 */
export function money(text: string | null | undefined): Cell {
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

/** Each fuel as the ANP names the product surveyed. */
export const FUEL_WORDS: Readonly<Record<Fuel, string>> = { ethanol: "etanol hidratado", gasoline: "gasolina comum" };

/** The survey week's first and last day, the first columns of every table. */
export const WEEK_COLUMNS: readonly Column<{ readonly week: Week }>[] = [
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

/** The state's abbreviation. */
export const UF_COLUMN: Column<{ readonly uf: string }> = {
  name: "uf",
  title: "UF",
  type: "string",
  unit: null,
  description: "Sigla da unidade da federação.",
  constraints: { required: true, enum: UFS },
  value: ({ uf }) => uf,
};

/** The credit every row carries, so that it travels with any copy of the rows. */
export const SOURCE_COLUMN: Column<{ readonly source: string }> = {
  name: "fonte",
  title: "Fonte",
  type: "string",
  unit: null,
  description: "O crédito que todo uso destes dados deve citar.",
  constraints: { required: true },
  value: ({ source }) => source,
};

/** The ratio and verdict columns of a pair of prices, from `prices` (ethanol, gasoline). */
export function ratioColumns<S>(
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
