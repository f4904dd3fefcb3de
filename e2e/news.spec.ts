import type { Page } from "@playwright/test";
import defaultNews from "#content/news.json" with { type: "json" };
import { expect, test, waitForHydration } from "./fixtures.ts";

const DAY = 24 * 60 * 60 * 1000;

/** Opens the home page and scrolls to the news, whose code loads as it nears the screen. */
async function openNews(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  const section = page.getByRole("region", { name: "Notícias e Análises do Setor Automotivo" });
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator("article time").first()).toBeVisible();
  return section;
}

/** Stores the default news dated `dates[i]` (or `date` for all) and the marker, before any page script runs. */
async function storeNews(page: Page, marker: string, dateOf: (index: number) => string) {
  const items = defaultNews.map((item, index) => ({ ...item, date: dateOf(index) }));
  await page.addInitScript(
    ([json, mark]) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("automotive_news", json!);
      localStorage.setItem("last_news_update", mark!);
    },
    [JSON.stringify(items), marker],
  );
}

test.describe("news", () => {
  test("six cards in two columns, seeded into localStorage with relative dates", async ({ page }) => {
    const section = await openNews(page);
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(6);
    await expect(cards.locator("time").first()).toHaveText(/^há \d+ segundos?$/);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    expect(second!.x).toBeGreaterThan(first!.x);
    const stored = await page.evaluate(() => ({
      news: JSON.parse(localStorage.getItem("automotive_news") ?? "null"),
      marker: localStorage.getItem("last_news_update"),
    }));
    expect(stored.news).toHaveLength(6);
    expect(Date.now() - Date.parse(stored.marker!)).toBeLessThan(60_000);
  });

  test("stored news under 24 h old is shown with its own dates", async ({ page }) => {
    const marker = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    await storeNews(page, marker, () => marker);
    const section = await openNews(page);
    await expect(section.locator("article time")).toHaveText(Array(6).fill("há 3 horas"));
    expect(await page.evaluate(() => localStorage.getItem("last_news_update"))).toBe(marker);
  });

  test("a stale list is refreshed with new dates and a new marker", async ({ page }) => {
    const old = new Date(Date.now() - 3 * DAY).toISOString();
    await storeNews(page, old, () => old);
    const section = await openNews(page);
    await expect(section.locator("article time")).toHaveText(Array(6).fill(/^há \d+ segundos?$/));
    const marker = await page.evaluate(() => localStorage.getItem("last_news_update"));
    expect(Date.now() - Date.parse(marker!)).toBeLessThan(60_000);
  });

  test("corrupt storage is replaced by the six defaults", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("automotive_news", "{corrompido"));
    const section = await openNews(page);
    await expect(section.getByRole("article")).toHaveCount(6);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("automotive_news")))!)).toHaveLength(6);
  });

  test("refreshes again after 24 hours while the page stays open", async ({ page }) => {
    await page.clock.install();
    const section = await openNews(page);
    const first = await page.evaluate(() => localStorage.getItem("last_news_update"));
    await page.clock.runFor(DAY + 1000);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("last_news_update"))).not.toBe(first);
    await expect(section.locator("article time").first()).toHaveText(/^há \d+ segundos?$/);
  });

  test("an unreadable stored date shows 'Data inválida'", async ({ page }) => {
    const marker = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await storeNews(page, marker, (index) => (index === 2 ? "amanhã de manhã" : marker));
    const section = await openNews(page);
    await expect(section.getByText("Data inválida")).toHaveCount(1);
  });
});
