import { SITE_URL } from "#site-config";
import { ARTICLE_COUNT, expect, seriousViolations, test, waitForHydration } from "./fixtures.ts";

test.describe("the blog", () => {
  test("every card opens its article: heading, sources, way back, related posts, no framework JavaScript", async ({
    page,
  }) => {
    await page.goto("/blog");
    const links = page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 }).getByRole("link");
    await expect(links).toHaveCount(6);
    for (const [index, title] of (await links.allTextContents()).entries()) {
      await page.goto("/blog");
      await links.nth(index).click();
      await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("heading", { level: 2, name: "Fontes" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Trilha de navegação" })).toContainText("Blog");
      await expect(page.getByRole("link", { name: "Voltar para a calculadora" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("region", { name: "Leia também" }).getByRole("link")).toHaveCount(3);
      expect(await page.locator("astro-island:not([client='update'])").count()).toBe(0);
    }
  });

  test("an article has no serious or critical accessibility violation", async ({ page }) => {
    await page.goto("/blog/como-ler-a-etiqueta-do-inmetro");
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the RSS feed is valid XML with absolute links, and every page points to it", async ({ page, request }) => {
    const response = await request.get("/blog/rss.xml");
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    await page.setContent("<p>feed</p>");
    const parsed = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: document.querySelector("parsererror")?.textContent ?? null,
        links: [...document.querySelectorAll("item > link")].map((link) => link.textContent ?? ""),
        language: document.querySelector("channel > language")?.textContent,
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.language).toBe("pt-br");
    expect(parsed.links).toHaveLength(ARTICLE_COUNT);
    for (const link of parsed.links) expect(link).toMatch(new RegExp(`^${SITE_URL}/blog/[a-z0-9-]+$`));
    for (const path of ["/", "/curiosidades", "/blog/calibragem-dos-pneus"]) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Blog Etanol ou Gasolina?" href="/blog/rss.xml">',
      );
    }
  });

  test.describe("at 375 px", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("the affiliate label is visible beside every affiliate link (the test build has an Associates tag)", async ({
      page,
    }) => {
      /** The home page's products come with its lower sections, placed as the visitor scrolls towards them. */
      const scrollToProducts = async () => {
        await page.getByRole("region", { name: "Notícias e Análises do Setor Automotivo" }).scrollIntoViewIfNeeded();
        await expect(page.getByRole("region", { name: "Produtos Recomendados para Seu Veículo" })).toBeAttached();
      };
      for (const path of ["/blog", "/"]) {
        await page.goto(path);
        if (path === "/") await scrollToProducts();
        const labels = page.getByText("Link de afiliado", { exact: true });
        expect(await labels.count()).toBeGreaterThan(0);
        for (const label of await labels.all()) {
          await label.scrollIntoViewIfNeeded();
          await expect(label).toBeVisible();
        }
      }
      await page.goto("/");
      await scrollToProducts();
      await expect(page.locator("a[data-affiliate-label]")).toHaveCount(3);
      for (const link of await page.locator("a[data-affiliate-label]").all()) {
        expect(new URL((await link.getAttribute("href"))!).searchParams.get("tag")).toBe("teste-20");
      }
    });
  });
});
