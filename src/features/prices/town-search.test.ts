import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadCityIndex } from "#data/cities.ts";
import { loadTownIndex } from "#data/towns.ts";
import { normaliseText } from "#lib/search-text.ts";
import { townSearch } from "./town-search.ts";

const towns = await loadTownIndex();
const search = townSearch(towns, await loadCityIndex());
const first = (query: string) => {
  const [top] = search(query);
  return top && `${top.name} (${top.uf})`;
};

describe("townSearch over all 5,571 municipalities", () => {
  it.each([
    ["sao jose dos campos", "São José dos Campos (SP)"],
    ["SÃO JOSÉ DOS CAMPOS", "São José dos Campos (SP)"],
    ["florianopolis", "Florianópolis (SC)"],
    ["balneario camboriu", "Balneário Camboriú (SC)"],
    ["ilhabela", "Ilhabela (SP)"],
    ["lencois", "Lençóis (BA)"],
    ["brasilia", "Brasília (DF)"],
    ["xique xique", "Xique-Xique (BA)"],
    ["santana do livramento", "Sant'Ana do Livramento (RS)"],
    ["sant ana do livramento", "Sant'Ana do Livramento (RS)"],
    ["fernando de noronha", "Fernando de Noronha (PE)"],
  ])("finds %j first: %s (accents and case ignored)", (query, found) => {
    expect(first(query)).toBe(found);
  });

  it.each([
    ["florianoplis", "Florianópolis (SC)"],
    ["balneario camburiu", "Balneário Camboriú (SC)"],
    ["sao jose dos campo", "São José dos Campos (SP)"],
    ["ribeirao preto", "Ribeirão Preto (SP)"],
    ["ribeirao pretoo", "Ribeirão Preto (SP)"],
  ])("forgives a small typo: %j → %s", (query, found) => {
    expect(first(query)).toBe(found);
  });

  it("puts the most-surveyed of the names that begin with the query first", () => {
    expect(first("rio")).toBe("Rio de Janeiro (RJ)");
    expect(first("santa maria")).toBe("Santa Maria (RS)");
  });

  it("keeps to a state typed after the name, with or without parentheses", () => {
    expect(search("santa maria rn").every((town) => town.uf === "RN")).toBe(true);
    expect(first("Ilhabela (SP)")).toBe("Ilhabela (SP)");
    expect(first("campinas sp")).toBe("Campinas (SP)");
  });

  it("gives nothing for an empty query or a name far from any municipality", () => {
    expect(search("")).toEqual([]);
    expect(search("   ")).toEqual([]);
    expect(search("xxxxqqqqzzzz")).toEqual([]);
  });

  it("finds a municipality first by its name and UF, and among the homonyms by its name alone (one in 30)", () => {
    for (const [uf, { towns: list }] of Object.entries(towns.states)) {
      for (const [name] of list.filter((_, index) => index % 30 === 0)) {
        expect(first(`${name} ${uf}`), `${name} (${uf})`).toBe(`${name} (${uf})`);
        expect(search(name).some((town) => town.name === name && town.uf === uf)).toBe(true);
      }
    }
  });

  it("never throws and lists each municipality at most once, whatever is typed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (query) => {
        const found = search(query).map((town) => `${town.uf} ${town.name}`);
        return new Set(found).size === found.length;
      }),
      { numRuns: 20 },
    );
  });

  it("matches without regard to accents: a name and its plain spelling find the same first town", () => {
    fc.assert(
      fc.property(fc.constantFrom("Itajaí", "Goiânia", "Maceió", "São Luís", "Jaboatão dos Guararapes"), (name) => {
        expect(first(normaliseText(name))).toBe(first(name));
      }),
      { numRuns: 5 },
    );
  });
});
