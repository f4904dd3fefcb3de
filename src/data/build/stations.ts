/**
 * The stations of the ANP's weekly surveys for the pages, read from the kept
 * history (src/data/build/anp-history.ts): every station of the newest week that
 * sold ethanol or gasoline, and those of the week before it.
 * Source: ANP – Levantamento de Preços de Combustíveis (LPC), postos revendedores.
 */
import { newestWeek, previousWeek, type StationSurvey, weekStations } from "./anp-history.ts";

export {
  type Station,
  type StationPrice,
  type StationSurvey,
  stationSurveySchema,
} from "./anp-history.ts";

/** The newest week's stations (the same week as `WEEKLY`). */
export const STATIONS: StationSurvey = weekStations(newestWeek());

/** The stations of the kept survey before the newest, or null when only one is kept. */
export const PREVIOUS_STATIONS: StationSurvey | null = ((week) => (week ? weekStations(week) : null))(previousWeek());
