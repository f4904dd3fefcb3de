import { describe, expect, it } from "vitest";
import { SURVEY_WEEKS, type SurveyWeek, weekStations, weekSummary } from "#data/build/anp-history.ts";
import type { Station } from "#data/build/stations.ts";
import { weekWithYear } from "#features/stations/kept-station-view.ts";
import { cityStationFlipsText, OLDEST_SURVEY_STATIONS_TEXT } from "#features/stations/station-messages.ts";
import { stationsOf } from "#features/stations/station-pages.ts";
import { byCnpj, flippedStations } from "#features/stations/week-changes.ts";
import { cityPagePath } from "#lib/paths.ts";
import { cityStationNotes } from "./city-station-notes.ts";

/** A station of Goiânia or Anápolis (GO), prices in R$/l text. */
const station = (cnpj: string, city: string, ethanol: string, gasoline: string): Station => ({
  cnpj: cnpj.padStart(14, "0"),
  uf: "GO",
  city,
  name: `Posto ${cnpj}`,
  brand: null,
  street: "Rua Um",
  number: null,
  district: null,
  cep: null,
  ethanol: { price: ethanol, collected: "2026-06-16" },
  gasoline: { price: gasoline, collected: "2026-06-16" },
});

const WEEKS: SurveyWeek[] = [
  { start: "2026-06-07", end: "2026-06-13" },
  { start: "2026-06-14", end: "2026-06-20" },
  { start: "2026-06-21", end: "2026-06-27" },
];
const STATIONS: Station[][] = [
  [station("1", "Goiânia", "4.4", "6.2"), station("2", "Anápolis", "4", "6")],
  [station("1", "Goiânia", "4.3", "6.2"), station("2", "Anápolis", "4", "6")],
  [station("1", "Goiânia", "4.3", "6.2")],
];
const GOIANIA = cityPagePath({ uf: "GO", name: "Goiânia" });
const ANAPOLIS = cityPagePath({ uf: "GO", name: "Anápolis" });

describe("cityStationNotes", () => {
  const read: SurveyWeek[] = [];
  const notes = cityStationNotes(WEEKS, (week) => {
    read.push(week);
    return STATIONS[WEEKS.indexOf(week)] ?? [];
  });

  it("reads each week once, in order", () => {
    expect(read).toEqual(WEEKS);
  });

  it("says the oldest week has nothing to compare with", () => {
    expect(notes(GOIANIA, 0)).toBe(OLDEST_SURVEY_STATIONS_TEXT);
  });

  it("compares each later week's stations of the city with the kept week before it", () => {
    const names = [weekWithYear(WEEKS[0]!), weekWithYear(WEEKS[1]!)] as const;
    expect(notes(GOIANIA, 1)).toBe(
      cityStationFlipsText({ ethanol: [STATIONS[1]![0]!], gasoline: [], compared: 1 }, names),
    );
    expect(notes(GOIANIA, 1)).toContain("Passou a compensar o etanol: Posto 1 (Rua Um)");
    expect(notes(ANAPOLIS, 1)).toContain(", nenhum passou a compensar o etanol e nenhum, a gasolina,");
  });

  it("says so when no station of the city sold both fuels in both weeks", () => {
    expect(notes(ANAPOLIS, 2)).toBe(
      "Nenhum posto vendeu etanol e gasolina nas pesquisas de 14 a 20/06/2026 e de 21 a 27/06/2026.",
    );
  });
});

describe("the notes of the kept weeks", () => {
  it("list, for every city of the newest week, its stations that flipped since the week before", () => {
    expect(SURVEY_WEEKS.length).toBeGreaterThanOrEqual(2);
    const [before, newest] = SURVEY_WEEKS.slice(-2) as [SurveyWeek, SurveyWeek];
    const notes = cityStationNotes([before, newest], (week) => weekStations(week).stations);
    const [previous, current] = [weekStations(before).stations, weekStations(newest).stations];
    const names = [weekWithYear(before), weekWithYear(newest)] as const;
    for (const city of weekSummary(newest).cities) {
      const flipped = flippedStations(stationsOf(current, city.uf, city.name), byCnpj(previous));
      expect(notes(cityPagePath(city), 1), city.name).toBe(cityStationFlipsText(flipped, names));
    }
  });
});
