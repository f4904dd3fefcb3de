import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import curiosities from "./curiosities.json";
import infoCards from "./info-cards.json";
import news from "./news.json";
import products from "./products.json";
import { curiositySchema, infoCardSchema, newsSchema, productSchema } from "./schemas";

const BLOG = join(import.meta.dirname, "blog");
const articles = readdirSync(BLOG)
  .filter((file) => file.endsWith(".md"))
  .map((file) => ({ file, text: readFileSync(join(BLOG, file), "utf8") }));

/** The Markdown body of an article, after its front matter. */
function body(text: string): string {
  const match = /^---\n[\s\S]*?\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error("no front matter");
  return match[1] ?? "";
}

describe("content a reader can trust", () => {
  it("every JSON collection matches its schema, with the spec's counts", () => {
    expect(products.map((item) => productSchema.parse(item))).toHaveLength(3);
    expect(infoCards.map((item) => infoCardSchema.parse(item))).toHaveLength(6);
    expect(news.map((item) => newsSchema.parse(item))).toHaveLength(6);
    expect(curiosities.map((item) => curiositySchema.parse(item))).toHaveLength(9);
  });

  it("has six articles", () => {
    expect(articles).toHaveLength(6);
  });

  it.each(articles.map(({ file, text }) => [file, text]))(
    "%s: 700 words or more, with subheadings and its sources",
    (_, text) => {
      const words = body(text).split(/\s+/).filter(Boolean);
      expect(words.length).toBeGreaterThanOrEqual(700);
      expect(body(text)).toMatch(/^## /m);
      const sources = body(text).split(/^## Fontes\s*$/m)[1];
      expect(sources, "a '## Fontes' section").toBeDefined();
      expect(sources!.match(/\]\(https:\/\/[^)\s]+\)/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    },
  );

  it("no text is a placeholder or a leak from the code", () => {
    const texts = [
      ...articles.map(({ file, text }) => [file, text]),
      ...Object.entries({ curiosities, infoCards, news, products }).map(([name, data]) => [name, JSON.stringify(data)]),
    ];
    for (const [name, text] of texts) {
      expect(text, name).not.toMatch(/\bundefined\b|\bnull\b|\bNaN\b|lorem|ipsum|\[object Object\]/i);
      // Upper case only: "todo" is Portuguese.
      expect(text, name).not.toMatch(/\bTODO\b|\bFIXME\b|\bXXX\b/);
    }
  });

  it("writes CO₂ and Brazilian formats, never 'rende mais' for ethanol", () => {
    for (const { file, text } of articles) {
      expect(text, file).not.toMatch(/\bCO2\b/);
      expect(text, file).not.toMatch(/etanol rende mais/i);
      expect(text, file).not.toMatch(/\bEx: /);
    }
  });
});
