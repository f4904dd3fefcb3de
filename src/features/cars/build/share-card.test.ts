import { describe, expect, it } from "vitest";
import { PBEV_JUNE_2026 } from "#testing/fixtures.ts";
import { makeCatalogue } from "./catalogue-pages.ts";
import { makeCard } from "./share-card.ts";

describe("a make's card (Inmetro tables up to 03/06/2026)", () => {
  it("Chevrolet: the range of its versions' misto limits, their count and the tables", () => {
    expect(makeCard(makeCatalogue(PBEV_JUNE_2026, "chevrolet")!)).toEqual({
      title: "Carros flex Chevrolet",
      headline: "66,1% a 72,1%",
      tone: null,
      lines: [
        "Limite do etanol, conforme a versão",
        "Até esse percentual do preço da gasolina, o etanol compensa no uso misto (55% cidade, 45% estrada)",
        "221 versões flex de 14 modelos",
      ],
      source: "Inmetro – PBE Veicular 2020 a 2026",
    });
  });

  it("Mercedes-Benz: a make that left the tables cites the years that print it", () => {
    const card = makeCard(makeCatalogue(PBEV_JUNE_2026, "mercedes-benz")!);
    expect(card.headline).toBe("69,1% a 69,6%");
    expect(card.lines.at(-1)).toBe("3 versões flex de 2 modelos");
    expect(card.source).toBe("Inmetro – PBE Veicular 2020 a 2021");
  });
});
