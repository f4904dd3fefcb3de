import { readFileSync } from "node:fs";
import { carsJsonSchema } from "#data/cars.ts";
import { cityIndexSchema } from "#data/cities.ts";
import { parseDataset } from "#data/dataset.ts";
import * as z from "#data/zod.ts";
import { carName, choiceLimit, choiceOf } from "#features/cars/car-choice.ts";
import { limitList, limitsJson } from "#features/cars/car-limits.ts";
import { createVersionSearch } from "#features/cars/car-search.ts";
import { carVersions } from "#features/cars/car-versions.ts";
import { catalogueCars } from "#features/cars/catalogue.ts";
import { formatSurveyWeek } from "#features/prices/price-dates.ts";
import { type Fraction, parseDecimal } from "#lib/decimal.ts";
import { carShareSentence, fleetShareSentence } from "#lib/ethanol-share.ts";
import { compareFuels } from "#lib/fuel-comparison.ts";
import { FUEL_LABEL } from "#lib/fuels.ts";
import { chooseCity, expect, openCalculator, seriousViolations, test, waitForHydration } from "./fixtures.ts";

/** Campinas (SP) in the committed survey (data/anp/cities.json), whatever its week: its means and station count. */
const SURVEY = parseDataset(
  z,
  cityIndexSchema,
  JSON.parse(readFileSync("data/anp/cities.json", "utf8")),
  "data/anp/cities.json",
);
const [, [campinasEthanol, campinasStations], [campinasGasoline]] = SURVEY.states.SP!.find(
  ([name]) => name === "Campinas",
) as [string, [string, number], [string, number]];
const CAMPINAS = { ethanol: campinasEthanol, gasoline: campinasGasoline };
const CAMPINAS_VERDICT = compareFuels(CAMPINAS.ethanol, CAMPINAS.gasoline);
const CAMPINAS_SOURCE = `Preço médio em Campinas (SP), pesquisa ANP de ${formatSurveyWeek(SURVEY.weekStart, SURVEY.weekEnd)}, ${campinasStations} postos.`;

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
      await chooseCity(page, "campinas", "Campinas (SP)");
      expect(requested.some((url) => url.includes("/cities."))).toBe(true);
      expect(requested.some((url) => url.includes("/towns."))).toBe(true);
      await expect(ethanol).toHaveValue(CAMPINAS.ethanol);
      await expect(gasoline).toHaveValue(CAMPINAS.gasoline);
      // Both prices filled: the verdict comes at once, by the 70% rule on the survey's means.
      if (!CAMPINAS_VERDICT.ok) throw new Error("Campinas has no pair of means in data/anp/cities.json");
      const fuel = FUEL_LABEL[CAMPINAS_VERDICT.fuel];
      await expect(page.getByRole("heading", { name: `Resultado: Abasteça com ${fuel}!` })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: CAMPINAS_SOURCE })).toBeVisible();

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
  // The visible message, not downshift's status region, which holds the same words for half a second.
  await expect(page.locator("p", { hasText: "Nenhum município com esse nome." })).toBeVisible();
  await panel.locator("summary").click();
  await page.getByRole("combobox", { name: "Escolher meu carro" }).fill("fusca");
  await expect(page.locator("p", { hasText: "Nenhum carro flex encontrado." })).toBeVisible();
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
  await chooseCity(page, "campinas", "Campinas (SP)");
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

test.describe("'Depende do seu carro' beside the survey's prices at 375px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // The committed data, read as the build reads it: the expected sentences come from the same functions.
  const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as unknown;
  const cities = parseDataset(z, cityIndexSchema, read("data/anp/cities.json"), "data/anp/cities.json");
  const catalogue = parseDataset(z, carsJsonSchema, read("data/pbev/cars.json"), "data/pbev/cars.json");
  const limits = limitsJson(catalogue);
  const [, ethanolPoint, gasolinePoint] = cities.states.PR.find(([name]) => name === "Curitiba") ?? [];
  if (!ethanolPoint || !gasolinePoint) throw new Error("Curitiba (PR) is not in the survey");
  const [ethanolPrice, gasolinePrice] = [ethanolPoint[0], gasolinePoint[0]];
  const prices = { ethanol: parseDecimal(ethanolPrice) as Fraction, gasoline: parseDecimal(gasolinePrice) as Fraction };
  const fleet = fleetShareSentence(prices, limitList(limits), limits.year);
  // The picker's first option for "onix ltz", with the cycle the driver picks.
  const [onix] = createVersionSearch(carVersions(catalogueCars(catalogue)))("onix ltz");
  if (!onix) throw new Error("no Onix LTZ in the table");
  const forCar = (cycle: "mixed" | "highway") => {
    const choice = choiceOf(onix, cycle);
    const limit = choiceLimit(choice) as Fraction;
    return {
      sentence: carShareSentence(prices, { name: carName(choice), limit, cycle, year: choice.tableYear }),
      verdict: `Resultado: Abasteça com ${FUEL_LABEL[(compareFuels(ethanolPrice, gasolinePrice, limit) as { fuel: "ethanol" | "gasoline" }).fuel]}!`,
    };
  };
  const rule = compareFuels(ethanolPrice, gasolinePrice) as { fuel: "ethanol" | "gasoline" };

  test("a city's prices, then a car, by keyboard: the share of the table's cars, then the car's own answer", async ({
    page,
  }) => {
    // Both pickers' data and two axe runs.
    test.slow();
    const { ethanol, gasoline, panel } = await openCalculator(page);
    await page.locator("summary").filter({ hasText: "Usar os preços médios da minha cidade" }).focus();
    await page.keyboard.press("Enter");
    await chooseCity(page, "curitiba", "Curitiba (PR)");
    await expect(ethanol).toHaveValue(ethanolPrice);
    await expect(gasoline).toHaveValue(gasolinePrice);

    // No car: the share of the latest table's flex cars, in the panel's status, beside where the prices come from;
    // the 70% rule's verdict stays as it is.
    const status = page.getByRole("status").filter({ hasText: "Preço médio em Curitiba (PR), pesquisa ANP de" });
    await expect(status).toContainText(fleet);
    await expect(
      page.getByRole("heading", { name: `Resultado: Abasteça com ${FUEL_LABEL[rule.fuel]}!` }),
    ).toBeVisible();
    // Readable at 375 px: wrapped in the panel, no sideways scrolling.
    const sentence = page.getByText(fleet);
    await sentence.scrollIntoViewIfNeeded();
    await expect(sentence).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);

    // A car picked by keyboard: its own answer at these prices, and the verdict follows its limit.
    await panel.locator("summary").focus();
    await page.keyboard.press("Enter");
    const picker = page.getByRole("combobox", { name: "Escolher meu carro" });
    await picker.focus();
    await picker.pressSequentially("onix ltz");
    await expect(page.getByRole("listbox", { name: "Escolher meu carro" }).getByRole("option").first()).toBeVisible();
    await picker.press("ArrowDown");
    await picker.press("Enter");
    const mixed = forCar("mixed");
    await expect(status).toContainText(mixed.sentence);
    await expect(status).not.toContainText(fleet);
    expect(mixed.sentence).toMatch(
      /^Para o seu Chevrolet Onix LTZ 1\.0 Turbo 12V, o etanol compensa até .* \(Inmetro, PBEV \d{4}, misto\)/,
    );
    await expect(page.getByRole("heading", { name: mixed.verdict })).toBeVisible();

    // Another cycle, by keyboard (the arrow keys move within the radio group): the sentence follows it.
    await page.getByRole("radio", { name: /^Misto/ }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("radio", { name: "Estrada", exact: true })).toBeChecked();
    await expect(status).toContainText(forCar("highway").sentence);
    expect(await seriousViolations(page)).toEqual([]);

    // The car removed: the share of the table's cars again.
    await page.getByRole("button", { name: "Remover carro escolhido" }).focus();
    await page.keyboard.press("Enter");
    await expect(status).toContainText(fleet);

    // A price typed over the survey's: nothing more is said about "these prices".
    await ethanol.focus();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("3.10");
    await expect(page.getByText(/carros flex da tabela Inmetro|^Para o seu /)).toHaveCount(0);
    await expect(page.getByText(/^Preço médio da gasolina em Curitiba \(PR\)/)).toBeVisible();
  });
});
