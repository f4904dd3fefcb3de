import fc from "fast-check";
import { describe, expect, it } from "vitest";
import agencyNews from "#content/news-agencia-brasil.json";
import handWritten from "#content/news.json";
import { newsSchema } from "#content/schemas.ts";
import { agencyNewsFileSchema } from "#pipelines/news/schema.ts";
import { mergeNews, NEWS_COUNT } from "./merge.ts";

type Item = { id: string; url: string; published?: string };

const own = (n: number): Item => ({ id: `news-${n}`, url: `https://fonte.test/${n}`, published: "2024-07-01" });
const fetched = (n: number, published: string): Item => ({
  id: `agencia-brasil-${n}`,
  url: `https://agenciabrasil.ebc.com.br/economia/noticia/${n}`,
  published,
});
const HAND = [1, 2, 3, 4, 5, 6].map(own);

describe("mergeNews", () => {
  it("shows the hand-written items alone when nothing was fetched", () => {
    expect(mergeNews([], HAND)).toEqual(HAND);
  });

  it("puts the fetched items first, newest first by instant, then the hand-written ones, six in all", () => {
    const a = fetched(1, "2026-06-16T09:00:00-03:00");
    const b = fetched(2, "2026-06-16T13:00:00+00:00"); // 10:00 in Brasília: newer than a
    expect(mergeNews([a, b], HAND).map(({ id }) => id)).toEqual([
      "agencia-brasil-2",
      "agencia-brasil-1",
      "news-1",
      "news-2",
      "news-3",
      "news-4",
    ]);
  });

  it("never lists an article twice, by link or id", () => {
    const copy = { ...own(1), id: "agencia-brasil-9", published: "2026-06-16T09:00:00-03:00" };
    expect(mergeNews([copy, copy], HAND).map(({ id }) => id)).toEqual([
      "agencia-brasil-9",
      "news-2",
      "news-3",
      "news-4",
      "news-5",
      "news-6",
    ]);
  });

  it("has six items, the fetched ones first and newest first, no link twice, whatever the lists", () => {
    const instant = fc.date({ min: new Date("2020-01-01"), max: new Date("2030-01-01"), noInvalidDate: true });
    const item = fc.record({ n: fc.integer({ min: 1, max: 15 }), date: instant });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 10 }), (raw) => {
        const list = raw.map(({ n, date }) => fetched(n, date.toISOString()));
        const merged = mergeNews(list, HAND);
        expect(merged).toHaveLength(NEWS_COUNT);
        expect(new Set(merged.map(({ url }) => url)).size).toBe(merged.length);
        const fromFeed = merged.filter(({ id }) => id.startsWith("agencia-brasil-"));
        expect(merged.slice(0, fromFeed.length)).toEqual(fromFeed);
        const times = fromFeed.map(({ published }) => Date.parse(published!));
        expect(times).toEqual([...times].sort((x, y) => y - x));
        expect(fromFeed.length).toBe(Math.min(NEWS_COUNT, new Set(list.map(({ url }) => url)).size));
      }),
    );
  });
});

describe("the committed news files", () => {
  it("hold a valid Agência Brasil file and, merged with the hand-written items, the six news items", () => {
    expect(agencyNewsFileSchema.safeParse(agencyNews).success).toBe(true);
    for (const item of [...agencyNews, ...handWritten]) expect(newsSchema.safeParse(item).success, item.id).toBe(true);
    expect(mergeNews<Item>(agencyNews, handWritten)).toHaveLength(NEWS_COUNT);
  });
});
