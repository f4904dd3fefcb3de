import type { Locator, Page } from "@playwright/test";
import { newestWeek, weekStations } from "#data/build/anp-history.ts";
import { stationAddress } from "#features/stations/station-messages.ts";
import { chooseCity, expect, openCalculator, seriousViolations, test, waitForHydration } from "./fixtures.ts";

/** The newest survey's stations, from the committed history. */
const newestStations = weekStations(newestWeek()).stations;

/** Centavos from a price as the page prints it ("R$ 3,49"). */
const centavos = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, "").replace(",", ".")) * 100);

/** A price field's value in centavos ("4.19" → 419). */
const fieldCentavos = async (field: Locator) => Math.round(Number(await field.inputValue()) * 100);

/** A name as a regular expression's literal text. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A button's accessible name: its label, then the station's name for screen
 * readers (Chromium puts a space before the colon of the visually hidden part).
 */
const named = (label: string, name: string) => new RegExp(`^${literal(label)} ?: ${literal(name)}$`);

/** The two prices a station card shows, in centavos (it sold both). */
async function cardPrices(card: Locator): Promise<{ ethanol: number; gasoline: number }> {
  const text = (await card.textContent()) ?? "";
  const price = (label: string) => {
    const found = new RegExp(`${label} (R\\$\\s[\\d,]+)`).exec(text)?.[1];
    if (!found) throw new Error(`${label}: no price in "${text}"`);
    return centavos(found);
  };
  return { ethanol: price("Etanol"), gasoline: price("Gasolina") };
}

/** Installs the service worker with a first visit to the home page, so that the site works offline afterwards. */
async function firstVisit(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error("no active service worker");
  });
}

/**
 * Keeps, on a city page, its first station that sold both fuels; returns
 * its name and prices as the card shows them.
 */
async function keepFromCityPage(page: Page, path: string) {
  await page.goto(path);
  const cards = page.getByRole("region", { name: /^Postos pesquisados de/ }).getByRole("listitem");
  const card = cards.filter({ hasText: /Etanol R\$.*Gasolina R\$/s }).first();
  const name = (await card.getByRole("heading").textContent()) ?? "";
  const keep = card.getByRole("button", { name: named("Guardar em Meus postos", name) });
  await expect(keep).toBeVisible();
  const prices = await cardPrices(card);
  await keep.click();
  await expect(card.getByRole("button", { name: named("Remover de Meus postos", name) })).toBeVisible();
  await expect(card.getByText(`${name} guardado em Meus postos, neste aparelho.`, { exact: false })).toBeVisible();
  return { name, prices };
}

/** Uses a kept station's prices in the calculator and checks the fields and the verdict that names it. */
async function useKept(page: Page, name: string, prices: { ethanol: number; gasoline: number }) {
  const mine = page.getByRole("region", { name: "Meus postos" });
  const card = mine.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card).toContainText(/Etanol R\$/);
  expect(await cardPrices(card)).toEqual(prices);
  await card.getByRole("button", { name: named("Usar os preços deste posto", name) }).click();
  const ethanol = page.getByLabel("Preço do Etanol (R$ por litro)");
  const gasoline = page.getByLabel("Preço da Gasolina (R$ por litro)");
  await expect.poll(() => fieldCentavos(ethanol)).toBe(prices.ethanol);
  await expect.poll(() => fieldCentavos(gasoline)).toBe(prices.gasoline);
  const fuel = prices.ethanol * 10 <= prices.gasoline * 7 ? "Etanol" : "Gasolina";
  const result = page.locator("[data-verdict]");
  await expect(result.getByRole("heading", { name: `Resultado: Abasteça com ${fuel}!` })).toBeVisible();
  await expect(result).toContainText(
    new RegExp(`Posto: ${literal(name)} \\(.+\\), .+\\. Preços coletados pela ANP em \\d\\d/\\d\\d/\\d{4}`),
  );
}

test.describe("Meus postos at 375px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a station kept on a city page is in the calculator, also offline, can be used and removed", async ({
    page,
    context,
  }) => {
    await firstVisit(page);
    const { name, prices } = await keepFromCityPage(page, "/precos/sp/campinas");

    // Back to the calculator, offline: the kept station is first, with this week's prices, before any city is chosen.
    await context.setOffline(true);
    await page.goto("/");
    await waitForHydration(page);
    const mine = page.getByRole("region", { name: "Meus postos" });
    await expect(mine).toBeVisible();
    await expect(mine).toContainText(/Guardados neste aparelho, com os preços da pesquisa da ANP de \d/);
    await useKept(page, name, prices);
    expect(await seriousViolations(page)).toEqual([]);

    // Removed: gone from the calculator, and the city page's button offers to keep it again.
    await mine.getByRole("button", { name: named("Remover de Meus postos", name) }).click();
    await expect(mine.getByRole("listitem")).toHaveCount(0);
    await expect(mine.getByText(`${name} removido de Meus postos.`)).toBeVisible();
    await expect(mine.getByRole("heading", { name: "Meus postos" })).toBeFocused();
    await context.setOffline(false);
    await page.goto("/precos/sp/campinas");
    await expect(page.getByRole("button", { name: named("Guardar em Meus postos", name) })).toBeVisible();
  });

  test("a station kept from the calculator's picks shows first, is used, and removed", async ({ page }) => {
    await openCalculator(page);
    await page.getByText("Usar os preços médios da minha cidade").click();
    await chooseCity(page, "campinas", "Campinas (SP)");
    const picks = page.getByRole("region", { name: "Postos pesquisados em Campinas" });
    const pick = picks.getByRole("listitem").first();
    const name = (await pick.getByRole("heading").textContent()) ?? "";
    const prices = await cardPrices(pick);
    await pick.getByRole("button", { name: named("Guardar em Meus postos", name) }).click();
    await expect(pick.getByRole("button", { name: named("Remover de Meus postos", name) })).toBeVisible();

    // Meus postos comes first: above the city panel and its picks.
    const mine = page.getByRole("region", { name: "Meus postos" });
    await expect(mine.getByRole("heading", { name, exact: true })).toBeVisible();
    const [mineTop, picksTop] = await Promise.all([mine.boundingBox(), picks.boundingBox()]);
    expect(mineTop!.y).toBeLessThan(picksTop!.y);

    // Typed prices are replaced by the station's when used.
    const ethanol = page.getByLabel("Preço do Etanol (R$ por litro)");
    await ethanol.fill("");
    await ethanol.focus();
    await page.keyboard.type("4,19");
    await useKept(page, name, prices);

    // Kept on this device: still there on the next visit, even with no city chosen.
    await page.evaluate(() => localStorage.removeItem("price_place"));
    await page.reload();
    await waitForHydration(page);
    await expect(mine.getByRole("heading", { name, exact: true })).toBeVisible();

    await mine.getByRole("button", { name: named("Remover de Meus postos", name) }).click();
    await expect(mine.getByRole("listitem")).toHaveCount(0);
    // Removed for good: not there on the next visit either.
    await openCalculator(page);
    await page.getByText("Usar os preços médios da minha cidade").click();
    await chooseCity(page, "campinas", "Campinas (SP)");
    await expect(picks.getByRole("button", { name: named("Guardar em Meus postos", name) })).toBeVisible();
    await expect(page.getByRole("heading", { name, exact: true })).toHaveCount(1);
  });

  test("a Meus postos list kept by the earlier version (localStorage) is still there, moved to IndexedDB", async ({
    page,
  }) => {
    // A station of the newest survey, stored as the earlier version did: its details as JSON under "kept_stations".
    const station = newestStations.find((each) => each.ethanol && each.gasoline)!;
    const kept = {
      cnpj: station.cnpj,
      uf: station.uf,
      city: station.city,
      name: station.name,
      brand: station.brand,
      address: stationAddress(station),
    };
    await page.goto("/precos");
    await page.evaluate((list) => localStorage.setItem("kept_stations", JSON.stringify(list)), [kept]);

    await page.goto("/");
    await waitForHydration(page);
    const mine = page.getByRole("region", { name: "Meus postos" });
    const card = mine
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: station.name, exact: true }) });
    await expect(card).toContainText(/Etanol R\$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("kept_stations"))).toBeNull();

    // The old copy is gone; the list lives on.
    await page.reload();
    await waitForHydration(page);
    await expect(card).toContainText(/Etanol R\$/);
    await expect(card.getByRole("button", { name: named("Remover de Meus postos", station.name) })).toBeVisible();
  });

  test("without JavaScript, a city page shows no keep button", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const noScript = await context.newPage();
    await noScript.goto("/precos/sp/campinas");
    await expect(
      noScript
        .getByRole("region", { name: /^Postos pesquisados de/ })
        .getByRole("listitem")
        .first(),
    ).toBeVisible();
    await expect(noScript.getByRole("button", { name: /Meus postos/ })).toHaveCount(0);
    await context.close();
  });
});
