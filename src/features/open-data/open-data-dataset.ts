/**
 * The schema.org `Dataset` nodes of the open data for search engines
 * (Google's Dataset guide), built on the site's dataset node
 * (src/lib/structured-data.ts) with the licence and the publisher: one for
 * /dados, the whole kept history, and one for each week's page. Each lists
 * a bounded number of downloads, so that a page's bytes do not grow with
 * the weeks kept (docs/decisions/0007-open-data-pages.md).
 */
import { absoluteUrl, SITE_URL } from "#lib/site.ts";
import { datasetNode, type DatasetSummary, type JsonLdNode } from "#lib/structured-data.ts";
import { DATAPACKAGE_PATH, dataFilePath, LICENSE, type WeekFiles } from "./datapackage.ts";
import { MEDIA_TYPE } from "./open-data-files.ts";
import { TABLES } from "./open-data-tables.ts";

const TITLES = new Map(TABLES.map((table) => [table.name, table.title]));

/** A week's period in ISO 8601: "2026-06-14/2026-06-20". */
const period = ({ week }: WeekFiles) => `${week.start}/${week.end}`;

/** One `DataDownload` per file of `week`, in the files' order (three tables, CSV then JSON). */
function weekDownloads(week: WeekFiles): JsonLdNode[] {
  return week.files.map((file) => ({
    "@type": "DataDownload",
    name: `${TITLES.get(file.table)}, pesquisa de ${week.label} (${file.format.toUpperCase()})`,
    encodingFormat: MEDIA_TYPE[file.format].split(";")[0],
    contentUrl: absoluteUrl(dataFilePath(week.week, file.file)),
    temporalCoverage: period(week),
  }));
}

/** What every node says besides its summary: the licence (ODbL 1.0) and the site as publisher. */
const licensed = (summary: DatasetSummary): JsonLdNode => ({
  ...datasetNode(summary),
  license: LICENSE.path,
  publisher: { "@id": `${SITE_URL}/#organization` },
});

/**
 * The Dataset of /dados: `summary` as for any page built on an official
 * dataset, its `temporalCoverage` from the oldest kept week's Sunday to the
 * newest's Saturday (`weeks` newest first), and as downloads the Data
 * Package, which lists every file of every week, and the newest week's six
 * files: seven, however many weeks are kept. Throws when no week is kept.
 */
export function openDataNode(
  weeks: readonly WeekFiles[],
  summary: Omit<DatasetSummary, "temporalCoverage">,
): JsonLdNode {
  const [newest, oldest] = [weeks[0], weeks.at(-1)];
  if (!newest || !oldest) throw new Error("/dados: nenhuma semana da ANP guardada; rode npm run data:anp.");
  return {
    ...licensed({ ...summary, temporalCoverage: `${oldest.week.start}/${newest.week.end}` }),
    distribution: [
      {
        "@type": "DataDownload",
        name: "Descrição de todos os arquivos de todas as pesquisas (Frictionless Data Package)",
        encodingFormat: "application/json",
        contentUrl: absoluteUrl(DATAPACKAGE_PATH),
      },
      ...weekDownloads(newest),
    ],
  };
}

/**
 * The Dataset of a week's page: `summary` with the week as its
 * `temporalCoverage`, its six files as downloads, and /dados (`partOf`, a
 * path) as the dataset it is part of.
 */
export function weekDataNode(
  week: WeekFiles,
  summary: Omit<DatasetSummary, "temporalCoverage">,
  partOf: string,
): JsonLdNode {
  return {
    ...licensed({ ...summary, temporalCoverage: period(week) }),
    isPartOf: absoluteUrl(partOf),
    distribution: weekDownloads(week),
  };
}
