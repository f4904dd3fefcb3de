import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import curiosities from "./curiosities.json";
import infoCards from "./info-cards.json";
import news from "./news.json";
import products from "./products.json";
import { curiositySchema, infoCardSchema, newsSchema, productSchema } from "./schemas.ts";

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

/**
 * What every article must be, whatever their number (a new one is a new
 * file): 700 words or more, subheadings, and a "## Fontes" section with at
 * least two https links. Returns the problems found, none for a good one.
 */
function articleProblems(text: string): string[] {
  const content = body(text);
  const problems: string[] = [];
  const words = content.split(/\s+/).filter(Boolean).length;
  if (words < 700) problems.push(`${words} palavras (mínimo 700)`);
  if (!/^## /m.test(content)) problems.push("sem subtítulos");
  const sources = content.split(/^## Fontes\s*$/m)[1];
  if (sources === undefined) problems.push("sem a seção '## Fontes'");
  else if ((sources.match(/\]\(https:\/\/[^)\s]+\)/g)?.length ?? 0) < 2) problems.push("menos de 2 fontes com link");
  return problems;
}

describe("content a reader can trust", () => {
  it("every JSON item matches its schema, however many there are", () => {
    for (const item of products) expect(() => productSchema.parse(item), item.id).not.toThrow();
    for (const item of infoCards) expect(() => infoCardSchema.parse(item), item.id).not.toThrow();
    for (const item of news) expect(() => newsSchema.parse(item), item.id).not.toThrow();
    for (const item of curiosities) expect(() => curiositySchema.parse(item), item.id).not.toThrow();
  });

  it("has the product's counts, and at least the six articles /blog shows", () => {
    expect([products.length, infoCards.length, news.length, curiosities.length]).toEqual([3, 6, 6, 9]);
    expect(articles.length).toBeGreaterThanOrEqual(6);
  });

  it.each(articles.map(({ file, text }) => [file, text]))(
    "%s: 700 words or more, with subheadings and its sources",
    (_, text) => {
      expect(articleProblems(text)).toEqual([]);
    },
  );

  it("the article rules accept a new good article and name what a bad one lacks", () => {
    const paragraph = "O etanol rende menos por litro que a gasolina, por isso o preço decide. ".repeat(60);
    const good = `---\ntitle: Novo\n---\n## Parte\n\n${paragraph}\n\n## Fontes\n\n- [ANP](https://www.gov.br/anp)\n- [Inmetro](https://www.gov.br/inmetro)\n`;
    expect(articleProblems(good)).toEqual([]);
    expect(articleProblems("---\ntitle: Curto\n---\nPoucas palavras.\n")).toEqual([
      "2 palavras (mínimo 700)",
      "sem subtítulos",
      "sem a seção '## Fontes'",
    ]);
  });

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
