import { describe, expect, it } from "vitest";
import type { AgencyNewsItem } from "./items.ts";
import { LICENCE } from "./items.ts";
import { checkAgencyNews } from "./schema.ts";

const item = (n: number, published: string): AgencyNewsItem => ({
  id: `agencia-brasil-${n}`,
  title: "Etanol cai",
  content: "O etanol caiu.",
  source: "Agência Brasil",
  url: `https://agenciabrasil.ebc.com.br/economia/noticia/${n}`,
  published,
  keywords: ["etanol"],
  credit: { ...LICENCE, shortened: false },
});

describe("checkAgencyNews", () => {
  it("accepts items newest first, each once", () => {
    const items = [item(2, "2026-06-18T18:40:00-03:00"), item(1, "2026-06-18T21:39:00Z")];
    expect(checkAgencyNews(items, "news.json")).toEqual(items);
  });

  it.each([
    [
      "an older item first",
      [item(1, "2026-06-17T10:00:00-03:00"), item(2, "2026-06-18T10:00:00-03:00")],
      "mais nova que o item anterior",
    ],
    [
      "an article twice",
      [item(1, "2026-06-18T10:00:00-03:00"), item(1, "2026-06-17T10:00:00-03:00")],
      "o mesmo id ou link aparece duas vezes",
    ],
    ["seven items", [1, 2, 3, 4, 5, 6, 7].map((n) => item(n, "2026-06-18T10:00:00-03:00")), "<=6"],
    ["a date without time", [item(1, "2026-06-18")], "published"],
    ["no keyword", [{ ...item(1, "2026-06-18T10:00:00-03:00"), keywords: [] }], "keywords"],
    ["an http link", [{ ...item(1, "2026-06-18T10:00:00-03:00"), url: "http://agenciabrasil.ebc.com.br/1" }], "url"],
    [
      "another licence",
      [{ ...item(1, "2026-06-18T10:00:00-03:00"), credit: { ...LICENCE, licence: "CC BY-NC", shortened: false } }],
      "licence",
    ],
  ])("refuses %s, naming the file and what is wrong", (_, items, fault) => {
    expect(() => checkAgencyNews(items, "src/content/news-agencia-brasil.json")).toThrow(
      /^src\/content\/news-agencia-brasil\.json: não gravado/,
    );
    expect(() => checkAgencyNews(items, "f")).toThrow(fault);
  });
});
