import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { SURVEY_WEEKS, weekSummary } from "#data/build/anp-history.ts";
import { WEEKLY } from "#data/build/weekly.ts";
import type { TownIndex } from "#data/towns.ts";
import { stationCount } from "#features/prices/anp-data.ts";
import { stationRange, stationRangeSentence } from "#features/prices/build/city-page.ts";
import { formatSurveyWeek } from "#features/prices/price-dates.ts";
import { formatMean } from "#features/prices/price-format.ts";
import { cityFeedPath, cityPagePath } from "#lib/paths.ts";
import { expect, openCalculator, seriousViolations, test, waitForHydration } from "./fixtures.ts";

/**
 * Every municipality (data/anp/towns.json) and the newest kept survey, read
 * at test time: Ilhabela (SP) is never surveyed, its nearest survey is
 * Caraguatatuba, 19 km away; Lençóis (BA) is more than 50 km from any
 * survey, so Bahia's mean fills in. Prices and the nearest surveys come
 * from the committed files, never copied from one week.
 */
const TOWNS = JSON.parse(readFileSync("data/anp/towns.json", "utf8")) as TownIndex;
const WEEK = formatSurveyWeek(WEEKLY.weekStart, WEEKLY.weekEnd);
/** The nearest survey of a municipality in the town index: its name and distance in km. */
function nearest(uf: "SP" | "BA", town: string) {
  const { towns } = TOWNS.states[uf];
  const [, ref] = towns.find(([name]) => name === town)!;
  return { name: towns[ref![0]]![0], km: ref![1] };
}
const surveyed = (uf: string, name: string) => WEEKLY.cities.find((city) => city.uf === uf && city.name === name)!;
const CARAGUATATUBA = surveyed("SP", "Caraguatatuba");
const ILHABELA_NEAREST = nearest("SP", "Ilhabela");
const ILHABELA = { ethanol: CARAGUATATUBA.ethanol!.mean, gasoline: CARAGUATATUBA.gasoline!.mean };
const LENCOIS_NEAREST = nearest("BA", "Lençóis");
const BAHIA = { ethanol: TOWNS.states.BA.mean[0]!, gasoline: TOWNS.states.BA.mean[1]! };
/** Ilhabela's seat (IBGE, kelvins/municipios-brasileiros). */
const ILHABELA_SEAT = { latitude: -23.7785, longitude: -45.3552 };

/** Opens the city panel and picks a municipality by typing, as a driver would, and choosing it with the keyboard. */
async function choose(page: Page, typed: string, option: RegExp) {
  await page.getByText("Usar os preços médios da minha cidade").click();
  await page.getByRole("combobox", { name: "Cidade" }).click();
  await page.keyboard.type(typed);
  const listed = page.getByRole("listbox", { name: "Cidade" }).getByRole("option", { name: option });
  await expect(listed).toBeVisible();
  await listed.click();
}

test.describe("any municipality in the calculator", () => {
  test("an unsurveyed one takes its nearest survey's means and says which and how far", async ({ page }) => {
    const { ethanol, gasoline } = await openCalculator(page);
    await choose(page, "ilhabela", /^Ilhabela \(SP\)/);
    await expect(ethanol).toHaveValue(ILHABELA.ethanol);
    await expect(gasoline).toHaveValue(ILHABELA.gasoline);
    const status = page.getByRole("status").filter({ hasText: "A ANP não pesquisa em Ilhabela." });
    expect(ILHABELA_NEAREST.name).toBe("Caraguatatuba");
    await expect(status).toContainText(
      `A ANP não pesquisa em Ilhabela. Mais próxima: Caraguatatuba (SP), a ${ILHABELA_NEAREST.km} km.`,
    );
    await expect(status).toContainText(
      `Preço médio em Caraguatatuba, pesquisa ANP de ${WEEK}, ${stationCount(CARAGUATATUBA)} postos.`,
    );
    await expect(status).toContainText("ICMS");
    await expect(page.getByRole("heading", { name: /^Resultado:/ })).toBeVisible();
  });

  test("a far one takes the state's mean and names the nearest survey and its distance", async ({ page }) => {
    const { ethanol, gasoline } = await openCalculator(page);
    await choose(page, "lencois", /^Lençóis \(BA\)/);
    await expect(ethanol).toHaveValue(BAHIA.ethanol);
    await expect(gasoline).toHaveValue(BAHIA.gasoline);
    const status = page.getByRole("status").filter({ hasText: "A ANP não pesquisa em Lençóis." });
    expect(LENCOIS_NEAREST.km).toBeGreaterThan(50);
    await expect(status).toContainText(
      `Mais próxima: ${LENCOIS_NEAREST.name} (BA), a ${LENCOIS_NEAREST.km} km, longe demais para valer aqui.`,
    );
    await expect(status).toContainText(`Preço médio na Bahia, pesquisa ANP de ${WEEK}.`);
  });

  test("typed without accents and with a typo, the name is still found", async ({ page }) => {
    await openCalculator(page);
    await choose(page, "florianoplis", /^Florianópolis \(SC\)/);
    await expect(page.getByRole("combobox", { name: "Cidade" })).toHaveValue("Florianópolis (SC)");
  });

  test("the location button, with the position granted, picks the municipality whose seat is nearest", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(ILHABELA_SEAT);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const { ethanol, gasoline } = await openCalculator(page);
    await page.getByText("Usar os preços médios da minha cidade").click();
    const button = page.getByRole("button", { name: "Usar minha localização" });
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleDescription(/não é enviada a ninguém/);
    // The seats' coordinates load only when the button is used.
    expect(requested.some((url) => url.includes("/town-coordinates."))).toBe(false);
    await button.click();
    await expect(page.getByRole("combobox", { name: "Cidade" })).toHaveValue("Ilhabela (SP)");
    await expect(page.getByText("Pela sua localização: Ilhabela (SP), sede a 0 km.")).toBeVisible();
    await expect(ethanol).toHaveValue(ILHABELA.ethanol);
    await expect(gasoline).toHaveValue(ILHABELA.gasoline);
    expect(requested.some((url) => url.includes("/town-coordinates."))).toBe(true);
  });

  test("the location button, with the position refused, says so and leaves the picker usable", async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    const { ethanol } = await openCalculator(page);
    await page.getByText("Usar os preços médios da minha cidade").click();
    await page.getByRole("button", { name: "Usar minha localização" }).click();
    await expect(page.getByRole("alert")).toContainText("O navegador não deu permissão para usar sua localização.");
    await expect(ethanol).toHaveValue("");
    // The picker stays usable: the driver types the city instead.
    await page.getByRole("combobox", { name: "Cidade" }).click();
    await page.keyboard.type("ilhabela");
    await page
      .getByRole("listbox", { name: "Cidade" })
      .getByRole("option", { name: /^Ilhabela \(SP\)/ })
      .click();
    await expect(ethanol).toHaveValue(ILHABELA.ethanol);
  });
});

test.describe("a city page", () => {
  test("shows the week's mean, minimum and maximum, and links back to its state and to the calculator", async ({
    page,
  }) => {
    await page.goto("/precos/sp/caraguatatuba");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Etanol ou gasolina em Caraguatatuba (SP)");
    const table = page.getByRole("table", { name: /Preços em Caraguatatuba \(SP\)/ });
    const ethanolRow = table.getByRole("row", { name: /^Etanol/ });
    const { mean, min, max } = CARAGUATATUBA.ethanol!;
    for (const price of [mean, min, max]) await expect(ethanolRow).toContainText(formatMean(price));
    await expect(page.getByText(stationRangeSentence(stationRange(CARAGUATATUBA)!))).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: `Ilhabela (${ILHABELA_NEAREST.km} km)` })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/precos\/sp\/caraguatatuba$/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Calcular com os preços de Caraguatatuba" }).click();
    await expect(page.getByLabel("Preço do Etanol (R$ por litro)")).toHaveValue(ILHABELA.ethanol);
    await expect(page.getByRole("heading", { name: /^Resultado:/ })).toBeVisible();

    await page.goto("/precos/sp/caraguatatuba");
    await page
      .getByRole("navigation", { name: "Trilha de navegação" })
      .getByRole("link", { name: "São Paulo" })
      .click();
    await expect(page).toHaveURL(/\/precos\/sp$/);
    await page.getByRole("table").first().getByRole("link", { name: "Campinas" }).click();
    await expect(page).toHaveURL(/\/precos\/sp\/campinas$/);
  });

  test("says so when the survey has no price of one fuel there, and passes axe", async ({ page }) => {
    // A city of the newest survey without one of the two fuels (Cruzeiro do Sul, AC, had no ethanol on 7 to 13/06/2026).
    const city = WEEKLY.cities.find((each) => (each.ethanol === null) !== (each.gasoline === null))!;
    const [fuel, label] = city.ethanol === null ? ["etanol", "Etanol"] : ["gasolina", "Gasolina"];
    await page.goto(cityPagePath(city));
    await expect(
      page.getByText(new RegExp(`^A pesquisa de .* não tem preço de ${fuel} em ${city.name}`)),
    ).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(`^${label}`) })).toContainText("sem preço nesta pesquisa");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("every city page of any kept week is in the sitemap, the feeds are not", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const cities = paths.filter((path) => /^\/precos\/[a-z]{2}\/[a-z0-9-]+$/.test(path) && !path.endsWith("/historico"));
  // One page per municipality of any kept week: a city the newest survey missed keeps its address.
  const everyCity = new Set(SURVEY_WEEKS.flatMap((week) => weekSummary(week).cities.map(cityPagePath)));
  expect(cities.toSorted()).toEqual([...everyCity].toSorted());
  expect(cities).toEqual(expect.arrayContaining(["/precos/sp/caraguatatuba", "/precos/rs/sant-ana-do-livramento"]));
  expect(paths.filter((path) => path.endsWith(".xml"))).toEqual([]);
});

/** An RSS feed's text as the browser's XML parser reads it: whether it parsed, its channel and its items. */
function readFeed(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const rss = doc.documentElement;
    const channel = rss.querySelector(":scope > channel");
    const child = (parent: Element | null, name: string) => parent?.querySelector(`:scope > ${name}`)?.textContent;
    return {
      parseError: doc.querySelector("parsererror") !== null,
      root: rss.nodeName,
      version: rss.getAttribute("version"),
      title: child(channel, "title"),
      link: child(channel, "link"),
      self: channel?.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0]?.getAttribute("href"),
      description: child(channel, "description"),
      items: [...(channel?.querySelectorAll(":scope > item") ?? [])].map((item) => ({
        title: child(item, "title"),
        link: child(item, "link"),
        guid: child(item, "guid"),
        pubDate: child(item, "pubDate"),
        description: child(item, "description"),
      })),
    };
  }, xml);
}

test.describe("the verdict-flip feeds", () => {
  test("a state's feed is valid RSS 2.0 with its items, newest first, and the state page points to it", async ({
    page,
    request,
  }) => {
    const response = await request.get("/precos/sc/rss.xml");
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    await page.goto("/precos/sc");
    const feed = await readFeed(page, xml);
    expect(feed).toMatchObject({ parseError: false, root: "rss", version: "2.0" });
    expect(feed.title).toBe("Etanol ou gasolina em Santa Catarina: quando o veredito muda");
    expect(feed.link).toMatch(/^https?:\/\/[^/]+\/precos\/sc$/);
    expect(feed.description).toBeTruthy();
    expect(feed.items.length).toBeGreaterThan(0);
    expect(feed.items[0]?.title).toBe("Junho de 2026: o etanol passou a compensar em Santa Catarina (69,8%)");
    expect(feed.items[0]?.pubDate).toBe("Wed, 01 Jul 2026 00:00:00 GMT");
    for (const item of feed.items) {
      expect(item.link).toMatch(/\/precos\/sc$/);
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(item.description).toBeTruthy();
    }
    expect(new Set(feed.items.map((item) => item.guid)).size).toBe(feed.items.length);
    await expect(
      page.locator('link[rel="alternate"][type="application/rss+xml"][href="/precos/sc/rss.xml"]'),
    ).toHaveCount(1);
    await expect(page.getByRole("link", { name: "feed RSS do estado" })).toHaveAttribute("href", "/precos/sc/rss.xml");
  });

  test("the national feed holds the items of every state, newest first", async ({ request }) => {
    const xml = await (await request.get("/precos/rss.xml")).text();
    const dates = [...xml.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((match) => Date.parse(match[1] ?? ""));
    expect(dates.length).toBeGreaterThan(27);
    expect(dates).toEqual(dates.toSorted((a, b) => b - a));
    expect(xml).toContain("Junho de 2026: o etanol passou a compensar em Santa Catarina (69,8%)");
  });
});

test.describe("the city feeds", () => {
  test("a city's feed is RSS 2.0 with one item per kept week since its first survey, and its page points to it", async ({
    page,
    request,
  }) => {
    // The newest survey's city with the most stations: the one whose feed names the most station changes.
    const city = WEEKLY.cities.toSorted((a, b) => (b.gasoline?.stations ?? 0) - (a.gasoline?.stations ?? 0))[0]!;
    const path = cityFeedPath(city);
    const response = await request.get(path);
    expect(response.ok()).toBe(true);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    await page.goto(cityPagePath(city));
    const feed = await readFeed(page, await response.text());
    expect(feed).toMatchObject({ parseError: false, root: "rss", version: "2.0" });
    expect(feed.title).toBe(`Etanol ou gasolina em ${city.name} (${city.uf}): a pesquisa de cada semana`);
    expect(new URL(feed.link ?? "").pathname).toBe(cityPagePath(city));
    expect(new URL(feed.self ?? "").pathname).toBe(path);
    expect(feed.description).toContain("ANP");
    const first = SURVEY_WEEKS.findIndex((week) =>
      weekSummary(week).cities.some((each) => cityPagePath(each) === cityPagePath(city)),
    );
    expect(feed.items).toHaveLength(SURVEY_WEEKS.length - first);
    expect(feed.items[0]?.title).toContain(`${city.name} (${city.uf}), pesquisa de ${WEEK}: `);
    expect(feed.items[0]?.pubDate).toBe(new Date(`${WEEKLY.weekEnd}T00:00:00Z`).toUTCString());
    for (const item of feed.items) {
      expect(new URL(item.link ?? "").pathname).toBe(cityPagePath(city));
      expect(item.description).toBeTruthy();
    }
    expect(new Set(feed.items.map((item) => item.guid)).size).toBe(feed.items.length);
    await expect(page.locator(`link[rel="alternate"][type="application/rss+xml"][href="${path}"]`)).toHaveCount(1);
    await expect(page.getByRole("link", { name: "feed RSS da cidade" })).toHaveAttribute("href", path);
  });
});

test("offline after one visit: the picker finds any municipality, a visited city page opens again", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error("no active service worker");
  });
  await page.goto("/precos/sp/caraguatatuba");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Etanol ou gasolina em Caraguatatuba (SP)");
  await context.setOffline(true);
  await page.goto("/precos/sp/caraguatatuba");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Etanol ou gasolina em Caraguatatuba (SP)");
  const { ethanol } = await openCalculator(page);
  await choose(page, "ilhabela", /^Ilhabela \(SP\)/);
  await expect(ethanol).toHaveValue(ILHABELA.ethanol);
});
