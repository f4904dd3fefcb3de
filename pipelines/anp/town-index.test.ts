import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NEAR_KM, type TownIndex, townRefs } from "#data/towns.ts";
import { distanceKm } from "#lib/distance.ts";
import type { Fuel } from "#lib/fuels.ts";
import { STATES, type Uf } from "#lib/states.ts";
import { readMunicipalities, type Town } from "#pipelines/ibge/municipalities.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import { buildTownIndex, nearestOf } from "./town-index.ts";
import { readWeekly, townFiles, townTexts } from "./towns.ts";

const weekly = readWeekly();
const towns = readMunicipalities();
const { index, coordinates } = townFiles();
/** The towns of the frozen week of 7 to 13/06/2026 (fixtures/), for the pairs read by hand from that week. */
const frozen = townFiles(ANP_JUNE_2026.weekly).index;
const committed = (name: string) => readFileSync(new URL(`../../data/anp/${name}`, import.meta.url), "utf8");

/** A municipality's entry, its two references and its Town by UF and name. */
function lookup(idx: TownIndex, uf: Uf, name: string) {
  const list = idx.states[uf].towns;
  const entry = list.find(([town]) => town === name);
  if (!entry) throw new Error(`${uf} ${name} not in the index`);
  const refs = townRefs(entry);
  const named = (product: Fuel) => {
    const ref = refs[product];
    return ref && [list[ref[0]]?.[0], ref[1]];
  };
  return { ethanol: named("ethanol"), gasoline: named("gasoline") };
}

describe("the committed towns.json and town-coordinates.json", () => {
  it("are what the pipeline makes of the committed IBGE list and newest week (run node pipelines/anp/towns.ts)", () => {
    const texts = townTexts({ index, coordinates });
    expect(texts["towns.json"]).toBe(committed("towns.json"));
    expect(texts["town-coordinates.json"]).toBe(committed("town-coordinates.json"));
    expect([index.weekStart, index.weekEnd]).toEqual([weekly.weekStart, weekly.weekEnd]);
  });

  it("hold the same municipalities in the same order, 5,571 in all", () => {
    const count = STATES.reduce((sum, { uf }) => sum + index.states[uf].towns.length, 0);
    expect(count).toBe(5571);
    for (const { uf } of STATES) expect(coordinates[uf]).toHaveLength(index.states[uf].towns.length);
  });
});

describe("the nearest survey of every one of the 5,571 municipalities", () => {
  it("is, per fuel, the nearest same-state municipality surveyed with that fuel, or null when the state has none", () => {
    const byName = new Map(towns.map((town) => [`${town.uf} ${town.name}`, town]));
    for (const { uf } of STATES) {
      const list = index.states[uf].towns;
      for (const product of ["ethanol", "gasoline"] as const) {
        const surveyed = weekly.cities.filter((city) => city.uf === uf && city[product] !== null);
        const seats = surveyed.map((city) => byName.get(`${uf} ${city.name}`) as Town);
        for (const entry of list) {
          const ref = townRefs(entry)[product];
          if (surveyed.length === 0) {
            expect(ref).toBeNull();
            continue;
          }
          const town = byName.get(`${uf} ${entry[0]}`) as Town;
          const chosen = byName.get(`${uf} ${list[ref?.[0] ?? -1]?.[0]}`);
          expect(chosen && seats.includes(chosen), `${uf} ${entry[0]} ${product}`).toBe(true);
          const km = distanceKm(town, chosen as Town);
          expect(ref?.[1]).toBe(Math.round(km));
          for (const seat of seats) expect(distanceKm(town, seat)).toBeGreaterThanOrEqual(km);
        }
      }
    }
  });

  it("names the pairs of the issue: Ilhabela → Caraguatatuba, 19 km; Lençóis → Jacobina, 181 km (7 to 13/06/2026)", () => {
    expect(lookup(frozen, "SP", "Ilhabela")).toEqual({
      ethanol: ["Caraguatatuba", 19],
      gasoline: ["Caraguatatuba", 19],
    });
    expect(lookup(frozen, "BA", "Lençóis").ethanol).toEqual(["Jacobina", 181]);
  });

  it("is the city itself, at 0 km, for a surveyed one, whatever spelling the ANP used (Sant'Ana do Livramento)", () => {
    for (const city of weekly.cities) {
      const refs = lookup(index, city.uf, city.name);
      if (city.ethanol) expect(refs.ethanol).toEqual([city.name, 0]);
      if (city.gasoline) expect(refs.gasoline).toEqual([city.name, 0]);
    }
    expect(lookup(index, "RS", "Sant'Ana do Livramento").gasoline).toEqual(["Sant'Ana do Livramento", 0]);
  });

  it("goes elsewhere for the fuel a surveyed city lacks: Cruzeiro do Sul (AC) had only gasoline on 7 to 13/06/2026", () => {
    expect(lookup(frozen, "AC", "Cruzeiro do Sul")).toEqual({
      ethanol: ["Rio Branco", 594],
      gasoline: ["Cruzeiro do Sul", 0],
    });
  });

  it("keeps to the state: Brasília is its own survey; Fernando de Noronha's is on Pernambuco's mainland", () => {
    expect(lookup(index, "DF", "Brasília").ethanol).toEqual(["Brasília", 0]);
    const noronha = lookup(index, "PE", "Fernando de Noronha").ethanol;
    expect(noronha?.[1]).toBeGreaterThan(NEAR_KM);
  });
});

describe("buildTownIndex", () => {
  it("fails naming a surveyed city that is no municipality of the list, writing nothing", () => {
    const without = towns.filter((town) => !(town.uf === "RS" && town.name === "Sant'Ana do Livramento"));
    expect(() => buildTownIndex(weekly, without, "s")).toThrow(
      `Cidades da pesquisa sem município na lista do IBGE: RS "Sant'Ana do Livramento"`,
    );
  });
});

describe("nearestOf", () => {
  const town = (name: string, latitude: number, longitude: number): Town => ({
    code: "0",
    uf: "SP",
    name,
    latitude,
    longitude,
    capital: false,
  });
  const arbitraryTown = fc
    .record({
      latitude: fc.double({ min: -33, max: 5, noNaN: true }),
      longitude: fc.double({ min: -73, max: -35, noNaN: true }),
    })
    .map(({ latitude, longitude }) => town(`${latitude},${longitude}`, latitude, longitude));

  it("is never farther than any candidate, and null with none", () => {
    fc.assert(
      fc.property(arbitraryTown, fc.array(arbitraryTown, { minLength: 1, maxLength: 20 }), (from, candidates) => {
        const [name, km] = nearestOf(from, candidates) ?? ["", -1];
        expect(candidates.some((candidate) => candidate.name === name)).toBe(true);
        for (const candidate of candidates) expect(km).toBeLessThanOrEqual(Math.round(distanceKm(from, candidate)));
      }),
    );
    expect(nearestOf(town("A", 0, 0), [])).toBeNull();
  });

  it("breaks a tie by name", () => {
    expect(nearestOf(town("X", 0, 0), [town("B", 0, 1), town("A", 0, -1)])?.[0]).toBe("A");
  });
});
