import { readdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect } from "@playwright/test";
import { isInteractive } from "./interactive.ts";

/** How many articles src/content/blog holds: each has a page, a feed item and a sitemap entry; /blog shows the 6 newest. */
export const ARTICLE_COUNT = readdirSync(new URL("../src/content/blog/", import.meta.url)).filter((file) =>
  file.endsWith(".md"),
).length;

/** A 1×1 transparent PNG, served in place of the external product photos (no internet here). */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** The pages of the navigation bar, with their single `h1`. */
export const PAGES = [
  { path: "/", h1: "Etanol ou gasolina: qual compensa mais agora?", title: "Calculadora Etanol ou Gasolina" },
  { path: "/curiosidades", h1: "Curiosidades Automotivas Fascinantes", title: "Curiosidades Automotivas" },
  { path: "/blog", h1: "Blog Automotivo: Dicas, Manutenção e Novidades", title: "Blog Automotivo" },
  { path: "/precos", h1: "Etanol ou gasolina em cada estado", title: "Etanol ou gasolina em cada estado" },
] as const;

/**
 * The base test: external photos answered locally, and every console error
 * or uncaught page error collected and asserted empty after the test.
 * `consoleErrors` is exposed for tests that expect a specific error.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      await page
        .context()
        .route("https://images.unsplash.com/**", (route) =>
          route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }),
        );
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the page is interactive (`isInteractive`: the site script has run, the islands have hydrated). */
export async function waitForHydration(page: import("@playwright/test").Page): Promise<void> {
  await page.waitForFunction(isInteractive);
}

/** Visits the home page once and waits until the service worker has precached the site and is active. */
export async function installOffline(page: import("@playwright/test").Page): Promise<void> {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error("no active service worker");
  });
}

/**
 * Chromium logs the 404 status of a not-found page as a console error.
 * Checks that it is the only error so far, then clears the list.
 */
export function expectOnlyTheNotFoundStatus(consoleErrors: string[]): void {
  expect(consoleErrors.every((error) => error.includes("status of 404"))).toBe(true);
  consoleErrors.length = 0;
}

/**
 * Starts using the calculator as a visitor does: a tap into its first field,
 * then a touch elsewhere in the calculator, which hydrates the island
 * (client:interaction; the price fields and the button alone do not: the page
 * answers them itself, src/features/calculator/browser/early-verdict.ts); waits until
 * it has.
 */
async function startCalculator(page: import("@playwright/test").Page): Promise<void> {
  await page.getByLabel("Preço do Etanol (R$ por litro)").focus();
  const island = page.locator('astro-island[component-export="CalculatorIsland"]');
  await island.dispatchEvent("pointerdown");
  await expect(island).not.toHaveAttribute("ssr");
}

/** Opens the home page, hydrated, and returns the calculator's controls and the toast list. */
export async function openCalculator(page: import("@playwright/test").Page) {
  await page.goto("/");
  await waitForHydration(page);
  await startCalculator(page);
  return {
    ethanol: page.getByLabel("Preço do Etanol (R$ por litro)"),
    gasoline: page.getByLabel("Preço da Gasolina (R$ por litro)"),
    calculate: page.getByRole("button", { name: "Calcular" }),
    panel: page.locator("details").filter({ hasText: "Usar o consumo do meu carro" }),
    toasts: page.getByRole("region", { name: /Notificações/ }).getByRole("listitem"),
  };
}

/** Scrolls to the recommended products (they hydrate on screen) and clicks the first one; returns the new tab. */
export async function openFirstProduct(page: import("@playwright/test").Page) {
  const section = page.getByRole("region", { name: "Produtos Recomendados para Seu Veículo" });
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator("article").first()).toBeVisible();
  const popup = page.waitForEvent("popup");
  await section.getByRole("link").first().click();
  return popup;
}

/** The page's serious and critical axe violations, each as "rule: targets" (empty when it has none). */
export async function seriousViolations(page: import("@playwright/test").Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** Picks a city by typing `typed` (no state chosen first) and choosing the first option, `option` ("Campinas (SP)"), with the keyboard. */
export async function chooseCity(page: import("@playwright/test").Page, typed: string, option: string) {
  const city = page.getByRole("combobox", { name: "Cidade" });
  await city.focus();
  await page.keyboard.type(typed);
  await expect(
    page
      .getByRole("listbox", { name: "Cidade" })
      .getByRole("option", { name: new RegExp(`^${option.replace(/[()]/g, "\\$&")}`) }),
  ).toBeVisible();
  await city.press("ArrowDown");
  await city.press("Enter");
}
