import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newsSchema } from "#content/schemas.ts";
import { type FeedEntry, FeedRefused, readFeedEntries } from "./feed.ts";
import { authorName, LICENCE, MAX_NEWS, MAX_SUMMARY, readEntry, selectFuelNews } from "./items.ts";
import { agencyNewsFileSchema } from "./schema.ts";

/** Agência Brasil's feed as it publishes it (channel, Drupal guid, RFC 822 dates, HTML descriptions), with hostile items. */
const FIXTURE = new URL("./fixtures/agencia-brasil-economia.xml", import.meta.url);
const entries = readFeedEntries(readFileSync(FIXTURE, "utf8"), "agencia-brasil-economia.xml");
const selection = selectFuelNews(entries, "agencia-brasil-economia.xml");

/** An entry that passes every check; `overrides` make it fail one. */
function entry(overrides: Partial<FeedEntry> = {}): FeedEntry {
  return {
    position: 1,
    title: "Gasolina fica mais cara",
    link: "https://agenciabrasil.ebc.com.br/economia/noticia/2026-06/gasolina",
    guid: "1 at https://agenciabrasil.ebc.com.br",
    pubDate: "Thu, 18 Jun 2026 18:40:00 -0300",
    description: "<p><strong>O preço da gasolina subiu.</strong></p>",
    creators: [],
    ...overrides,
  };
}

describe("the fixture feed", () => {
  it("keeps the fuel items, newest first, each once, with the words they matched", () => {
    expect(selection.items.map(({ id, published, keywords }) => [id, published, keywords])).toEqual([
      ["agencia-brasil-1650101", "2026-06-18T18:40:00-03:00", ["diesel", "Petrobras"]],
      ["agencia-brasil-1650050", "2026-06-17T09:30:00-03:00", ["etanol", "ANP"]],
      [
        "agencia-brasil-1650010",
        "2026-06-16T15:20:00-03:00",
        ["etanol", "gasolina", "combustível", "ANP", "Petrobras", "preço nas bombas"],
      ],
      ["agencia-brasil-1650001", "2026-06-16T09:00:00-03:00", ["etanol", "gasolina"]],
    ]);
    expect([selection.read, selection.valid, selection.offTopic, selection.beyondMax]).toEqual([12, 8, 2, 0]);
  });

  it("names every item left out and why", () => {
    expect(selection.skipped.map(({ position, reason }) => [position, reason])).toEqual([
      [4, "repete o item 1 (mesmo link)"],
      [5, "sem data"],
      [6, "data ilegível («ontem à tarde»)"],
      [7, "data ilegível («Tue, 31 Feb 2026 10:00:00 -0300»)"],
      [8, "sem link"],
      [12, "repete o item 9 (mesmo guid)"],
    ]);
  });

  it("strips markup and scripts from titles and summaries, entities decoded", () => {
    const etanol = selection.items[1]!;
    expect(etanol.title).toBe("Etanol fica mais barato em 14 estados & no DF");
    expect(etanol.content).toBe(
      "O preço médio do etanol caiu em 14 estados & no Distrito Federal na semana, segundo a ANP. Veja a tabela completa.",
    );
    for (const item of selection.items) expect(`${item.title} ${item.content}`).not.toMatch(/[<>]|hacked|alert|color/);
  });

  it("keeps a 300-character title whole and shortens a long summary, saying so", () => {
    expect([...selection.items[2]!.title]).toHaveLength(300);
    const ipca = selection.items[3]!;
    expect(ipca.credit.shortened).toBe(true);
    expect(ipca.content.endsWith("…")).toBe(true);
    expect([...ipca.content].length).toBeLessThanOrEqual(MAX_SUMMARY);
    expect(selection.items[0]!.credit).toEqual({ ...LICENCE, author: "Ana Souza", shortened: false });
    expect(selection.items[1]!.credit).toEqual({ ...LICENCE, shortened: false });
  });

  it("makes items the file's schema and the site's news schema accept", () => {
    expect(agencyNewsFileSchema.safeParse(selection.items).success).toBe(true);
    for (const item of selection.items) expect(newsSchema.safeParse(item).success, item.id).toBe(true);
  });
});

describe("readEntry", () => {
  it.each([
    ["no link", { link: null }, "sem link"],
    [
      "an http link",
      { link: "http://agenciabrasil.ebc.com.br/x" },
      "link que não é https («http://agenciabrasil.ebc.com.br/x»)",
    ],
    ["a javascript: link", { link: "javascript:alert(1)" }, "link que não é https («javascript:alert(1)»)"],
    ["no date", { pubDate: null }, "sem data"],
    ["a title of markup only", { title: "<script>alert(1)</script>" }, "sem título"],
    ["an empty description", { description: "<p> <img src=x> </p>" }, "sem resumo"],
  ])("leaves out an item with %s", (_, overrides, reason) => {
    expect(readEntry(entry(overrides))).toEqual({ reason });
  });

  it("names the item by the link's last segment when the guid is not Drupal's", () => {
    const reading = readEntry(entry({ guid: "https://outro/1" }));
    expect("item" in reading && reading.item.id).toBe("agencia-brasil-gasolina");
  });
});

describe("authorName", () => {
  it.each([
    [["Ana Souza - Repórter da Agência Brasil"], "Ana Souza"],
    [["Ana Souza – repórter da Agência Brasil"], "Ana Souza"],
    [["Agência Brasil"], undefined],
    [["AGENCIA BRASIL"], undefined],
    [[], undefined],
    [["<b>Ana</b> Souza"], "Ana Souza"],
  ])("%j → %s", (creators, name) => {
    expect(authorName(creators)).toBe(name);
  });
});

describe("selectFuelNews", () => {
  it.each([
    ["an empty channel", [], "o canal não tem nenhum item"],
    [
      "items without dates",
      [entry({ pubDate: null }), entry({ position: 2, pubDate: "ontem" })],
      "nenhum dos 2 itens é válido",
    ],
  ])("refuses %s, naming the feed", (_, list, why) => {
    expect(() => selectFuelNews(list, "https://exemplo.test/feed.xml")).toThrow(FeedRefused);
    expect(() => selectFuelNews(list, "https://exemplo.test/feed.xml")).toThrow(
      `https://exemplo.test/feed.xml: ${why}`,
    );
  });

  it("gives an empty list for a valid feed without fuel news", () => {
    const result = selectFuelNews([entry({ title: "Copom mantém Selic", description: "Juros." })], "f");
    expect(result.items).toEqual([]);
    expect(result.offTopic).toBe(1);
  });

  it("keeps at most six, newest first, never an article twice, whatever the feed", () => {
    const feedEntry = fc.record({
      node: fc.integer({ min: 1, max: 12 }),
      slug: fc.constantFrom("a", "b", "c", "d", "e", "f", "g", "h"),
      minutes: fc.integer({ min: 0, max: 60 * 24 * 60 }),
      fuel: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(feedEntry, { maxLength: 25 }), (raw) => {
        const list = raw.map(({ node, slug, minutes, fuel }, index) => {
          const date = new Date(Date.UTC(2026, 0, 1) + minutes * 60_000);
          const [weekday, rest] = date.toUTCString().split(", ");
          return entry({
            position: index + 1,
            guid: `${node} at https://agenciabrasil.ebc.com.br`,
            link: `https://agenciabrasil.ebc.com.br/economia/noticia/${slug}`,
            pubDate: `${weekday}, ${rest!.replace("GMT", "+0000")}`,
            title: fuel ? "Etanol sobe" : "Selic cai",
            description: "Texto.",
          });
        });
        if (list.length === 0) return;
        const { items } = selectFuelNews(list, "f");
        expect(items.length).toBeLessThanOrEqual(MAX_NEWS);
        expect(agencyNewsFileSchema.safeParse(items).success).toBe(true);
        const fuel = list.filter((e) => e.title === "Etanol sobe");
        expect(items.every((item) => fuel.some((e) => e.link === item.url))).toBe(true);
        if (fuel.length === 0) expect(items).toEqual([]);
        else {
          // The newest fuel article always leads the list.
          const newest = Math.max(...fuel.map((e) => Date.parse(e.pubDate!)));
          expect(Date.parse(items[0]!.published)).toBe(newest);
        }
      }),
    );
  });
});
