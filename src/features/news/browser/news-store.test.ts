import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { KeyValueStorage } from "#browser/safe-storage.ts";
import defaultNews from "#content/news.json";
import { LAST_UPDATE_KEY, NEWS_KEY } from "#features/news/dom-contract.ts";
import { forceRefresh, isNewsItem, isStale, parseStoredNews, REFRESH_INTERVAL_MS, syncNews } from "./news-store.ts";

const NOW = Date.parse("2026-11-21T12:00:00.000Z");
const HOUR = 3600 * 1000;

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
  return { data, storage };
}

function stored(dateIso: string) {
  return JSON.stringify(defaultNews.map((item) => ({ ...item, date: dateIso })));
}

describe("syncNews", () => {
  it("seeds the six defaults, dated now, when nothing is stored", () => {
    const { data, storage } = memory();
    const state = syncNews(storage, defaultNews, NOW);
    expect(state.items).toHaveLength(6);
    expect(state.items.map((item) => item.id)).toEqual(defaultNews.map((item) => item.id));
    expect(state.items.every((item) => item.date === "2026-11-21T12:00:00.000Z")).toBe(true);
    expect(JSON.parse(data.get(NEWS_KEY)!)).toEqual(state.items);
    expect(data.get(LAST_UPDATE_KEY)).toBe("2026-11-21T12:00:00.000Z");
    expect(state.nextRefreshAt).toBe(NOW + REFRESH_INTERVAL_MS);
  });

  it("uses fresh stored news as it is, without writing", () => {
    const marker = new Date(NOW - 2 * HOUR).toISOString();
    const { data, storage } = memory({ [NEWS_KEY]: stored(marker), [LAST_UPDATE_KEY]: marker });
    const state = syncNews(storage, defaultNews, NOW);
    expect(state.items.every((item) => item.date === marker)).toBe(true);
    expect(data.get(LAST_UPDATE_KEY)).toBe(marker);
    expect(state.nextRefreshAt).toBe(NOW - 2 * HOUR + REFRESH_INTERVAL_MS);
  });

  it.each([
    ["older than 24 h", new Date(NOW - 25 * HOUR).toISOString()],
    ["exactly 24 h old", new Date(NOW - 24 * HOUR).toISOString()],
    ["unparseable", "ontem"],
    ["in the future", new Date(NOW + HOUR).toISOString()],
  ])("refreshes when the marker is %s", (_, marker) => {
    const old = new Date(NOW - 30 * HOUR).toISOString();
    const { data, storage } = memory({ [NEWS_KEY]: stored(old), [LAST_UPDATE_KEY]: marker });
    const state = syncNews(storage, defaultNews, NOW);
    expect(state.items.every((item) => item.date === new Date(NOW).toISOString())).toBe(true);
    expect(data.get(LAST_UPDATE_KEY)).toBe(new Date(NOW).toISOString());
  });

  it("refreshes when the marker is missing", () => {
    const { data, storage } = memory({ [NEWS_KEY]: stored("2020-01-01T00:00:00.000Z") });
    syncNews(storage, defaultNews, NOW);
    expect(data.get(LAST_UPDATE_KEY)).toBe(new Date(NOW).toISOString());
  });

  it.each([
    ["corrupt JSON", "{not json"],
    ["not an array", JSON.stringify({ items: [] })],
    ["an empty list", "[]"],
    ["a missing field", JSON.stringify(defaultNews.map((item) => ({ ...item })))],
    ["a wrong type", stored("2026-11-21T11:00:00.000Z").replace('"keywords":[', '"keywords":[1,')],
    ["a javascript: link", stored("2026-11-21T11:00:00.000Z").replace(/"url":"[^"]+"/, '"url":"javascript:alert(1)"')],
    [
      "a malformed published date",
      stored("2026-11-21T11:00:00.000Z").replace('"id":"news-1"', '"id":"news-1","published":"ontem"'),
    ],
    ["null", "null"],
  ])("re-seeds the defaults over %s", (_, json) => {
    const marker = new Date(NOW - HOUR).toISOString();
    const { data, storage } = memory({ [NEWS_KEY]: json, [LAST_UPDATE_KEY]: marker });
    const state = syncNews(storage, defaultNews, NOW);
    expect(state.items.map(({ date: _date, ...rest }) => rest)).toEqual(defaultNews);
    expect(JSON.parse(data.get(NEWS_KEY)!)).toEqual(state.items);
  });

  it("works from memory when storage throws on read and write", () => {
    const storage: KeyValueStorage = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    const state = syncNews(storage, defaultNews, NOW);
    expect(state.items).toHaveLength(6);
    expect(state.nextRefreshAt).toBe(NOW + REFRESH_INTERVAL_MS);
  });

  it("works without storage at all", () => {
    expect(syncNews(null, defaultNews, NOW).items).toHaveLength(6);
  });

  it("keeps only the known fields of stored items", () => {
    const marker = new Date(NOW - HOUR).toISOString();
    const json = JSON.stringify(defaultNews.map((item) => ({ ...item, date: marker, html: "<b>x</b>" })));
    const state = syncNews(memory({ [NEWS_KEY]: json, [LAST_UPDATE_KEY]: marker }).storage, defaultNews, NOW);
    expect(Object.keys(state.items[0]!).sort()).toEqual([
      "content",
      "date",
      "id",
      "keywords",
      "published",
      "source",
      "title",
      "url",
    ]);
  });

  it("never throws and always yields six valid items, whatever is stored", () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(fc.string(), fc.json(), fc.constant(stored("2026-11-21T11:00:00.000Z")))),
        fc.option(
          fc.oneof(
            fc.string(),
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          ),
        ),
        (news, marker) => {
          const initial: Record<string, string> = {};
          if (news !== null) initial[NEWS_KEY] = news;
          if (marker !== null) initial[LAST_UPDATE_KEY] = marker;
          const state = syncNews(memory(initial).storage, defaultNews, NOW);
          expect(state.items).toHaveLength(6);
          expect(state.items.every(isNewsItem)).toBe(true);
          expect(Number.isFinite(state.nextRefreshAt)).toBe(true);
        },
      ),
    );
  });
});

describe("stored items of Agência Brasil", () => {
  const agency = {
    id: "agencia-brasil-1",
    title: "Etanol cai",
    content: "O etanol caiu.",
    source: "Agência Brasil",
    url: "https://agenciabrasil.ebc.com.br/economia/noticia/2026-06/etanol",
    published: "2026-06-18T18:40:00-03:00",
    keywords: ["etanol"],
    credit: { licence: "CC BY 4.0", licenceUrl: "https://creativecommons.org/licenses/by/4.0/", shortened: false },
    date: "2026-11-21T11:00:00.000Z",
  };

  it("keeps their date and time and their credit, and only the credit's known fields", () => {
    const withAuthor = { ...agency, credit: { ...agency.credit, author: "Ana Souza", extra: "<b>" } };
    expect(parseStoredNews(JSON.stringify([agency, withAuthor]))).toEqual([
      agency,
      { ...agency, credit: { ...agency.credit, author: "Ana Souza" } },
    ]);
  });

  it.each([
    ["a javascript: licence link", { credit: { ...agency.credit, licenceUrl: "javascript:alert(1)" } }],
    ["a credit without its shortening flag", { credit: { licence: "CC BY 4.0", licenceUrl: "https://x.test/" } }],
    ["a credit that is text", { credit: "CC BY" }],
    ["an author that is not text", { credit: { ...agency.credit, author: 7 } }],
    ["a time without its offset", { published: "2026-06-18T18:40:00" }],
  ])("refuses a stored list with %s", (_, change) => {
    expect(parseStoredNews(JSON.stringify([{ ...agency, ...change }]))).toBeNull();
  });

  it("seeds them with the hand-written items and refreshes them like any item", () => {
    const { data, storage } = memory();
    const { date: _date, ...fetched } = agency;
    const state = syncNews(storage, [fetched, ...defaultNews.slice(0, 5)], NOW);
    expect(state.items[0]).toEqual({ ...fetched, date: new Date(NOW).toISOString() });
    expect(parseStoredNews(data.get(NEWS_KEY)!)).toEqual(state.items);
  });
});

describe("forceRefresh", () => {
  it("rewrites every date and the marker", () => {
    const { data, storage } = memory();
    const later = NOW + REFRESH_INTERVAL_MS;
    const state = forceRefresh(storage, defaultNews, later);
    expect(state.items.every((item) => item.date === new Date(later).toISOString())).toBe(true);
    expect(data.get(LAST_UPDATE_KEY)).toBe(new Date(later).toISOString());
    expect(state.nextRefreshAt).toBe(later + REFRESH_INTERVAL_MS);
  });
});

describe("isStale / parseStoredNews", () => {
  it("treats a marker under 24 h old as fresh", () => {
    expect(isStale(new Date(NOW - 23 * HOUR).toISOString(), NOW)).toBe(false);
    expect(isStale(null, NOW)).toBe(true);
  });

  it("returns null for nothing stored", () => {
    expect(parseStoredNews(null)).toBeNull();
  });

  it("shows a valid stored list whatever its ids and length (the list is loaded from local storage)", () => {
    const own = [
      {
        id: "minha-1",
        title: "Minha",
        content: "Texto",
        source: "Eu",
        url: "https://exemplo.com.br/",
        date: "2026-11-21T11:00:00.000Z",
        keywords: [],
        published: "2026-11-20",
      },
    ];
    const { storage } = memory({
      [NEWS_KEY]: JSON.stringify(own),
      [LAST_UPDATE_KEY]: new Date(NOW - HOUR).toISOString(),
    });
    expect(syncNews(storage, defaultNews, NOW).items).toEqual(own);
    expect(
      parseStoredNews(JSON.stringify(own.concat(own.slice(0, 1).map((item) => ({ ...item, extra: "<b>" }))))),
    ).toEqual([own[0], own[0]]);
  });

  it("refreshes a stale stored list with the site's current items", () => {
    const own = [
      {
        id: "antiga",
        title: "Antiga",
        content: "x",
        source: "y",
        url: "https://exemplo.com.br/",
        date: "2020-01-01T00:00:00.000Z",
        keywords: [],
      },
    ];
    const { storage } = memory({ [NEWS_KEY]: JSON.stringify(own), [LAST_UPDATE_KEY]: "2020-01-01T00:00:00.000Z" });
    expect(syncNews(storage, defaultNews, NOW).items.map((item) => item.id)).toEqual(
      defaultNews.map((item) => item.id),
    );
  });
});

describe("default news", () => {
  it("has six valid items with https sources", () => {
    expect(defaultNews).toHaveLength(6);
    for (const item of defaultNews) {
      expect(isNewsItem({ ...item, date: "2026-01-01T00:00:00.000Z" })).toBe(true);
      expect(item.url.startsWith("https://")).toBe(true);
    }
  });
});
