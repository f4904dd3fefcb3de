import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SURVEY_WEEKS, weekSummary } from "#data/build/anp-history.ts";
import { type CityWeek, WEEKLY, type WeeklyPrices } from "#data/build/weekly.ts";
import { isNear, loadTownIndex, NEAR_KM, type TownIndex } from "#data/towns.ts";
import { servedTowns, standIn } from "./served-towns.ts";

const index = await loadTownIndex();

describe("the 50 km rule", () => {
  it("holds at both sides: 50 km is near, 51 km is not", () => {
    expect(isNear(NEAR_KM)).toBe(true);
    expect(isNear(50)).toBe(true);
    expect(isNear(51)).toBe(false);
    expect(isNear(0)).toBe(true);
    fc.assert(fc.property(fc.nat(5000), (km) => isNear(km) === km <= 50));
  });
});

describe("servedTowns", () => {
  it("lists the nearby municipalities a survey stands for, within 50 km, nearest first, never itself", () => {
    const served = servedTowns(index, "SP", "Caraguatatuba");
    expect(served).toContainEqual({ name: "Ilhabela", km: 19 });
    expect(served.every(({ km }) => km <= NEAR_KM)).toBe(true);
    expect(served.map(({ name }) => name)).not.toContain("Caraguatatuba");
    expect(served.map(({ km }) => km)).toEqual(served.map(({ km }) => km).toSorted((a, b) => a - b));
  });

  it("is empty for Brasília, the Federal District's only municipality", () => {
    expect(servedTowns(index, "DF", "Brasília")).toEqual([]);
  });
});

describe("standIn", () => {
  const surveyed = (name: string): CityWeek => ({
    name,
    uf: "BA",
    ethanol: { mean: "4.5", min: "4.5", max: "4.5", stations: 4 },
    gasoline: { mean: "6.5", min: "6.5", max: "6.5", stations: 4 },
  });
  const bahia = { uf: "BA" as const, ethanol: surveyed("x").ethanol, gasoline: surveyed("x").gasoline };
  const weekly: WeeklyPrices = {
    source: "ANP",
    weekStart: "2026-06-14",
    weekEnd: "2026-06-20",
    brazil: { ethanol: null, gasoline: null },
    states: [bahia],
    cities: [surveyed("Alagoinhas"), surveyed("Salvador")],
  };
  const towns = (entries: TownIndex["states"]["BA"]["towns"]) =>
    ({
      source: "",
      weekStart: "2026-06-14",
      weekEnd: "2026-06-20",
      states: { BA: { mean: ["4.5", "6.5"], towns: entries } },
    }) as unknown as TownIndex;

  it("is the nearest city surveyed this week within 50 km, 50 km included", () => {
    const index = towns([
      ["Alagoinhas", [0, 0]],
      ["Feira de Santana", [0, 50]],
      ["Salvador", [2, 0]],
    ]);
    expect(standIn(index, weekly, "BA", "Feira de Santana")).toEqual({
      kind: "city",
      city: surveyed("Alagoinhas"),
      km: 50,
    });
  });

  it("is the state's means beyond 50 km, naming the nearest survey", () => {
    const index = towns([
      ["Alagoinhas", [0, 0]],
      ["Feira de Santana", [2, 51]],
      ["Salvador", [2, 0]],
    ]);
    expect(standIn(index, weekly, "BA", "Feira de Santana")).toEqual({
      kind: "state",
      state: bahia,
      nearest: { city: "Salvador", km: 51 },
    });
    expect(standIn(towns([]), weekly, "BA", "Feira de Santana")).toEqual({
      kind: "state",
      state: bahia,
      nearest: null,
    });
  });

  it("stands in, on the kept weeks, for every city the newest survey missed", () => {
    const [previous, newest] = SURVEY_WEEKS.slice(-2).map(weekSummary);
    const missed = (previous?.cities ?? []).filter(
      (city) => !newest?.cities.some((each) => each.uf === city.uf && each.name === city.name),
    );
    for (const city of missed) {
      const stand = standIn(index, WEEKLY, city.uf, city.name);
      if (stand?.kind === "city") {
        expect(stand.km).toBeLessThanOrEqual(NEAR_KM);
        expect(WEEKLY.cities).toContain(stand.city);
        expect(stand.city.uf).toBe(city.uf);
      } else {
        expect(stand?.state.uf).toBe(city.uf);
        expect(!stand?.nearest || stand.nearest.km > NEAR_KM).toBe(true);
      }
    }
  });
});
