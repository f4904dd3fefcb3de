/**
 * /dados/<domingo>_<sábado>/<tabela>.<csv|json>: the six open data files of
 * each kept ANP week (postos, municipios, estados; CSV and JSON), made from
 * data/anp/weeks/ by the open-data feature, with each station's change by
 * the station pages' own rule (`stationChange`).
 * Source: ANP – Levantamento de Preços de Combustíveis.
 */
import type { SurveyWeek } from "#data/build/anp-history.ts";
import { FILE_NAMES, OPEN_DATA_WEEKS, weekFileText } from "#features/open-data/build/week-files.ts";
import { weekFolder } from "#features/open-data/datapackage.ts";
import { type FileName, MEDIA_TYPE } from "#features/open-data/open-data-files.ts";
import { stationChange } from "#features/stations/station-change.ts";

export function getStaticPaths() {
  return OPEN_DATA_WEEKS.flatMap((week) =>
    FILE_NAMES.map((file) => ({ params: { semana: weekFolder(week), arquivo: file }, props: { week, file } })),
  );
}

export function GET({ props }: { props: { week: SurveyWeek; file: FileName } }): Response {
  const format = props.file.endsWith(".csv") ? "csv" : "json";
  return new Response(weekFileText(props.week, props.file, stationChange), {
    headers: { "Content-Type": MEDIA_TYPE[format] },
  });
}
