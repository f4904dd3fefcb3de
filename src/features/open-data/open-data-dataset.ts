/**
 * The schema.org `Dataset` of /dados for search engines (Google's Dataset
 * guide): the site's dataset node (src/lib/structured-data.ts) with the
 * licence, the publisher, and one `DataDownload` per file of every kept
 * week and the Data Package itself.
 */
import { absoluteUrl, SITE_URL } from "#lib/site.ts";
import { datasetNode, type DatasetSummary, type JsonLdNode } from "#lib/structured-data.ts";
import { DATAPACKAGE_PATH, dataFilePath, LICENSE, type WeekFiles } from "./datapackage.ts";
import { MEDIA_TYPE } from "./open-data-files.ts";
import { TABLES } from "./open-data-tables.ts";

const TITLES = new Map(TABLES.map((table) => [table.name, table.title]));

/**
 * The Dataset node: `summary` as for any page built on an official dataset,
 * its `temporalCoverage` from the oldest kept week's Sunday to the newest's
 * Saturday (`weeks` newest first), licensed under ODbL 1.0.
 */
export function openDataNode(
  weeks: readonly WeekFiles[],
  summary: Omit<DatasetSummary, "temporalCoverage">,
): JsonLdNode {
  const [newest, oldest] = [weeks[0], weeks.at(-1)];
  return {
    ...datasetNode({ ...summary, temporalCoverage: `${oldest?.week.start ?? ""}/${newest?.week.end ?? ""}` }),
    license: LICENSE.path,
    publisher: { "@id": `${SITE_URL}/#organization` },
    distribution: [
      {
        "@type": "DataDownload",
        name: "Descrição dos arquivos (Frictionless Data Package)",
        encodingFormat: "application/json",
        contentUrl: absoluteUrl(DATAPACKAGE_PATH),
      },
      ...weeks.flatMap(({ week, label, files }) =>
        files.map((file) => ({
          "@type": "DataDownload",
          name: `${TITLES.get(file.table)}, pesquisa de ${label} (${file.format.toUpperCase()})`,
          encodingFormat: MEDIA_TYPE[file.format].split(";")[0],
          contentUrl: absoluteUrl(dataFilePath(week, file.file)),
          temporalCoverage: `${week.start}/${week.end}`,
        })),
      ),
    ],
  };
}
