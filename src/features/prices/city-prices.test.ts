import { describe, expect, it } from "vitest";
import type { TownIndex } from "#data/towns.ts";
import { STATES } from "#lib/states.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import {
  fuelSources,
  isTown,
  type PriceData,
  type PricePlace,
  sourcePrices,
  surveyPrices,
  usesOtherPlace,
} from "./city-prices.ts";

const data: PriceData = { cities: ANP_JUNE_2026.cities, towns: ANP_JUNE_2026.towns };

describe("the prices of any municipality", () => {
  it("are a surveyed city's own means, with its station count", () => {
    expect(fuelSources(data, { uf: "SP", city: "Campinas" })).toEqual({
      ethanol: { kind: "city", city: "Campinas", km: 0, mean: "3.8", stations: 25 },
      gasoline: { kind: "city", city: "Campinas", km: 0, mean: "6.35", stations: 25 },
    });
  });

  it("are the nearest survey's in the same state within 50 km: Ilhabela takes Caraguatatuba's, 19 km away", () => {
    const sources = fuelSources(data, { uf: "SP", city: "Ilhabela" });
    expect(sources.ethanol).toEqual({ kind: "city", city: "Caraguatatuba", km: 19, mean: "4.14", stations: 9 });
    expect(sourcePrices(sources)).toEqual({ ethanol: "4.14", gasoline: "6.76" });
  });

  it("are the state's mean beyond 50 km, naming the nearest survey: Lençóis, 181 km from Jacobina", () => {
    const sources = fuelSources(data, { uf: "BA", city: "Lençóis" });
    expect(sources.ethanol).toEqual({ kind: "state", nearest: { city: "Jacobina", km: 181 }, mean: "4.91" });
    expect(sourcePrices(sources)).toEqual({ ethanol: "4.91", gasoline: "7.09" });
  });

  it("fall back per fuel: Cruzeiro do Sul (AC) has its own gasoline but the state's ethanol", () => {
    const sources = fuelSources(data, { uf: "AC", city: "Cruzeiro do Sul" });
    expect(sources.gasoline).toMatchObject({ kind: "city", city: "Cruzeiro do Sul", km: 0, mean: "8.46" });
    expect(sources.ethanol).toEqual({ kind: "state", nearest: { city: "Rio Branco", km: 594 }, mean: "5.32" });
  });

  it("follow the 50 km rule on the whole km, at both sides, for every municipality", () => {
    for (const { uf } of STATES) {
      for (const [city] of data.towns.states[uf].towns) {
        for (const source of Object.values(fuelSources(data, { uf, city }))) {
          if (source.kind === "city") expect(source.km).toBeLessThanOrEqual(50);
          if (source.kind === "state") expect(source.nearest?.km ?? 51).toBeGreaterThan(50);
        }
      }
    }
  });

  it("leave a field alone when the state has no figure for that fuel", () => {
    const noEthanol: TownIndex = {
      ...data.towns,
      states: { ...data.towns.states, AC: { ...data.towns.states.AC, mean: [null, "7.5"] } },
    };
    const sources = fuelSources({ ...data, towns: noEthanol }, { uf: "AC", city: "Cruzeiro do Sul" });
    expect(sources.ethanol).toEqual({ kind: "none" });
    expect(sourcePrices(sources)).toEqual({ ethanol: null, gasoline: "8.46" });
  });

  it("are the survey's for what is said about them only while both fields hold them", () => {
    for (const place of [
      { uf: "SP", city: "Campinas" },
      { uf: "SP", city: "Ilhabela" },
      { uf: "BA", city: "Lençóis" },
    ] as const) {
      const sources = fuelSources(data, place);
      const filled = sourcePrices(sources) as { ethanol: string; gasoline: string };
      expect(surveyPrices(sources, filled)).toEqual(filled);
      // The same prices typed another way ("3,80" for "3.8") still are the survey's.
      const comma = filled.ethanol.includes(".") ? `${filled.ethanol.replace(".", ",")}0` : `${filled.ethanol},0`;
      expect(surveyPrices(sources, { ethanol: comma, gasoline: filled.gasoline })).toEqual(filled);
      expect(surveyPrices(sources, { ethanol: "3.11", gasoline: filled.gasoline })).toBeNull();
      expect(surveyPrices(sources, { ethanol: filled.ethanol, gasoline: "" })).toBeNull();
    }
    const noEthanol: TownIndex = {
      ...data.towns,
      states: { ...data.towns.states, AC: { ...data.towns.states.AC, mean: [null, "7.5"] } },
    };
    const sources = fuelSources({ ...data, towns: noEthanol }, { uf: "AC", city: "Cruzeiro do Sul" });
    expect(surveyPrices(sources, { ethanol: "", gasoline: sourcePrices(sources).gasoline ?? "" })).toBeNull();
  });

  it("know which places are municipalities", () => {
    expect(isTown(data, { uf: "SP", city: "Ilhabela" })).toBe(true);
    expect(isTown(data, { uf: "RJ", city: "Ilhabela" })).toBe(false);
  });

  it("come from another place (so the same-state note is due) only where the place itself has no survey", () => {
    const otherPlace = (place: PricePlace) => usesOtherPlace(place, fuelSources(data, place));
    expect(otherPlace({ uf: "SP", city: "Campinas" })).toBe(false);
    expect(otherPlace({ uf: "SP", city: "Ilhabela" })).toBe(true);
    expect(otherPlace({ uf: "BA", city: "Lençóis" })).toBe(true);
  });
});
