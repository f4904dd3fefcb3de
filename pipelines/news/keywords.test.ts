import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FUEL_KEYWORDS, matchFuelKeywords } from "./keywords.ts";

describe("matchFuelKeywords", () => {
  it("finds each keyword as a whole word, whatever the case and accents", () => {
    expect(matchFuelKeywords("PETROBRÁS reduz o preço do Diesel")).toEqual(["diesel", "Petrobras"]);
    expect(matchFuelKeywords("Vendas de combustiveis caem")).toEqual(["combustível"]);
    expect(matchFuelKeywords("Preços nas bombas sobem; ANP.")).toEqual(["ANP", "preço nas bombas"]);
    expect(matchFuelKeywords("Frota flex cresce", "Gás natural veicular")).toEqual(["GNV", "carro flex"]);
  });

  it("lists the labels in the list's order, each once, from every text given", () => {
    expect(matchFuelKeywords("Gasolina e etanol", "etanol de novo, Etanol, gasolinas")).toEqual(["etanol", "gasolina"]);
  });

  it.each([
    ["a word that only starts like one", "ANPD multa empresa; dieselgate; petrobrasileiro"],
    ["a bomb", "Bomba explode em depósito"],
    ["oil alone", "Leilão do pré-sal e preço do petróleo"],
    ["a keyword's letters inside a longer word", "Etanolduto e gasolineira"],
  ])("ignores %s", (_, text) => {
    expect(matchFuelKeywords(text)).toEqual([]);
  });

  it("reads punctuation and hyphens as word breaks", () => {
    expect(matchFuelKeywords("Mistura B15 (biodiesel-diesel) e E30/etanol")).toEqual(["etanol", "diesel", "biodiesel"]);
  });

  it("matches every form of every keyword, written in upper case or without accents", () => {
    for (const { label, forms } of FUEL_KEYWORDS) {
      for (const form of forms) {
        expect(matchFuelKeywords(`Notícia: ${form.toUpperCase()}.`), form).toContain(label);
        expect(matchFuelKeywords(form.normalize("NFD").replace(/[\u0300-\u036f]/g, "")), form).toContain(label);
      }
    }
  });

  it("never matches a keyword glued to other letters", () => {
    const forms = FUEL_KEYWORDS.flatMap(({ forms }) => forms.filter((form) => !form.includes(" ")));
    fc.assert(
      fc.property(fc.constantFrom(...forms), fc.stringMatching(/^[a-z]{1,4}$/), (form, glue) => {
        const glued = `${glue}${form.toLowerCase()}${glue}`;
        const found = matchFuelKeywords(glued);
        // A glued text may still be a word of its own ("bio" + "diesel" is biodiesel): only that exact word may match.
        for (const label of found) {
          const keyword = FUEL_KEYWORDS.find((entry) => entry.label === label)!;
          expect(keyword.forms.map((f) => f.toLowerCase())).toContain(glued);
        }
      }),
    );
  });
});
