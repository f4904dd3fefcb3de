import type { Locator, Page } from "@playwright/test";
import { newestWeek, weekStations } from "#data/build/anp-history.ts";
import { STATIONS_PER_PAGE } from "#features/stations/station-pages.ts";
import { chooseCity, expect, openCalculator, seriousViolations, test, waitForHydration } from "./fixtures.ts";

/** The newest kept station survey, read by the build's own reader: the tests recompute what the pages must say from it. */
const survey = weekStations(newestWeek());

/** Centavos from a price as the page prints it ("R$ 3,49"). */
const centavos = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, "").replace(",", ".")) * 100);

/**
 * What each listed station shows: its name, both prices in centavos (null
 * for "não vendeu") and its verdict sentence.
 */
async function listed(list: Locator) {
  return list.locator(":scope > li:visible").evaluateAll((items) =>
    items.map((item) => {
      const [, prices, verdict] = [...item.querySelectorAll("p")].map((line) => line.textContent ?? "");
      const price = (label: string) => new RegExp(`${label} (R\\$\\s[\\d,]+)`).exec(prices ?? "")?.[1] ?? null;
      return {
        name: item.querySelector("h2, h3, h4")?.textContent ?? "",
        ethanol: price("Etanol"),
        gasoline: price("Gasolina"),
        verdict,
      };
    }),
  );
}

/**
 * Checks a list as the page states it: each station's verdict from its own
 * prices, in whole centavos (ethanol × 10 ≤ gasoline × 7 is ethanol), and
 * the order by cost per km with the 70% rule (the lower of gasoline × 7 and
 * ethanol × 10), cheapest first.
 */
function expectRuleAndOrder(stations: Awaited<ReturnType<typeof listed>>) {
  let previous = 0;
  for (const station of stations) {
    const ethanol = station.ethanol && centavos(station.ethanol);
    const gasoline = station.gasoline && centavos(station.gasoline);
    if (ethanol && gasoline) {
      expect(station.verdict).toMatch(`: ${ethanol * 10 <= gasoline * 7 ? "etanol" : "gasolina"}.`);
    } else expect(station.verdict).toBe(`Este posto só vendeu ${ethanol ? "etanol" : "gasolina"} na pesquisa.`);
    const cost = Math.min(ethanol ? ethanol * 10 : Infinity, gasoline ? gasoline * 7 : Infinity);
    expect(cost, station.name).toBeGreaterThanOrEqual(previous);
    previous = cost;
  }
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test.describe("stations of the survey at 375px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a city page lists its cheapest stations per km, each with its own verdict, and links to all", async ({
    page,
  }) => {
    const campinas = survey.stations.filter((station) => station.uf === "SP" && station.city === "Campinas");
    await page.goto("/precos/sp/campinas");
    const section = page.getByRole("region", { name: /^Postos pesquisados de \d/ });
    await expect(section).toContainText(/Etanol mais barato: R\$\s[\d,]+ \(.+\)\./);
    await expect(section).toContainText(
      /Em Campinas, o etanol compensa em \d+ dos \d+ postos pesquisados que vendem os dois(; na pesquisa de \d.+, em (\d+ de|nenhum dos) \d+)?\./,
    );
    await expect(section).toContainText("Postos em ordem do menor para o maior custo por km pela regra dos 70%");
    const stations = await listed(section.getByRole("list").first());
    expect(stations).toHaveLength(Math.min(5, campinas.length));
    expectRuleAndOrder(stations);
    await expect(
      section.getByRole("link", { name: `Ver os ${campinas.length} postos pesquisados em Campinas` }),
    ).toHaveAttribute("href", "/precos/sp/campinas/postos");
    await expect(section.getByRole("link", { name: /^Ver no mapa/ }).first()).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("São Paulo's full list: pages that work without JavaScript, sorted and filtered with it", async ({
    browser,
    page,
  }) => {
    const saoPaulo = survey.stations.filter((station) => station.uf === "SP" && station.city === "São Paulo");
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const noScript = await plain.newPage();
    await noScript.goto("/precos/sp/sao-paulo/postos/2");
    await expect(noScript.getByRole("heading", { level: 1 })).toHaveText(
      /^Postos pesquisados em São Paulo \(SP\), página 2 de \d+$/,
    );
    await expect(noScript.getByLabel("Ordenar por")).toBeHidden();
    const second = await listed(noScript.locator("#postos"));
    expect(second).toHaveLength(STATIONS_PER_PAGE);
    expectRuleAndOrder(second);
    await expect(
      noScript.getByRole("navigation", { name: "Páginas da lista de postos" }).getByRole("link", { name: "Página 2" }),
    ).toHaveAttribute("aria-current", "page");
    await plain.close();

    await page.goto("/precos/sp/sao-paulo/postos");
    await waitForHydration(page);
    await page.getByLabel("Ordenar por").selectOption({ label: "Menor preço da gasolina" });
    await expect(page.getByRole("status")).toHaveText(`${saoPaulo.length} postos.`);
    await expect(page.locator("#postos-ordem")).toHaveText(
      "Postos em ordem do menor para o maior preço da gasolina (postos sem gasolina no fim).",
    );
    const byGasoline = (await listed(page.locator("#postos"))).map((station) => station.gasoline);
    expect(byGasoline).toHaveLength(saoPaulo.length);
    const sold = byGasoline.filter((price): price is string => price !== null).map(centavos);
    expect(sold).toEqual(sold.toSorted((a, b) => a - b));
    await expect(page.getByRole("navigation", { name: "Páginas da lista de postos" })).toBeHidden();

    const district = page.getByLabel("Bairro");
    await district.selectOption({ index: 1 });
    const chosen = await district.inputValue();
    const shown = await page.locator("#postos > li:visible").count();
    await expect(page.getByRole("status")).toHaveText(
      `${shown} ${shown === 1 ? "posto" : "postos"} no bairro ${chosen}.`,
    );
    expect(shown).toBeGreaterThan(0);
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("in the calculator, a station's prices fill both fields and its verdict names it", async ({ page }) => {
    const { ethanol, gasoline } = await openCalculator(page);
    await page.getByText("Usar os preços médios da minha cidade").click();
    await chooseCity(page, "campinas", "Campinas (SP)");
    const stations = page.getByRole("region", { name: "Postos pesquisados em Campinas" });
    const first = stations.getByRole("listitem").first();
    await expect(first).toBeVisible();
    const [pick] = await listed(stations.getByRole("list"));
    await first.getByRole("button", { name: /^Usar os preços deste posto/ }).click();
    await expect(ethanol).toHaveValue(String(centavos(pick!.ethanol!) / 100));
    await expect(gasoline).toHaveValue(String(centavos(pick!.gasoline!) / 100));
    const fuel = centavos(pick!.ethanol!) * 10 <= centavos(pick!.gasoline!) * 7 ? "Etanol" : "Gasolina";
    const result = page.locator("[data-verdict]");
    await expect(result.getByRole("heading", { name: `Resultado: Abasteça com ${fuel}!` })).toBeVisible();
    await expect(result).toContainText(
      new RegExp(
        `Posto: ${pick!.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(.+\\), .+, Campinas\\. Preços coletados pela ANP em \\d\\d/\\d\\d/\\d{4}\\.`,
      ),
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("offline after one visit, a visited city page still shows its stations", async ({ page, context }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    await page.goto("/precos/sp/campinas?gclid=x");
    await expect(
      page
        .getByRole("region", { name: /^Postos pesquisados de/ })
        .getByRole("listitem")
        .first(),
    ).toBeVisible();
    await context.setOffline(true);
    await page.goto("/precos/sp/campinas");
    const stations = page.getByRole("region", { name: /^Postos pesquisados de/ });
    await expect(stations.getByRole("listitem")).toHaveCount(5);
    expectRuleAndOrder(await listed(stations.getByRole("list").first()));
  });
});
