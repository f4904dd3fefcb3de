/**
 * What each kept week's station survey says of each surveyed city's
 * stations, for the city feeds: how many sold both fuels in that week and
 * in the kept week before it, and which of them changed verdict by their
 * own prices, with their names, addresses and prices; for the oldest kept
 * week, that there is none before it to compare with. Every kept week
 * keeps its stations (src/data/build/anp-history.ts), so every week but
 * the oldest is compared, with the kept week before it, whose dates the
 * text names.
 * Source: ANP – Levantamento de Preços de Combustíveis, postos revendedores.
 */
import type { SurveyWeek } from "#data/build/anp-history.ts";
import type { Station } from "#data/build/stations.ts";
import { weekWithYear } from "#features/stations/kept-station-view.ts";
import { cityStationFlipsText, OLDEST_SURVEY_STATIONS_TEXT } from "#features/stations/station-messages.ts";
import { byCnpj, cityFlippedStations, type FlippedStations } from "#features/stations/week-changes.ts";

const NONE_FLIPPED: FlippedStations<Station> = { ethanol: [], gasoline: [], compared: 0 };

/**
 * The notes of `weeks` (the kept weeks, oldest first), as a function of a
 * city page's path (`cityPagePath`) and the index of a week in `weeks`.
 * `read(week)` gives a week's stations; each week is read once, in order,
 * and of the stations only the week before the one being compared is kept
 * here (the notes keep only the stations that flipped).
 */
export function cityStationNotes(
  weeks: readonly SurveyWeek[],
  read: (week: SurveyWeek) => readonly Station[],
): (path: string, index: number) => string {
  const notes: ((path: string) => string)[] = [];
  let previous: ReadonlyMap<string, Station> | null = null;
  weeks.forEach((week, index) => {
    const stations = read(week);
    const before = weeks[index - 1];
    if (previous && before) {
      const flipped = cityFlippedStations(stations, previous);
      const names = [weekWithYear(before), weekWithYear(week)] as const;
      notes.push((path) => cityStationFlipsText(flipped.get(path) ?? NONE_FLIPPED, names));
    } else {
      notes.push(() => OLDEST_SURVEY_STATIONS_TEXT);
    }
    previous = byCnpj(stations);
  });
  return (path, index) => notes[index]?.(path) ?? "";
}
