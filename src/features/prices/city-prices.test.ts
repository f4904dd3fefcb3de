// @vitest-environment jsdom
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import cities from "../../../fixtures/anp-2026-06-07/cities.json";
import { normaliseText } from "../../lib/search-text";
import type { CityIndex } from "./anp-data";
import {
  findCities,
  findPlace,
  forgetPlace,
  PRICE_PLACE_KEY,
  parseStoredPlace,
  priceSourceText,
  pricePlaceStore,
  rememberPlace,
  surveyPrices,
} from "./city-prices";
import { STATES } from "./states";

const index = cities as unknown as CityIndex;

beforeEach(() => {
  forgetPlace();
  localStorage.clear();
});

describe("the remembered place", () => {
  it("keeps a known UF and a city name", () => {
    expect(parseStoredPlace('{"uf":"SP","city":"Campinas"}')).toEqual({ uf: "SP", city: "Campinas" });
  });

  it.each([
    null,
    "{corrompido",
    "[]",
    '"SP"',
    '{"uf":"XX","city":"Campinas"}',
    '{"uf":"sp","city":"Campinas"}',
    '{"uf":"SP","city":""}',
    '{"uf":"SP","city":42}',
    JSON.stringify({ uf: "SP", city: "a".repeat(61) }),
  ])("is null for %j", (json) => {
    expect(parseStoredPlace(json)).toBeNull();
  });

  it("never throws, whatever is stored", () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json()), (json) => void parseStoredPlace(json)));
  });

  it("is written to and forgotten from localStorage", () => {
    rememberPlace({ uf: "PR", city: "Curitiba" });
    expect(localStorage.getItem(PRICE_PLACE_KEY)).toBe('{"uf":"PR","city":"Curitiba"}');
    expect(pricePlaceStore.get()).toEqual({ uf: "PR", city: "Curitiba" });
    forgetPlace();
    expect(localStorage.getItem(PRICE_PLACE_KEY)).toBeNull();
    expect(pricePlaceStore.get()).toBeNull();
  });
});

describe("finding a city in this week's survey", () => {
  it("matches parts of the name, ignoring accents and case", () => {
    expect(findCities(index, "SP", "SÃO josé").map((city) => normaliseText(city.name))).toContain(
      "sao jose dos campos",
    );
    expect(findCities(index, "SP", "CAMPI").map((city) => city.name)).toEqual(["Campinas"]);
    expect(findCities(index, "SP", "")).toHaveLength(index.states.SP.length);
    expect(findCities(index, "SP", "cidade inexistente")).toEqual([]);
  });

  it("finds only what every word matches, within the chosen UF", () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATES.map((state) => state.uf)), fc.string({ maxLength: 6 }), (uf, query) => {
        const found = findCities(index, uf, query);
        expect(found.length).toBeLessThanOrEqual(index.states[uf].length);
        for (const city of found) expect(index.states[uf].some(([name]) => name === city.name)).toBe(true);
      }),
    );
  });

  it("finds a remembered place, or nothing when the survey no longer covers it", () => {
    expect(findPlace(index, { uf: "SP", city: "Campinas" })).toEqual({
      name: "Campinas",
      ethanol: { mean: "3.8", stations: 25 },
      gasoline: { mean: "6.35", stations: 25 },
    });
    expect(findPlace(index, { uf: "RJ", city: "Campinas" })).toBeUndefined();
  });

  it("gives the survey's means to fill in, null for a fuel it lacks", () => {
    expect(surveyPrices(findPlace(index, { uf: "SP", city: "Campinas" })!)).toEqual({
      ethanol: "3.8",
      gasoline: "6.35",
    });
    // Cruzeiro do Sul (AC): gasoline only, one station, in the week of 7 to 13 Jun 2026.
    expect(surveyPrices(findPlace(index, { uf: "AC", city: "Cruzeiro do Sul" })!)).toEqual({
      ethanol: null,
      gasoline: "8.46",
    });
  });
});

describe("where the prices come from", () => {
  const campinas = findPlace(index, { uf: "SP", city: "Campinas" })!;

  it("names the city, the survey week and the stations while both fields hold the survey's prices", () => {
    expect(priceSourceText(index, "SP", campinas, { ethanol: "3.8", gasoline: "6.35" })).toBe(
      "Preço médio em Campinas (SP), pesquisa ANP de 7 a 13/06/2026, 25 postos.",
    );
    // The same prices typed another way still are the survey's.
    expect(priceSourceText(index, "SP", campinas, { ethanol: "3,80", gasoline: "6.350" })).toMatch(/^Preço médio em/);
  });

  it("names only the fuel still from the survey, and nothing once both were replaced", () => {
    expect(priceSourceText(index, "SP", campinas, { ethanol: "3.59", gasoline: "6.35" })).toMatch(
      /^Preço médio da gasolina em Campinas \(SP\)/,
    );
    expect(priceSourceText(index, "SP", campinas, { ethanol: "3.8", gasoline: "" })).toMatch(
      /^Preço médio do etanol em Campinas \(SP\)/,
    );
    expect(priceSourceText(index, "SP", campinas, { ethanol: "3.5", gasoline: "6" })).toBeNull();
  });

  it("says which fuel the survey lacks in the city, and counts one station in the singular", () => {
    const cruzeiro = findPlace(index, { uf: "AC", city: "Cruzeiro do Sul" })!;
    expect(priceSourceText(index, "AC", cruzeiro, { ethanol: "", gasoline: "8.46" })).toBe(
      "Preço médio da gasolina em Cruzeiro do Sul (AC), pesquisa ANP de 7 a 13/06/2026, 1 posto. " +
        "A pesquisa não tem preço de etanol nesta cidade: digite o da bomba.",
    );
  });
});
