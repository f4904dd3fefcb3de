/**
 * /dados/datapackage.json: the Frictionless Data Package (v1) of every
 * kept ANP week's open data files, with licence, sources and credit
 * (open-data feature, datapackage.ts).
 */
import { ANP_SOURCE } from "#data/dataset.ts";
import { keptWeekFiles } from "#features/open-data/build/week-files.ts";
import { dataPackage } from "#features/open-data/datapackage.ts";
import { ANP_SURVEY_URL } from "#features/prices/build/price-pages.ts";
import { formatSurveyWeek } from "#features/prices/price-dates.ts";
import { stationChange } from "#features/stations/station-change.ts";
import { SITE_NAME } from "#lib/brand.ts";
import { OPEN_DATA_PATH } from "#lib/paths.ts";
import { absoluteUrl } from "#lib/site.ts";

export function GET(): Response {
  const descriptor = dataPackage(keptWeekFiles(stationChange, formatSurveyWeek), {
    siteName: SITE_NAME,
    homepage: absoluteUrl(OPEN_DATA_PATH),
    surveyUrl: ANP_SURVEY_URL,
    credit: ANP_SOURCE,
  });
  return new Response(`${JSON.stringify(descriptor, null, 2)}\n`, { headers: { "Content-Type": "application/json" } });
}
