import type { Page } from "@playwright/test";
import { SURVEY_WEEKS, weekSummary } from "#data/build/anp-history.ts";
import { cityPages } from "#features/prices/build/city-page.ts";
import { cityPagePath, PRICES_PATH, stateHistoryPath, stationListPath, statePagePath } from "#lib/paths.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The price pages' tables fit a 375 px phone: a driver reads every column
 * without scrolling sideways, neither the page nor a table's frame. The
 * pages are picked from the kept surveys the build reads (never one week's
 * cities copied in): every kind of city page, a state page, its history and
 * a station list.
 */
const PAGES = cityPages(SURVEY_WEEKS.map(weekSummary));
const current = PAGES.filter((page) => page.current);
/** The longest city name of any kept week: its caption and row of the state's table are the longest. */
const longest = PAGES.toSorted((a, b) => b.city.name.length - a.city.name.length)[0]!.city;
/** The current city with the most stations surveyed: the widest figures (a count of three digits). */
const busiest = current.toSorted(
  (a, b) =>
    Math.max(b.city.ethanol?.stations ?? 0, b.city.gasoline?.stations ?? 0) -
    Math.max(a.city.ethanol?.stations ?? 0, a.city.gasoline?.stations ?? 0),
)[0]!.city;
/** A city of the newest survey with one fuel only ("sem preço nesta pesquisa" in its row), if any. */
const oneFuel = current.find(({ city }) => (city.ethanol === null) !== (city.gasoline === null))?.city;
/** A city the newest survey missed (its last known figures), if any. */
const missed = PAGES.find((page) => !page.current)?.city;

/** Each page and whether it has a table. */
const CHECKED: ReadonlyArray<{ path: string; tables: boolean }> = [
  { path: PRICES_PATH, tables: true },
  { path: statePagePath(longest.uf), tables: true },
  { path: stateHistoryPath(longest.uf), tables: true },
  { path: cityPagePath(longest), tables: true },
  { path: cityPagePath(busiest), tables: true },
  ...(oneFuel ? [{ path: cityPagePath(oneFuel), tables: true }] : []),
  ...(missed ? [{ path: cityPagePath(missed), tables: true }] : []),
  // A list of stations, not a table: the page itself must fit.
  { path: stationListPath(cityPagePath(busiest)), tables: false },
];

/**
 * How wide the page and each table's scrolling frame (the nearest ancestor
 * that scrolls sideways) are, in CSS px: what they hold (`scrollWidth`) and
 * what they show (`clientWidth`).
 */
async function widths(page: Page) {
  return page.evaluate(() => {
    const frameOf = (table: HTMLTableElement): Element => {
      for (let element = table.parentElement; element; element = element.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(element).overflowX)) return element;
      }
      return document.documentElement;
    };
    const { scrollWidth, clientWidth } = document.documentElement;
    return {
      document: { scrollWidth, clientWidth },
      tables: [...document.querySelectorAll("table")].map((table) => {
        const frame = frameOf(table);
        return { caption: table.caption?.textContent ?? "", holds: frame.scrollWidth, shows: frame.clientWidth };
      }),
    };
  });
}

test.describe("the price tables on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const { path, tables } of CHECKED) {
    test(`${path} scrolls sideways neither in its tables nor as a page`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      const measured = await widths(page);
      if (tables) expect(measured.tables.length).toBeGreaterThan(0);
      for (const table of measured.tables) {
        expect(table.holds, `the frame of "${table.caption}" scrolls sideways`).toBeLessThanOrEqual(table.shows);
      }
      expect(measured.document.scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(
        measured.document.clientWidth,
      );
    });
  }
});
