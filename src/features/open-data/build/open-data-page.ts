/**
 * What the open data pages say about themselves, apart from their markup:
 * /dados (every kept week) and /dados/<domingo>_<sábado> (one week): title,
 * meta description, breadcrumb trail and the `Dataset` node for search
 * engines, with the period the weeks span and the row counts of a week.
 * Pure: the pages pass the kept weeks and who publishes the data (`source`,
 * the ANP's name and survey page, which the prices feature owns).
 * Source: ANP – Levantamento de Preços de Combustíveis.
 */
import { type WeekFiles, weekPagePath } from "#features/open-data/datapackage.ts";
import { openDataNode, weekDataNode } from "#features/open-data/open-data-dataset.ts";
import { rowCount, weekTitle } from "#features/open-data/open-data-messages.ts";
import type { TableName } from "#features/open-data/open-data-tables.ts";
import type { Crumb } from "#lib/breadcrumbs.ts";
import { trailFrom } from "#lib/breadcrumbs.ts";
import { OPEN_DATA_PATH } from "#lib/paths.ts";
import type { DatasetSummary, JsonLdNode } from "#lib/structured-data.ts";

/** Who publishes the data, as every Dataset node names it. */
export type DataSource = Pick<DatasetSummary, "creator" | "sourceUrl">;

/** What both pages' Dataset nodes share beside their own name and description. */
const SHARED = {
  spatialCoverage: "Brasil",
  keywords: ["preço do etanol", "preço da gasolina", "ANP", "postos de combustíveis", "dados abertos", "CSV"],
} as const;

/** The head of an open data page and its structured data. */
export interface OpenDataPageView {
  readonly title: string;
  readonly description: string;
  readonly path: string;
  readonly trail: readonly Crumb[];
  readonly dataset: JsonLdNode;
}

/**
 * /dados: every kept week (`weeks`, newest first), the newest and the
 * oldest, and the period they span ("Pesquisas ANP de … a …"). Throws
 * without a kept week.
 */
export function openDataPageView(
  weeks: readonly WeekFiles[],
  source: DataSource,
): OpenDataPageView & { readonly newest: WeekFiles; readonly oldest: WeekFiles; readonly period: string } {
  const [newest, oldest] = [weeks[0], weeks.at(-1)];
  if (!newest || !oldest) throw new Error("/dados: nenhuma semana da ANP guardada; rode npm run data:anp.");
  return {
    title: "Dados abertos: os preços da ANP semana a semana",
    description:
      "Os preços de etanol e gasolina de cada pesquisa semanal da ANP em CSV e JSON: postos, municípios e estados, com o veredito da regra dos 70%. Licença ODbL.",
    path: OPEN_DATA_PATH,
    trail: trailFrom(["Dados abertos", OPEN_DATA_PATH]),
    dataset: openDataNode(weeks, {
      path: OPEN_DATA_PATH,
      name: "Preços de etanol e gasolina da pesquisa semanal da ANP, por posto, município e estado",
      description:
        "Cada pesquisa semanal da ANP guardada pelo site: o preço de revenda do etanol hidratado e da gasolina comum em cada posto pesquisado, em R$ por litro, com o dia da coleta; os preços médio, mínimo e máximo de cada município e estado; a razão etanol/gasolina e o veredito da regra dos 70%. CSV e JSON.",
      ...source,
      ...SHARED,
      dateModified: newest.week.end,
    }),
    newest,
    oldest,
    period:
      weeks.length === 1 ? `Pesquisa ANP de ${newest.label}` : `Pesquisas ANP de ${oldest.label} a ${newest.label}`,
  };
}

/** /dados/<domingo>_<sábado>: one kept week, with its row counts in words ("4.376 postos, … e 27 unidades da federação"). */
export function weekPageView(week: WeekFiles, source: DataSource): OpenDataPageView & { readonly counts: string } {
  const path = weekPagePath(week.week);
  const name = weekTitle(week.label);
  const rows = (table: TableName) => week.files.find((file) => file.table === table)?.rows ?? 0;
  const counts = `${rowCount("postos", rows("postos"))}, ${rowCount("municipios", rows("municipios"))} e ${rowCount("estados", rows("estados"))}`;
  return {
    title: `${name}: preços da ANP em CSV e JSON`,
    description: `Os preços de etanol e gasolina da pesquisa semanal da ANP de ${week.label} em CSV e JSON: ${counts}, com o veredito da regra dos 70%. Licença ODbL.`,
    path,
    trail: trailFrom(["Dados abertos", OPEN_DATA_PATH], [name, path]),
    dataset: weekDataNode(
      week,
      {
        path,
        name: `Preços de etanol e gasolina da pesquisa semanal da ANP de ${week.label}, por posto, município e estado`,
        description: `A pesquisa semanal da ANP de ${week.label}: o preço de revenda do etanol hidratado e da gasolina comum em cada posto pesquisado, em R$ por litro, com o dia da coleta; os preços médio, mínimo e máximo de cada município e estado; a razão etanol/gasolina e o veredito da regra dos 70%. CSV e JSON.`,
        ...source,
        ...SHARED,
        dateModified: week.week.end,
      },
      OPEN_DATA_PATH,
    ),
    counts,
  };
}
