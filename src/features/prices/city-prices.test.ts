// @vitest-environment jsdom
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { loadCityIndex } from "../../data/cities";
import { loadTownIndex, type TownIndex } from "../../data/towns";
import {
  forgetPlace,
  fuelSources,
  isTown,
  PRICE_PLACE_KEY,
  type PriceData,
  type PricePlace,
  parseStoredPlace,
  priceSourceText,
  pricePlaceStore,
  rememberPlace,
  SAME_STATE_NOTE,
  sourcePrices,
  surveyPrices,
  usesOtherPlace,
} from "./city-prices";
import { STATES } from "../../lib/states";

const data: PriceData = { cities: await loadCityIndex(), towns: await loadTownIndex() };

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
});

describe("where the prices come from", () => {
  const campinas = { uf: "SP", city: "Campinas" } as const;
  const text = (place: PricePlace, current: { ethanol: string; gasoline: string }) =>
    priceSourceText(data.cities, place, fuelSources(data, place), current);

  it("names the city, the survey week and the stations while both fields hold the survey's prices", () => {
    expect(text(campinas, { ethanol: "3.8", gasoline: "6.35" })).toBe(
      "Preço médio em Campinas (SP), pesquisa ANP de 7 a 13/06/2026, 25 postos.",
    );
    // The same prices typed another way still are the survey's.
    expect(text(campinas, { ethanol: "3,80", gasoline: "6.350" })).toMatch(/^Preço médio em/);
  });

  it("names only the fuel still from the survey, and nothing once both were replaced", () => {
    expect(text(campinas, { ethanol: "3.59", gasoline: "6.35" })).toMatch(
      /^Preço médio da gasolina em Campinas \(SP\)/,
    );
    expect(text(campinas, { ethanol: "3.8", gasoline: "" })).toMatch(/^Preço médio do etanol em Campinas \(SP\)/);
    expect(text(campinas, { ethanol: "3.5", gasoline: "6" })).toBeNull();
  });

  it("names the nearest survey and its distance for a municipality the ANP does not survey", () => {
    expect(text({ uf: "SP", city: "Ilhabela" }, { ethanol: "4.14", gasoline: "6.76" })).toBe(
      "A ANP não pesquisa em Ilhabela. Mais próxima: Caraguatatuba (SP), a 19 km. " +
        "Preço médio em Caraguatatuba, pesquisa ANP de 7 a 13/06/2026, 9 postos.",
    );
  });

  it("says the nearest survey is too far and that the state's mean fills in", () => {
    expect(text({ uf: "BA", city: "Lençóis" }, { ethanol: "4.91", gasoline: "7.09" })).toBe(
      "A ANP não pesquisa em Lençóis. Mais próxima: Jacobina (BA), a 181 km, longe demais para valer aqui. " +
        "Preço médio na Bahia, pesquisa ANP de 7 a 13/06/2026.",
    );
  });

  it("says which fuel the survey lacks in the city, where that fuel comes from, and counts one station in the singular", () => {
    expect(text({ uf: "AC", city: "Cruzeiro do Sul" }, { ethanol: "5.32", gasoline: "8.46" })).toBe(
      "A pesquisa da ANP não tem preço de etanol em Cruzeiro do Sul. " +
        "Mais próxima com etanol: Rio Branco (AC), a 594 km, longe demais para valer aqui. " +
        "Preço médio do etanol no Acre, pesquisa ANP de 7 a 13/06/2026. " +
        "Preço médio da gasolina em Cruzeiro do Sul (AC), pesquisa ANP de 7 a 13/06/2026, 1 posto.",
    );
  });

  it("adds the same-state note only when another place's prices stand in", () => {
    const note = (place: PricePlace) => usesOtherPlace(place, fuelSources(data, place));
    expect(note(campinas)).toBe(false);
    expect(note({ uf: "SP", city: "Ilhabela" })).toBe(true);
    expect(note({ uf: "BA", city: "Lençóis" })).toBe(true);
    expect(SAME_STATE_NOTE).toContain("ICMS");
  });
});
