/**
 * The kept survey before the newest, as the station lists compare with it:
 * its week and its stations by CNPJ (each station's change,
 * station-change.ts), or null while only one week is kept.
 * Source: ANP – Levantamento de Preços de Combustíveis, postos revendedores.
 */
import type { SurveyWeek } from "#data/build/anp-history.ts";
import { PREVIOUS_STATIONS, type Station } from "#data/build/stations.ts";
import { byCnpj } from "#features/stations/week-changes.ts";

/** The previous survey: its week, its stations and the same by CNPJ. */
export interface PreviousSurvey {
  readonly week: SurveyWeek;
  readonly stations: readonly Station[];
  readonly byCnpj: ReadonlyMap<string, Station>;
}

/** The kept survey before the newest, read once for every page; null when only one week is kept. */
export const PREVIOUS_SURVEY: PreviousSurvey | null = PREVIOUS_STATIONS && {
  week: { start: PREVIOUS_STATIONS.weekStart, end: PREVIOUS_STATIONS.weekEnd },
  stations: PREVIOUS_STATIONS.stations,
  byCnpj: byCnpj(PREVIOUS_STATIONS.stations),
};
