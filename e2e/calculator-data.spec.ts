import type { Page } from "@playwright/test";
import { expect, openCalculator, seriousViolations, test, waitForHydration } from "./fixtures";

/** The ANP weekly survey of 7 to 13 Jun 2026 (data/anp/cities.json): Campinas (SP), 25 stations per fuel. */
const CAMPINAS = { ethanol: "3.8", gasoline: "6.35" };
const CAMPINAS_SOURCE = "Preço médio em Campinas (SP), pesquisa ANP de 7 a 13/06/2026, 25 postos.";

/** Picks Campinas (SP) by typing its name, no state chosen first, and choosing it with the keyboard. */
async function chooseCampinas(page: Page) {
  const city = page.getByRole("combobox", { name: "Cidade" });
  await city.click();
  await page.keyboard.type("campinas");
  await expect(
    page.getByRole("listbox", { name: "Cidade" }).getByRole("option", { name: /^Campinas \(SP\)/ }),
  ).toBeVisible();
  await city.press("ArrowDown");
  await city.press("Enter");
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`official data in the calculator at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("a city's ANP averages fill both prices, say where they come from, and are remembered", async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      const { ethanol, gasoline } = await openCalculator(page);
      expect(requested.filter((url) => url.includes("/cities.") || url.includes("/towns."))).toEqual([]);

      await page.getByText("Usar os preços médios da minha cidade").click();
      await chooseCampinas(page);
      expect(requested.some((url) => url.includes("/cities."))).toBe(true);
      expect(requested.some((url) => url.includes("/towns."))).toBe(true);
      await expect(ethanol).toHaveValue(CAMPINAS.ethanol);
      await expect(gasoline).toHaveValue(CAMPINAS.gasoline);
      // Both prices filled: the verdict comes at once (3,80 ÷ 6,35 = 59,8%).
      await expect(page.getByRole("heading", { name: "Resultado: Abasteça com Etanol!" })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: CAMPINAS_SOURCE })).toBeVisible();
      // The survey is from June 2026: older than 30 days, it says so.
      await expect(page.getByText("Dados de junho de 2026: confira o preço na bomba.")).toBeVisible();

      // The driver can overwrite a price; the sentence then names only the fuel still from the survey.
      await ethanol.fill("3.59");
      await expect(page.getByText(/^Preço médio da gasolina em Campinas \(SP\)/)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem("price_place"))).toBe('{"uf":"SP","city":"Campinas"}');

      // Next visit: the place is remembered, and filled in as soon as the panel opens.
      await page.reload();
      await waitForHydration(page);
      const summary = page.getByText("Usar os preços médios da minha cidade");
      await expect(page.locator("summary").filter({ hasText: "Campinas (SP)" })).toBeVisible();
      await summary.click();
      await expect(ethanol).toHaveValue(CAMPINAS.ethanol);
      await expect(gasoline).toHaveValue(CAMPINAS.gasoline);
      await expect(page.getByRole("combobox", { name: "Cidade" })).toHaveValue("Campinas (SP)");
    });

    test("a car picked from Inmetro's table by keyboard sets the threshold, is remembered and can be removed", async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      const { ethanol, gasoline, calculate, panel } = await openCalculator(page);
      // 4,47 ÷ 6,30 = 70,95%: gasoline by the 70% rule…
      await ethanol.fill("4.47");
      await gasoline.fill("6.30");
      await calculate.click();
      await expect(page.getByRole("heading", { name: "Resultado: Abasteça com Gasolina!" })).toBeVisible();
      expect(requested.filter((url) => url.includes("/cars."))).toEqual([]);

      await panel.locator("summary").focus();
      await page.keyboard.press("Enter");
      const picker = page.getByRole("combobox", { name: "Escolher meu carro" });
      await picker.focus();
      await picker.pressSequentially("onix ltz");
      // One option per version, newest first: the Onix LTZ 1.0 turbo automatic, printed by the 2020, 2025 and 2026
      // tables; the 2026 table's figures decide (km/l 8,6/10,9 and 12,1/15,3).
      await expect(
        page.getByRole("listbox", { name: "Escolher meu carro" }).getByRole("option").first(),
      ).toHaveAccessibleName(/^Chevrolet Onix LTZ 1\.0 Turbo 12V\s*automático, 6 marchas · tabelas 2020, 2025–2026$/);
      await picker.press("ArrowDown");
      await picker.press("Enter");
      expect(requested.some((url) => url.includes("/cars."))).toBe(true);
      await expect(panel.getByText("Chevrolet Onix LTZ 1.0 Turbo 12V, automático, 6 marchas")).toBeVisible();
      await expect(panel.getByText(/onde aparece como “ONIX LTZ · 1\.0T - 12V · A-6”/)).toBeVisible();
      await expect(page.getByRole("radio", { name: "Misto (55% cidade, 45% estrada)" })).toBeChecked();
      // …but ethanol for this car: misto 1 ÷ (0,55 ÷ 8,6 + 0,45 ÷ 10,9) over the same for gasoline = 71,1%.
      await expect(panel.locator("summary")).toContainText("limite 71,1%");
      await calculate.click();
      await expect(page.getByRole("heading", { name: "Resultado: Abasteça com Etanol!" })).toBeVisible();
      await expect(
        page.getByText(/\(considerando o consumo do Chevrolet Onix LTZ 1\.0 Turbo 12V segundo o Inmetro: 71,1%\)/),
      ).toBeVisible();

      // Highway driving only: 10,9 ÷ 15,3 = 71,2%; the choice is kept with the car.
      await page.getByRole("radio", { name: "Estrada", exact: true }).check();
      await expect(panel.locator("summary")).toContainText("limite 71,2%");
      await page.getByRole("radio", { name: /^Misto/ }).check();

      // The driver's own measured figures win, and the panel says so.
      await page.getByLabel("Consumo com etanol (km/l)").fill("8");
      await page.getByLabel("Consumo com gasolina (km/l)").fill("12");
      await expect(page.getByText("Valem os consumos que você digitou")).toBeVisible();
      await expect(panel.locator("summary")).toContainText("limite 66,7%");
      await page.getByRole("button", { name: "Limpar dados do carro" }).click();

      await page.reload();
      await waitForHydration(page);
      await expect(panel.locator("summary")).toContainText("limite 71,1%");
      await expect(page.getByText("Chevrolet Onix LTZ 1.0 Turbo 12V, automático, 6 marchas")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Remover carro escolhido" }).click();
      await expect(panel.locator("summary")).toContainText("opcional");
      expect(await page.evaluate(() => localStorage.getItem("car_choice"))).toBeNull();
    });

    test("the pickers' open lists have no serious or critical axe violations", async ({ page }) => {
      const { panel } = await openCalculator(page);
      await page.getByText("Usar os preços médios da minha cidade").click();
      await page.getByRole("combobox", { name: "Cidade" }).fill("belo");
      await expect(
        page.getByRole("listbox", { name: "Cidade" }).getByRole("option", { name: /^Belo Horizonte \(MG\)/ }),
      ).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await panel.locator("summary").click();
      await page.getByRole("combobox", { name: "Escolher meu carro" }).fill("hb20 1.0");
      await expect(page.getByRole("listbox", { name: "Escolher meu carro" }).getByRole("option").first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test("a name that is no municipality and a car not in the table each say so", async ({ page }) => {
  const { panel } = await openCalculator(page);
  await page.getByText("Usar os preços médios da minha cidade").click();
  await page.getByRole("combobox", { name: "Cidade" }).fill("xxqqzzkk");
  await expect(
    page.getByText("Nenhum município com esse nome.", { exact: false }).filter({ visible: true }),
  ).toBeVisible();
  await panel.locator("summary").click();
  await page.getByRole("combobox", { name: "Escolher meu carro" }).fill("fusca");
  await expect(page.getByText("Nenhum carro flex encontrado.", { exact: false })).toBeVisible();
});

test("corrupt stored choices are ignored: the calculator keeps the 70% rule", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("car_choice", '{"make":"X","model":"Y","figures":{"ethanolCity":"-1"}}');
    localStorage.setItem("price_place", "{not json");
  });
  const { ethanol, gasoline, calculate, panel } = await openCalculator(page);
  await expect(panel.locator("summary")).toContainText("opcional");
  await ethanol.fill("4.20");
  await gasoline.fill("6.00");
  await calculate.click();
  await expect(page.getByText(/\(considerando a regra dos 70%\)/)).toBeVisible();
});

test("after one visit the car picker and the city averages work offline", async ({ page, context }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error("no active service worker");
  });
  await context.setOffline(true);
  const { ethanol, panel } = await openCalculator(page);
  await panel.locator("summary").click();
  await page.getByRole("combobox", { name: "Escolher meu carro" }).fill("polo tsi");
  await expect(
    page.getByRole("listbox", { name: "Escolher meu carro" }).getByRole("option").first(),
  ).toHaveAccessibleName(/^Volkswagen Polo/);
  await page.keyboard.press("Escape");
  await page.getByText("Usar os preços médios da minha cidade").click();
  await chooseCampinas(page);
  await expect(ethanol).toHaveValue(CAMPINAS.ethanol);
});

test("a panel opened by the tap that starts hydration still shows its content", async ({ page }) => {
  // A slow network: the calculator's code arrives after the tap has opened the panel.
  await page.route(/\/_astro\/CalculatorIsland\.[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.getByText("Usar os preços médios da minha cidade").click();
  await page.getByText("Usar o consumo do meu carro").click();
  await expect(page.getByRole("combobox", { name: "Cidade" })).toBeVisible();
  await expect(page.getByLabel("Consumo com etanol (km/l)")).toBeVisible();
});
