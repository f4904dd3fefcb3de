import { expect, it } from "vitest";
import { articleCard } from "./share-card.ts";

it("an article's card carries its title, author and publication date", () => {
  const card = articleCard({
    title: "Calibragem dos pneus: o hábito que economiza combustível",
    author: "Equipe Etanol ou Gasolina?",
    datePublished: new Date("2026-05-02"),
  });
  expect(card).toEqual({
    title: "Blog",
    headline: "Calibragem dos pneus: o hábito que economiza combustível",
    tone: null,
    lines: ["Por Equipe Etanol ou Gasolina?"],
    source: "Publicado em 2 de maio de 2026",
  });
});
