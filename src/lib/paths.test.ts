import { describe, expect, it } from "vitest";
import { WEEKLY } from "#data/build/weekly.ts";
import {
  BLOG_FEED_PATH,
  canonicalPath,
  cityFeedPath,
  cityPagePath,
  EMBED_CALCULATOR_PATH,
  EMBED_PATH,
  flipFeedPath,
  isEmbeddedPath,
  isInternalPath,
  makePath,
  postPath,
  PRICES_PATH,
  stateHistoryPath,
  stationListPath,
  statePagePath,
  tablePath,
  versionPath,
} from "./paths.ts";

describe("the price pages and feeds", () => {
  it("address a state by its lower-case code, its history and its feed below it", () => {
    expect(PRICES_PATH).toBe("/precos");
    expect(statePagePath("SP")).toBe("/precos/sp");
    expect(stateHistoryPath("sp")).toBe("/precos/sp/historico");
    expect(flipFeedPath({ code: "sc" })).toBe("/precos/sc/rss.xml");
    expect(flipFeedPath()).toBe("/precos/rss.xml");
  });

  it("write a city's name without accents, apostrophes or capitals", () => {
    expect(cityPagePath({ uf: "SP", name: "São José dos Campos" })).toBe("/precos/sp/sao-jose-dos-campos");
    expect(cityPagePath({ uf: "RS", name: "Sant'Ana do Livramento" })).toBe("/precos/rs/sant-ana-do-livramento");
    expect(cityPagePath({ uf: "BA", name: "Xique-Xique" })).toBe("/precos/ba/xique-xique");
  });

  it("give every surveyed city of the week its own page", () => {
    const paths = WEEKLY.cities.map(cityPagePath);
    expect(new Set(paths).size).toBe(WEEKLY.cities.length);
    for (const path of paths) expect(path).toMatch(/^\/precos\/[a-z]{2}\/[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("put a city's feed below its page, one per city", () => {
    expect(cityFeedPath({ uf: "SP", name: "São José dos Campos" })).toBe("/precos/sp/sao-jose-dos-campos/rss.xml");
    const feeds = WEEKLY.cities.map(cityFeedPath);
    expect(new Set(feeds).size).toBe(WEEKLY.cities.length);
    WEEKLY.cities.forEach((city, index) => expect(feeds[index]?.startsWith(`${cityPagePath(city)}/`)).toBe(true));
    for (const path of feeds) expect(path).toMatch(/^\/precos\/[a-z]{2}\/[a-z0-9]+(-[a-z0-9]+)*\/rss\.xml$/);
  });

  it("number a city's station list /postos, then /postos/2 and on", () => {
    expect(stationListPath("/precos/sp/sao-paulo")).toBe("/precos/sp/sao-paulo/postos");
    expect(stationListPath("/precos/sp/sao-paulo", 2)).toBe("/precos/sp/sao-paulo/postos/2");
  });
});

describe("the car pages", () => {
  it("makePath is the make's page, versionPath a version's row there, tablePath the page of a table's cars", () => {
    expect(makePath("land-rover")).toBe("/carros/land-rover");
    expect(versionPath({ makeSlug: "chevrolet", id: "chevrolet-onix-ltz" })).toBe(
      "/carros/chevrolet#chevrolet-onix-ltz",
    );
    expect(tablePath(2026)).toBe("/carros/tabela-2026");
  });
});

describe("the blog", () => {
  it("addresses an article at /blog/<slug> and its feed at /blog/rss.xml", () => {
    expect(postPath("calibragem-dos-pneus")).toBe("/blog/calibragem-dos-pneus");
    expect(BLOG_FEED_PATH).toBe("/blog/rss.xml");
  });
});

describe("isInternalPath", () => {
  it("is true for the test-only pages under /__, and for no page of the site", () => {
    expect(isInternalPath("/__erro")).toBe(true);
    for (const path of ["/", PRICES_PATH, BLOG_FEED_PATH, "/_astro/x.js", "/precos/sp/__x"]) {
      expect(isInternalPath(path), path).toBe(false);
    }
  });
});

describe("isEmbeddedPath", () => {
  it("is true for the pages under /embed/ that other sites frame, not for /embed itself or any other page", () => {
    expect(EMBED_CALCULATOR_PATH).toBe("/embed/calculadora");
    expect(isEmbeddedPath(EMBED_CALCULATOR_PATH)).toBe(true);
    for (const path of ["/", EMBED_PATH, "/embedded", "/embed.html", PRICES_PATH, "/blog/embed/x"]) {
      expect(isEmbeddedPath(path), path).toBe(false);
    }
  });
});

describe("canonicalPath", () => {
  it.each([
    ["/", "/"],
    ["/index.html", "/"],
    ["/precos.html", "/precos"],
    ["/precos/sp/campinas.html", "/precos/sp/campinas"],
    ["/blog/", "/blog"],
    ["/blog", "/blog"],
  ])("reads %s as %s", (pathname, path) => {
    expect(canonicalPath(pathname)).toBe(path);
  });
});
