/**
 * The calculator for other sites (docs/embed.md): /embed/calculadora framed
 * by a page of another origin (a small HTTP server of this test, as a news
 * site or blog), used there with the keyboard; `?uf=` with the newest kept
 * week's state means; noindex and out of the sitemap; every other page
 * refusing to be framed; and /embed, the page with the snippet to copy.
 */
import type { FrameLocator, Page } from "@playwright/test";
import { WEEKLY } from "#data/build/weekly.ts";
import { EMBED_FRAME_HEIGHT, EMBED_FRAME_TITLE, embedSnippet } from "#features/calculator/embed-snippet.ts";
import { embedPriceTable } from "#features/prices/build/embed-price-table.ts";
import { expect, PAGES, seriousViolations, test } from "./fixtures.ts";
import { serveOtherSite } from "./other-site.ts";

const ETHANOL = "Preço do Etanol (R$ por litro)";
const GASOLINE = "Preço da Gasolina (R$ por litro)";
/** The newest kept week's state means, as the page embeds them (derived from the committed data, not read by hand). */
const MEANS = embedPriceTable(WEEKLY);

/** The other site, which frames this one (e2e/other-site.ts). */
let otherSite: Awaited<ReturnType<typeof serveOtherSite>>;

test.beforeAll(async () => {
  otherSite = await serveOtherSite();
});

test.afterAll(async () => {
  await otherSite.close();
});

/** Opens the other site's page framing `path` of this site (`width` px wide); returns the frame. */
async function openFramed(page: Page, path: string, width = 600): Promise<FrameLocator> {
  await page.goto(otherSite.framing(new URL(path, test.info().project.use.baseURL).href, width));
  return page.frameLocator(`iframe[title="${EMBED_FRAME_TITLE}"]`);
}

test.describe("framed by another site", () => {
  test("types the prices the Brazilian way, gives the hints and the home page's verdict, announced", async ({
    page,
  }) => {
    const frame = await openFramed(page, "/embed/calculadora");
    await frame.getByLabel(ETHANOL).click();
    await page.keyboard.type("4,19");
    await frame.getByLabel(GASOLINE).click();
    await page.keyboard.type("6,29");
    await expect(frame.getByLabel(ETHANOL)).toHaveValue("4.19");
    await expect(frame.getByLabel(ETHANOL)).toHaveAccessibleDescription("O etanol compensa até R$\u00a04,40");
    await expect(frame.getByLabel(GASOLINE)).toHaveAccessibleDescription("A gasolina compensa até R$\u00a05,98");
    await page.keyboard.press("Enter");
    const region = frame.locator("[aria-live=polite]");
    await expect(region.getByRole("heading", { name: "Resultado: Abasteça com Etanol!" })).toBeVisible();
    await expect(
      region.getByText(
        "Você economiza aproximadamente R$\u00a00,21 por litro abastecendo com etanol (considerando a regra dos 70%).",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(region.getByText(/^Este cálculo é uma estimativa\./)).toBeVisible();
    // Tab to "Calcular" and press it: the verdict follows the new price; the host page stays where it was.
    await frame.getByLabel(GASOLINE).fill("");
    await frame.getByLabel(GASOLINE).click();
    await page.keyboard.type("5,79");
    await page.keyboard.press("Tab");
    await expect(frame.getByRole("button", { name: "Calcular" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(region.getByRole("heading", { name: "Resultado: Abasteça com Gasolina!" })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(otherSite.origin);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test("says at the field why a price is refused, and offers the correction", async ({ page }) => {
    const frame = await openFramed(page, "/embed/calculadora");
    await frame.getByLabel(ETHANOL).click();
    await page.keyboard.type("419");
    await frame.getByLabel(GASOLINE).click();
    await page.keyboard.type("6,29");
    await page.keyboard.press("Enter");
    await expect(frame.getByLabel(ETHANOL)).toBeFocused();
    await expect(frame.getByLabel(ETHANOL)).toHaveAttribute("aria-invalid", "true");
    await expect(frame.getByText("R$\u00a0419,00 por litro? Você quis dizer R$\u00a04,19?")).toBeVisible();
    await frame.getByRole("button", { name: "Usar R$\u00a04,19" }).click();
    await expect(frame.getByRole("heading", { name: "Resultado: Abasteça com Etanol!" })).toBeVisible();
    await frame.getByLabel(ETHANOL).fill("");
    await frame.getByRole("button", { name: "Calcular" }).click();
    await expect(frame.getByText("Digite o preço do etanol.")).toBeVisible();
    await expect(frame.getByRole("heading", { name: /Resultado/ })).toHaveCount(0);
  });

  test("?uf= fills in the state's means of the newest week, names them, and fits the frame at 320 px", async ({
    page,
  }) => {
    // The longest sentence naming a state's means: the tallest verdict.
    const [code, means] = Object.entries(MEANS).sort(([, a], [, b]) => b.source.length - a.source.length)[0]!;
    const frame = await openFramed(page, `/embed/calculadora?uf=${code.toUpperCase()}`, 320);
    await expect(frame.getByLabel(ETHANOL)).toHaveValue(means.ethanol);
    await expect(frame.getByLabel(GASOLINE)).toHaveValue(means.gasoline);
    await expect(frame.getByRole("heading", { name: /^Resultado: Abasteça com (Etanol|Gasolina)!$/ })).toBeVisible();
    await expect(frame.getByText(means.source, { exact: true })).toBeVisible();
    const fits = await frame.locator("html").evaluate((html) => html.scrollHeight <= innerHeight);
    expect(fits, `the verdict fits ${EMBED_FRAME_HEIGHT} px at 320 px wide`).toBe(true);
  });

  test("every other page refuses to be framed by another site", async ({ page, consoleErrors }) => {
    for (const { path, h1 } of [PAGES[0], { path: "/embed", h1: "A calculadora etanol ou gasolina no seu site" }]) {
      const frame = await openFramed(page, path);
      // The browser blocks the page, says why, and shows its own error page in the frame, never the site's page.
      await expect.poll(() => consoleErrors.some((error) => error.includes("frame-ancestors 'none'"))).toBe(true);
      await expect(frame.getByRole("heading", { name: h1 })).toHaveCount(0);
      const child = page.frames().find((candidate) => candidate !== page.mainFrame());
      expect(child?.url(), path).not.toContain(new URL(path, test.info().project.use.baseURL).host);
      consoleErrors.length = 0;
    }
  });
});

test("?uf=sp in any case names the week; an unknown state is ignored with no error", async ({ page }) => {
  const sp = MEANS.sp!;
  expect(sp.source).toMatch(/^Médias da ANP em São Paulo, pesquisa de \d{1,2}(\/\d{2})? a \d{2}\/\d{2}\/\d{4}$/);
  await page.goto("/embed/calculadora?uf=Sp");
  await expect(page.getByLabel(ETHANOL)).toHaveValue(sp.ethanol);
  await expect(page.getByText(sp.source, { exact: true })).toBeVisible();
  await page.goto("/embed/calculadora?uf=xx");
  await expect(page.locator("html")).toHaveAttribute("data-enhanced");
  await expect(page.getByLabel(ETHANOL)).toHaveValue("");
  await expect(page.locator("[aria-live=polite]")).toBeEmpty();
});

test("/embed/calculadora is noindex, out of the sitemap, bare and credited", async ({ page, request }) => {
  await page.goto("/embed/calculadora");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.locator("h1")).toHaveCount(1);
  // No header, footer, consent banner, analytics or site script: one inline script, the calculator's.
  await expect(page.locator("nav, footer, header")).toHaveCount(0);
  await expect(page.locator("script")).toHaveCount(1);
  await expect(page.locator("script[src]")).toHaveCount(0);
  const credit = page.getByRole("link", { name: /^Etanol ou Gasolina\?/ });
  await expect(credit).toHaveAttribute("target", "_blank");
  await expect(credit).toHaveAttribute("rel", "noopener");
  await expect(credit).toHaveAttribute("href", "/");
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/embed<\/loc>/);
  expect(sitemap).not.toContain("/embed/calculadora");
});

test.describe("/embed", () => {
  test("shows the snippet with the ?uf= option, the credit line, a preview, and copies it", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/embed");
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "";
    const site = new URL(canonical).origin;
    const snippet = embedSnippet(`${site}/embed/calculadora`, `${site}/`);
    await expect(page.locator("pre code").first()).toHaveText(snippet);
    await expect(page.locator("pre code").nth(1)).toContainText(`${site}/embed/calculadora?uf=sp`);
    const preview = page.frameLocator(`iframe[title="${EMBED_FRAME_TITLE}"]`);
    await expect(page.locator("iframe")).toHaveAttribute("loading", "lazy");
    await page.locator("iframe").scrollIntoViewIfNeeded();
    await expect(preview.getByRole("button", { name: "Calcular" })).toBeVisible();
    await page.getByRole("button", { name: "Copiar código" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Código copiado" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
  });
});

test.describe("accessibility of the framed calculator", () => {
  for (const viewport of [
    { width: 320, height: 700 },
    { width: 600, height: 700 },
  ]) {
    test(`with a verdict and with refused prices at ${viewport.width}px: no serious or critical violations`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/embed/calculadora?uf=sp");
      await expect(page.getByRole("heading", { name: /Resultado/ })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel(ETHANOL).fill("419");
      await page.getByLabel(GASOLINE).fill("");
      await page.getByRole("button", { name: "Calcular" }).click();
      await expect(page.getByText("Digite o preço da gasolina.")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
