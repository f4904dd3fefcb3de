import { describe, expect, it } from "vitest";
import { type ShareCard, shareCardAlt } from "./share-card.ts";

const card: ShareCard = {
  title: "Campinas (SP)",
  headline: "Etanol compensa",
  tone: "ethanol",
  lines: ["Etanol a 59,8% da gasolina", "Na média, etanol R$\u00a03,80 e gasolina R$\u00a06,35 por litro"],
  source: "Pesquisa ANP de 7 a 13/06/2026",
};

describe("shareCardAlt", () => {
  it("says the whole card, top to bottom, one sentence per part", () => {
    expect(shareCardAlt(card)).toBe(
      "Campinas (SP). Etanol compensa. Etanol a 59,8% da gasolina. Na média, etanol R$\u00a03,80 e gasolina R$\u00a06,35 por litro. Pesquisa ANP de 7 a 13/06/2026.",
    );
  });

  it("adds no second period to a part that already ends a sentence", () => {
    const alt = shareCardAlt({ ...card, title: "Etanol ou Gasolina?", lines: ["O etanol compensa em 8 estados."] });
    expect(alt).toBe(
      "Etanol ou Gasolina? Etanol compensa. O etanol compensa em 8 estados. Pesquisa ANP de 7 a 13/06/2026.",
    );
  });
});
