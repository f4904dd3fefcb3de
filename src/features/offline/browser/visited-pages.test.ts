import { describe, expect, it } from "vitest";
import { VISITED_PAGES_CACHE } from "#features/offline/caches.ts";
import { pageTitle, visitedPages } from "./visited-pages.ts";

/** A Cache Storage holding `pages` (path → HTML) in the visited-pages cache. */
function storageWith(pages: Record<string, string>): CacheStorage {
  const entries = Object.entries(pages).map(([path, html]) => [new Request(`https://x.test${path}`), html] as const);
  const cache = {
    keys: async () => entries.map(([request]) => request),
    match: async (request: Request) => {
      const found = entries.find(([key]) => key.url === request.url);
      return found ? new Response(found[1]) : undefined;
    },
  };
  return {
    has: async (name: string) => name === VISITED_PAGES_CACHE,
    open: async () => cache,
  } as unknown as CacheStorage;
}

describe("pageTitle", () => {
  it("takes the page's own name from its title", () => {
    expect(pageTitle("<title>Preços em São Paulo | Etanol ou Gasolina?</title>", "/precos/sp")).toBe(
      "Preços em São Paulo",
    );
    expect(pageTitle("<p>sem título</p>", "/precos/sp")).toBe("/precos/sp");
  });
});

describe("visitedPages", () => {
  it("lists the cached pages by title", async () => {
    const pages = await visitedPages(
      storageWith({
        "/precos/sp": "<title>Preços em São Paulo | Etanol ou Gasolina?</title>",
        "/carros/fiat": "<title>Carros Fiat | Etanol ou Gasolina?</title>",
      }),
    );
    expect(pages).toEqual([
      { path: "/carros/fiat", title: "Carros Fiat" },
      { path: "/precos/sp", title: "Preços em São Paulo" },
    ]);
  });

  it("gives nothing without Cache Storage or when it fails", async () => {
    expect(await visitedPages(undefined)).toEqual([]);
    const failing = { has: async () => Promise.reject(new Error("blocked")) } as unknown as CacheStorage;
    expect(await visitedPages(failing)).toEqual([]);
  });
});
