/**
 * The committed weekly survey's dates as the pages word them: "da semana"
 * while the survey is current (up to CURRENT_FOR_DAYS after its last day),
 * its named week after that, decided by the build's date (`BUILD_DATE`,
 * settable with SOURCE_DATE_EPOCH) and re-decided by the visitor's clock
 * (DatedText). Source: ANP – Levantamento de Preços de Combustíveis.
 */
import { createElement, type ReactElement } from "react";
import { DatedText } from "#components/ui/DatedText.tsx";
import { WEEKLY } from "#data/build/weekly.ts";
import { CURRENT_FOR_DAYS, formatSurveyWeek, freshUntil } from "#features/prices/price-dates.ts";
import { BUILD_DATE } from "#lib/site.ts";

/** The survey's week as the pages name it ("7 a 13/06/2026"). */
const SURVEY_WEEK = formatSurveyWeek(WEEKLY.weekStart, WEEKLY.weekEnd);

/** The last instant at which the survey still reads as "da semana". */
export const SURVEY_CURRENT_UNTIL = freshUntil(WEEKLY.weekEnd, CURRENT_FOR_DAYS);

/**
 * A section title in both wordings, as a React element (the React `Section`
 * takes its title as one): `current` ("O veredito da semana") while the
 * survey is current, `${later} ${week}` ("O veredito da pesquisa de 7 a
 * 13/06/2026") after.
 */
export function surveyTitle(current: string, later: string): ReactElement {
  return createElement(DatedText, {
    until: SURVEY_CURRENT_UNTIL,
    now: BUILD_DATE,
    current,
    later: `${later} ${SURVEY_WEEK}`,
  });
}
