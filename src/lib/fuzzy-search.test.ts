import { describe, expect, it } from "vitest";
import { createFuzzySearch, searchWords } from "./fuzzy-search.ts";

const cars = [
  "Toyota Corolla GLI 2.0 16V",
  "Toyota Corolla Cross XRE 2.0 16V",
  "Hyundai HB20 Sense 1.0 12V",
  "Hyundai HB20S Platinum 1.0 Turbo 12V",
  "Chevrolet Onix LTZ 1.0 Turbo 12V",
  "Chevrolet Onix Plus LTZ 1.0 Turbo 12V",
  "Chevrolet Onix Plus LT 1.0 Turbo 12V",
  "Fiat Mobi Like 1.0 6V",
];
const towns = ["São José dos Campos (SP)", "Florianópolis (SC)", "Balneário Camboriú (SC)", "Camboriú (SC)"];

describe("searchWords", () => {
  it("normalises and splits words that run letters into digits", () => {
    expect(searchWords("HB20S Ônix 1.0T")).toEqual(["hb20s", "hb", "20", "s", "onix", "1.0t", "1.0", "t"]);
  });
});

describe("createFuzzySearch", () => {
  const carSearch = createFuzzySearch(cars, (car) => car);
  const townSearch = createFuzzySearch(towns, (town) => town);

  it.each([
    ["corola", "Toyota Corolla GLI 2.0 16V"],
    ["hb 20", "Hyundai HB20 Sense 1.0 12V"],
    ["hb20", "Hyundai HB20 Sense 1.0 12V"],
    ["onix plus ltz", "Chevrolet Onix Plus LTZ 1.0 Turbo 12V"],
    ["ônix plus ltz", "Chevrolet Onix Plus LTZ 1.0 Turbo 12V"],
    ["MOBI", "Fiat Mobi Like 1.0 6V"],
  ])("finds %j", (query, expected) => {
    expect(carSearch.search(query)).toContain(expected);
  });

  it("demands every word", () => {
    expect(carSearch.search("onix plus ltz")).toEqual(["Chevrolet Onix Plus LTZ 1.0 Turbo 12V"]);
    expect(carSearch.search("corolla cross")).toEqual(["Toyota Corolla Cross XRE 2.0 16V"]);
  });

  it.each([
    ["sao jose dos campos", "São José dos Campos (SP)"],
    ["florianopolis", "Florianópolis (SC)"],
    ["florianoplis", "Florianópolis (SC)"],
    ["balneario camboriu", "Balneário Camboriú (SC)"],
  ])("finds the town %j without accents or with a typo", (query, expected) => {
    expect(townSearch.search(query)[0]).toBe(expected);
  });

  it("finds nothing for an empty query or unrelated words", () => {
    expect(carSearch.search("   ")).toEqual([]);
    expect(carSearch.search("caminhão")).toEqual([]);
  });
});
