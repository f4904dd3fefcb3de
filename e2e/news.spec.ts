import { expect, test, waitForHydration } from "./fixtures";

const DAY = 24 * 60 * 60 * 1000;

test.describe("news", () => {
  test("six cards in two columns, seeded into localStorage with relative dates", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Notícias e Análises do Setor Automotivo" });
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
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate((day) => {
      const marker = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
      const news = JSON.parse(localStorage.getItem("automotive_news")!).map((item: object) => ({ ...item, date: marker }));
      localStorage.setItem("automotive_news", JSON.stringify(news));
      localStorage.setItem("last_news_update", marker);
      return day;
    }, DAY);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator("article time")).toHaveText(Array(6).fill("há 3 horas"));
  });

  test("a stale list is refreshed with new dates and a new marker", async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      const old = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
      localStorage.setItem("last_news_update", old);
      localStorage.setItem("automotive_news", "[]");
    });
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("article time")).toHaveText(Array(6).fill(/^há \d+ segundos?$/));
    const marker = await page.evaluate(() => localStorage.getItem("last_news_update"));
    expect(Date.now() - Date.parse(marker!)).toBeLessThan(60_000);
  });

  test("corrupt storage is replaced by the six defaults", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("automotive_news", "{corrompido"));
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: /Notícias/ }).getByRole("article")).toHaveCount(6);
  });

  test("refreshes again after 24 hours while the page stays open", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const first = await page.evaluate(() => localStorage.getItem("last_news_update"));
    await page.clock.runFor(DAY + 1000);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("last_news_update")))
      .not.toBe(first);
    await expect(page.locator("article time").first()).toHaveText(/^há \d+ segundos?$/);
  });

  test("an unreadable stored date shows 'Data inválida'", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => {
      const news = JSON.parse(localStorage.getItem("automotive_news")!);
      news[2].date = "amanhã de manhã";
      localStorage.setItem("automotive_news", JSON.stringify(news));
    });
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText("Data inválida")).toHaveCount(1);
  });
});
