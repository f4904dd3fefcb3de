import { readableHtml, retiredPhrasesIn } from "#content/retired-phrases.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The phrases retired by the content review of November 2026
 * (src/content/retired-phrases.ts) on the built pages: every page of the
 * sitemap, the not-found page and the feed, as a reader or a search engine
 * gets them (meta tags, alt texts, placeholders and JSON-LD included).
 */
test("no built page carries a phrase retired by the content review", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const path of [...paths, "/sem-pagina", "/blog/rss.xml"]) {
    const text = readableHtml(await (await request.get(path)).text());
    for (const phrase of retiredPhrasesIn(text)) found.push(`${path}: "${phrase}"`);
  }
  expect(found).toEqual([]);
});
