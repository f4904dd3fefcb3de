// @vitest-environment jsdom
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { PRICE_PLACE_KEY } from "#features/prices/dom-contract.ts";
import { forgetPlace, parseStoredPlace, pricePlaceStore, rememberPlace } from "./price-place.ts";

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
