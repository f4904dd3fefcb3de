/**
 * The city feeds (/precos/<uf>/<cidade>/rss.xml) as the e2e build wrote
 * them: every city page of the kept weeks has one; each is well-formed XML
 * (jsdom's XML parser, which refuses what is not) and RSS 2.0 as
 * @rowanmanning/feed-parser reads it, the parser of the news pipeline, in
 * pt-BR, titled with the city, linking to its page, with its own address
 * as self link and the ANP cited; it holds one item per kept week since
 * the city's first survey, newest first, each dated the week's Saturday,
 * naming the week, linking to the city page, with a guid of its own. The
 * city page announces it in its head; like the state feeds, neither the
 * sitemap nor the service worker's precache lists it. Runs on the build of
 * e2e/settings/.env (`build-e2e`), or on `CITY_FEEDS_BUILD_DIR` for a
 * build of one's own.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseEnv } from "node:util";
import { parseFeed } from "@rowanmanning/feed-parser";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { SURVEY_WEEKS, weekSummary } from "#data/build/anp-history.ts";
import { cityFeedTitle } from "#features/prices/build/city-feed.ts";
import { cityPages } from "#features/prices/build/city-page.ts";
import { formatSurveyWeek } from "#features/prices/price-dates.ts";
import { cityFeedPath, cityPagePath } from "#lib/paths.ts";

const BUILD_DIR =
  process.env.CITY_FEEDS_BUILD_DIR ?? parseEnv(readFileSync("e2e/settings/.env", "utf8")).BUILD_DIR ?? "build-e2e";
const CLIENT = resolve(BUILD_DIR, "client");
const SUMMARIES = SURVEY_WEEKS.map(weekSummary);
const CITIES = cityPages(SUMMARIES).map((page) => page.city);

/** The kept weeks since the city's first survey, newest first. */
function weeksSinceFirstSurvey(path: string) {
  const first = SUMMARIES.findIndex((week) => week.cities.some((city) => cityPagePath(city) === path));
  return SUMMARIES.slice(first).toReversed();
}

describe("the city feeds", () => {
  it("exist for every city page of the kept weeks", () => {
    expect(CITIES.length).toBeGreaterThan(0);
    const missing = CITIES.map(cityFeedPath).filter((path) => !existsSync(join(CLIENT, path)));
    expect(missing).toEqual([]);
  });

  it.each(CITIES.map((city) => ({ city, path: cityFeedPath(city) })))(
    "$path is well-formed RSS 2.0 with one item per kept week since the city's first survey",
    ({ city, path }) => {
      const xml = readFileSync(join(CLIENT, path), "utf8");
      const document = new JSDOM(xml, { contentType: "application/xml" }).window.document;
      expect(document.documentElement.nodeName).toBe("rss");
      expect(document.documentElement.getAttribute("version")).toBe("2.0");

      const feed = parseFeed(xml);
      expect(feed.meta.type).toBe("rss");
      expect(feed.title).toBe(cityFeedTitle(city));
      expect(feed.language).toBe("pt-br");
      expect(feed.description).toContain("Fonte: Agência Nacional do Petróleo, Gás Natural e Biocombustíveis (ANP)");
      const page = new URL(feed.url ?? "");
      expect(page.pathname).toBe(cityPagePath(city));
      expect(feed.self).toBe(new URL(path, page).href);

      const weeks = weeksSinceFirstSurvey(cityPagePath(city));
      expect(feed.items.map((item) => item.published?.toISOString())).toEqual(
        weeks.map((week) => `${week.weekEnd}T00:00:00.000Z`),
      );
      feed.items.forEach((item, index) => {
        const week = weeks[index]!;
        expect(item.title).toContain(
          `${city.name} (${city.uf}), pesquisa de ${formatSurveyWeek(week.weekStart, week.weekEnd)}: `,
        );
        expect(item.url).toBe(page.href);
        expect(item.description).toBeTruthy();
      });
      const guids = feed.items.map((item) => item.id);
      expect(guids.every(Boolean)).toBe(true);
      expect(new Set(guids).size).toBe(guids.length);
    },
  );

  it("are announced by their city page, and neither the sitemap nor the precache lists them", () => {
    for (const city of CITIES) {
      const html = readFileSync(join(CLIENT, `${cityPagePath(city)}.html`), "utf8");
      expect(html, city.name).toMatch(
        new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${cityFeedPath(city)}">`),
      );
    }
    const sitemap = readFileSync(join(CLIENT, "sitemap-0.xml"), "utf8");
    const worker = readFileSync(join(CLIENT, "sw.js"), "utf8");
    for (const text of [sitemap, worker]) expect(text).not.toMatch(/precos\/[a-z]{2}\/[a-z0-9-]+\/rss\.xml/);
  });
});
