/**
 * The two real weeks of the kept history, checked against figures counted
 * from the ANP's files themselves (a short script over the spreadsheets'
 * rows, outside this code): the summaries of 7 to 13/06/2026 and 14 to
 * 20/06/2026 (sheet MUNICIPIOS) and their station files (revendas). Later
 * weeks do not change them: each week is read by its dates.
 */
import { describe, expect, it } from "vitest";
import { stationShare } from "#features/stations/station-ranking.ts";
import { byCnpj, stationFlips } from "#features/stations/week-changes.ts";
import { SURVEY_WEEKS, weekStations, weekSummary } from "./anp-history.ts";

const JUNE_7 = { start: "2026-06-07", end: "2026-06-13" };
const JUNE_14 = { start: "2026-06-14", end: "2026-06-20" };
const cityKeys = (week: typeof JUNE_7) => new Set(weekSummary(week).cities.map((city) => `${city.uf} ${city.name}`));

describe("the kept weeks of 7 to 13/06 and 14 to 20/06/2026", () => {
  it("are both kept, in order", () => {
    expect(SURVEY_WEEKS.slice(0, 2)).toEqual([JUNE_7, JUNE_14]);
  });

  it("survey 381 and 383 municipalities for ethanol or gasoline: 19 of the first are missing from the second, 21 are new", () => {
    const first = cityKeys(JUNE_7);
    const second = cityKeys(JUNE_14);
    expect([first.size, second.size]).toEqual([381, 383]);
    const missing = [...first].filter((city) => !second.has(city));
    expect(missing).toHaveLength(19);
    expect(missing).toEqual(
      expect.arrayContaining(["BA Feira de Santana", "RJ Duque de Caxias", "RJ Belford Roxo", "SP Americana"]),
    );
    expect([...second].filter((city) => !first.has(city))).toHaveLength(21);
  });

  it("hold 4,376 stations each; 3,612 in both weeks, 764 new and 764 gone", () => {
    const first = byCnpj(weekStations(JUNE_7).stations);
    const second = weekStations(JUNE_14).stations;
    expect([first.size, second.length]).toEqual([4376, 4376]);
    expect(second.filter((station) => first.has(station.cnpj))).toHaveLength(3612);
  });

  it("ethanol pays at 2,181 of 3,632 stations selling both, then at 2,262 of 3,637; Bahia 89 of 202, then 82 of 188", () => {
    const first = weekStations(JUNE_7).stations;
    const second = weekStations(JUNE_14).stations;
    expect(stationShare(first)).toEqual({ pays: 2181, total: 3632 });
    expect(stationShare(second)).toEqual({ pays: 2262, total: 3637 });
    expect(stationShare(first.filter((station) => station.uf === "BA"))).toEqual({ pays: 89, total: 202 });
    expect(stationShare(second.filter((station) => station.uf === "BA"))).toEqual({ pays: 82, total: 188 });
  });

  it("of the 2,975 stations selling both fuels in both weeks, 77 turned to ethanol and 18 to gasoline", () => {
    const flips = stationFlips(weekStations(JUNE_14).stations, byCnpj(weekStations(JUNE_7).stations));
    expect(flips).toEqual({ compared: 2975, ethanol: 77, gasoline: 18 });
  });

  it("Codepe, Rio Branco (CNPJ 08220930000162): ethanol R$ 5,19 → 5,39, gasoline R$ 7,19 both weeks", () => {
    const codepe = (week: typeof JUNE_7) =>
      weekStations(week).stations.find((station) => station.cnpj === "08220930000162");
    expect([codepe(JUNE_7)?.ethanol?.price, codepe(JUNE_7)?.gasoline?.price]).toEqual(["5.19", "7.19"]);
    expect([codepe(JUNE_14)?.ethanol?.price, codepe(JUNE_14)?.gasoline?.price]).toEqual(["5.39", "7.19"]);
  });
});
