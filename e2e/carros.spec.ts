import { readFileSync } from "node:fs";
import { carsJsonSchema } from "#data/cars.ts";
import { parseDataset } from "#data/dataset.ts";
import * as z from "#data/zod.ts";
import { latestEditionCars } from "#features/cars/catalogue.ts";
import { SITE_URL } from "#site-config";
import { expect, seriousViolations, test, waitForHydration } from "./fixtures.ts";

/** The catalogue's data, read as the build reads it: the expected row count comes from the latest edition. */
const catalogue = parseDataset(
  z,
  carsJsonSchema,
  JSON.parse(readFileSync("data/pbev/cars.json", "utf8")),
  "data/pbev/cars.json",
);
const LATEST_COUNT = latestEditionCars(catalogue).length;
/** The newest table's year, from the data: its cars have a page of their own. */
const YEAR = catalogue.editions.at(-1)!.year;
const TABLE = {
  path: `/carros/tabela-${YEAR}`,
  h1: `Limite do etanol nos ${LATEST_COUNT} carros flex da tabela ${YEAR}`,
};

const CATALOGUE = { path: "/carros", h1: "Qual o limite do etanol no seu carro?" };
const CHEVROLET = { path: "/carros/chevrolet", h1: "Limite do etanol nos carros Chevrolet" };

/** "71,1%" → 71.1 */
const percent = (text: string) => Number(text.replace("%", "").replace(",", ".").trim());

type Page = import("@playwright/test").Page;

/** The catalogue's big table: the one named by its caption "Limite do etanol dos … carros flex …". */
const catalogueTable = (page: Page) => page.getByRole("table", { name: /^Limite do etanol dos \d+ carros flex/ });

/** The JSON-LD nodes of a page's `@graph`. */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return (JSON.parse(text ?? "{}") as { "@graph": Array<Record<string, unknown>> })["@graph"];
}

test.describe("/carros, the catalogue of the latest Inmetro table", () => {
  test("is prerendered HTML with its heading, title, description and canonical URL", async ({ request }) => {
    const response = await request.get(CATALOGUE.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`>${CATALOGUE.h1}</h1>`);
    expect(html).toContain("<title>Limite do etanol em cada carro flex | Etanol ou Gasolina?</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]{80,}"/);
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/carros"`);
    // The hub: the table of every car is a page of its own.
    expect(html).not.toContain('<th scope="row"');
    expect(html).toContain(`href="${TABLE.path}"`);
    const table = await (await request.get(TABLE.path)).text();
    expect(table).toContain(`>${TABLE.h1}</h1>`);
    expect(table).toContain(`<title>${TABLE.h1} | Etanol ou Gasolina?</title>`);
    expect(table).toMatch(/<meta name="description" content="[^"]{80,}"/);
    expect(table).toContain(`<link rel="canonical" href="${SITE_URL}${TABLE.path}"`);
    // Every row is in the HTML itself, before any script runs.
    expect(table.match(/<th scope="row"/g)).toHaveLength(LATEST_COUNT);
  });

  test("explains the limit, the 70% average and the source", async ({ page }) => {
    await page.goto(CATALOGUE.path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CATALOGUE.h1);
    const main = page.getByRole("main");
    await expect(main).toContainText("percentual do preço da gasolina até o qual abastecer com etanol compensa");
    await expect(main).toContainText("A famosa regra dos 70% é uma média");
    await expect(main).toContainText("consumo declarado pelas montadoras e publicado pelo Inmetro");
    await expect(main).toContainText(
      "o uso misto combina 55% de cidade e 45% de estrada, somando os litros gastos por quilômetro em cada trecho",
    );
    await expect(main).toContainText("Fonte: Inmetro – PBE Veicular");
    await expect(main).toContainText(`da tabela de ${YEAR} do Inmetro (atualizada em 3 de junho de 2026)`);
    await expect(main.getByRole("link", { name: "calculadora", exact: true })).toHaveAttribute("href", "/");
  });

  test(`links to the table of ${YEAR}, which lists its ${LATEST_COUNT} cars by misto limit, named as people write them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(CATALOGUE.path);
    await page.getByRole("link", { name: `Os ${LATEST_COUNT} carros da tabela de ${YEAR}` }).click();
    await expect(page).toHaveURL(new RegExp(`${TABLE.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TABLE.h1);
    const table = catalogueTable(page);
    await expect(table).toHaveCount(1);
    await expect(page.getByRole("region", { name: /^Limite do etanol dos \d+ carros flex/ })).toHaveAttribute(
      "tabindex",
      "0",
    );
    expect(await table.getByRole("columnheader").allTextContents()).toEqual(["Carro", "Misto"]);
    await expect(table.getByRole("rowheader")).toHaveCount(LATEST_COUNT);
    await expect(table).toHaveAccessibleName(new RegExp(`dos ${LATEST_COUNT} carros flex da tabela de ${YEAR}`));
    const mixed = (await table.locator("tbody tr td:last-child").allTextContents()).map(percent);
    expect(mixed).toHaveLength(LATEST_COUNT);
    expect(mixed).toEqual([...mixed].sort((a, b) => b - a));
    // Names as car-versions.ts writes them: no "DUSTER DUSTER", no "1.0-6V".
    const names = await table.getByRole("rowheader").allInnerTexts();
    expect(names.filter((name) => /DUSTER DUSTER|\d\.\d-\d+V/.test(name))).toEqual([]);

    // Chevrolet ONIX LTZ 1.0T - 12V A-6: E 8,6/10,9, G 12,1/15,3 (checked by hand), misto 71,1%.
    const onix = table.getByRole("row").filter({
      has: page.getByRole("rowheader", {
        name: "Chevrolet Onix LTZ 1.0 Turbo 12V · automático, 6 marchas",
        exact: true,
      }),
    });
    await expect(onix).toHaveCount(1);
    expect(await onix.getByRole("cell").allTextContents()).toEqual(["71,1%"]);
    // The name leads to the version's row on its make's page, with its limits in the city and on the highway.
    const link = onix.getByRole("link", { name: "Chevrolet Onix LTZ" });
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/carros\/chevrolet#chevrolet-onix-ltz-1-0-turbo-12v-/);
    await link.click();
    const row = page.locator(`tr[id="${href.split("#")[1]}"]`);
    await expect(row).toBeInViewport();
    await expect(row.getByRole("rowheader")).toContainText("Cidade 71,1% · estrada 71,2%");
    await expect(row.getByRole("cell")).toHaveText(["71,1%"]);
  });

  test("calls out the five most and the five least ethanol-friendly cars, the ends of the table", async ({ page }) => {
    await page.goto(CATALOGUE.path);
    const most = page.getByRole("region", { name: "Os 5 carros em que o etanol mais compensa" });
    const least = page.getByRole("region", { name: "Os 5 carros em que o etanol menos compensa" });
    await expect(most.getByRole("listitem")).toHaveCount(5);
    await expect(least.getByRole("listitem")).toHaveCount(5);
    await expect(most).toContainText("continua valendo a pena mesmo custando mais");
    // Named as car-versions.ts writes them (not "Citroën C3 XTR 1.0 1.0-6V", not "Renault DUSTER DUSTER INTP MT").
    await expect(most.getByRole("listitem").first()).toHaveText(
      "72,8%Citroën C3 XTR 1.01.0 6V, câmbio manual, 5 marchas",
    );
    await expect(least).toContainText("Renault Duster Intp MT1.6 16V, câmbio manual, 5 marchas");
    await expect(most.getByRole("link", { name: "Citroën C3 XTR 1.0" })).toHaveAttribute(
      "href",
      /^\/carros\/citroen#citroen-c3-xtr-1-0-/,
    );
    // The plug-in hybrid tops the table but is listed apart: tested otherwise, its figures do not compare.
    const plugIn = page.getByRole("complementary", { name: "Híbrido plug-in" });
    await expect(plugIn.getByRole("listitem")).toHaveText("GWM Tank 300 Phev Flex, limite de 73,3% no uso misto.");
    await expect(most).not.toContainText(/phev/i);
    await expect(least.getByRole("listitem").first()).toContainText("65,9%Caoa Chery Tiggo 7 Sport");

    const badges = async (list: typeof most) =>
      (await list.getByRole("listitem").allTextContents()).map((text) => percent(text.match(/^[\d,]+%/)![0]));
    const [mostBadges, leastBadges] = [await badges(most), await badges(least)];
    await page.goto(TABLE.path);
    const mixed = (await catalogueTable(page).locator("tbody tr td:last-child").allTextContents()).map(percent);
    expect(mixed[0]).toBe(73.3);
    expect(mostBadges).toEqual(mixed.slice(1, 6));
    expect(leastBadges).toEqual(mixed.slice(-5).reverse());
  });

  test("links every make of every edition to its page", async ({ page }) => {
    await page.goto(CATALOGUE.path);
    const makes = page.getByRole("region", { name: "Todas as marcas" }).getByRole("listitem");
    await expect(makes).toHaveCount(catalogue.makes.length);
    for (const [name, slug] of catalogue.makes) {
      await expect(makes.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/carros/${slug}`);
    }
    // Audi is only in the 2020 table: its page is still there.
    await makes.getByRole("link", { name: "Audi", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Limite do etanol nos carros Audi");
    await expect(page.getByRole("main")).toContainText(
      "Nenhuma versão Audi está na tabela mais recente, de 2026 (atualizada em 3 de junho de 2026).",
    );
  });

  test("carries a Dataset by Inmetro and the breadcrumbs in its JSON-LD, and so does the table's page", async ({
    page,
  }) => {
    await page.goto(TABLE.path);
    const table = await jsonLd(page);
    expect(table.find((node) => node["@type"] === "Dataset")).toMatchObject({
      url: `${SITE_URL}${TABLE.path}`,
      temporalCoverage: String(YEAR),
    });
    expect(table.find((node) => node["@type"] === "BreadcrumbList")!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Início", item: `${SITE_URL}/` },
      { "@type": "ListItem", position: 2, name: "Carros", item: `${SITE_URL}/carros` },
      { "@type": "ListItem", position: 3, name: `Tabela ${YEAR}`, item: `${SITE_URL}${TABLE.path}` },
    ]);
    await page.goto(CATALOGUE.path);
    const graph = await jsonLd(page);
    const dataset = graph.find((node) => node["@type"] === "Dataset")!;
    expect(dataset).toMatchObject({
      url: `${SITE_URL}/carros`,
      temporalCoverage: `2020/${YEAR}`,
      dateModified: "2026-06-03",
      creator: { "@type": "Organization", name: "Instituto Nacional de Metrologia, Qualidade e Tecnologia (Inmetro)" },
    });
    expect(dataset.isBasedOn).toMatch(/^https:\/\/www\.gov\.br\/inmetro\/.*pbe-veicular$/);
    const crumbs = graph.find((node) => node["@type"] === "BreadcrumbList")!;
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Início", item: `${SITE_URL}/` },
      { "@type": "ListItem", position: 2, name: "Carros", item: `${SITE_URL}/carros` },
    ]);
  });
});

test.describe("/carros/<marca>, one page per make", () => {
  test("Chevrolet: heading, meta, canonical, breadcrumbs and links back", async ({ page }) => {
    await page.goto(CHEVROLET.path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHEVROLET.h1);
    await expect(page).toHaveTitle(`${CHEVROLET.h1} | Etanol ou Gasolina?`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Chevrolet.*Inmetro/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${CHEVROLET.path}`);
    const crumbs = page.getByRole("navigation", { name: "Trilha de navegação" });
    await expect(crumbs.getByRole("link", { name: "Início" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Carros" })).toHaveAttribute("href", "/carros");
    await expect(crumbs.getByRole("listitem").last()).toHaveText("Chevrolet");
    await expect(crumbs.getByRole("listitem").last()).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main").getByRole("link", { name: "calculadora", exact: true })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.getByRole("link", { name: "Voltar para a calculadora" })).toHaveAttribute("href", "/");
    await crumbs.getByRole("link", { name: "Carros" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CATALOGUE.h1);
  });

  test("Chevrolet: a model per section, a version's misto limit and, under its name, the rest once", async ({
    page,
  }) => {
    await page.goto(CHEVROLET.path);
    const section = page.getByRole("region", { name: "Onix Plus", exact: true });
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("Onix Plus");
    const table = section.getByRole("table", { name: /^Chevrolet Onix Plus: limite do etanol/ });
    expect(await table.getByRole("columnheader").allTextContents()).toEqual(["Versão", "Misto"]);
    // ONIX PLUS 10TMT LTZ 1.0T M-6, printed by the 2022 to 2024 tables: E 9,3/11,8, G 13,4/16,9 (checked by hand).
    const car = table.getByRole("row").filter({
      has: page.getByRole("rowheader", { name: /^10TMT LTZ 1\.0 Turbo 12V · manual, 6 marchas / }),
    });
    await expect(car).toHaveCount(1);
    expect(await car.getByRole("cell").allTextContents()).toEqual(["69,6%"]);
    expect((await car.getByRole("rowheader").innerText()).split("\n")).toEqual([
      "10TMT LTZ",
      "1.0 Turbo 12V · manual, 6 marchas",
      "Cidade 69,4% · estrada 69,8%",
      "Etanol 9,3 e 11,8 km/l · gasolina 13,4 e 16,9 km/l",
      "Tabelas 2022–2024",
    ]);
    // A version whose newest table wrote it otherwise than it reads here says how.
    await expect(page.getByRole("main")).toContainText(/como o Inmetro escreve: [A-Z0-9 ]+\(MY[\d.]+\)/);
    // The model list jumps to the section.
    await page
      .getByRole("navigation", { name: "Modelos Chevrolet" })
      .getByRole("link", { name: "Onix Plus", exact: true })
      .click();
    await expect(page).toHaveURL(/#modelo-onix-plus$/);
  });

  test('Fiat: one row per version, not one per table ("Drive" and "DRIVE", "1.0 6V" and "1.0-6V" are one)', async ({
    page,
  }) => {
    await page.goto("/carros/fiat");
    const argo = page.getByRole("region", { name: "Argo", exact: true }).getByRole("table");
    // A row's identity: its name, engine and transmission (the header's first two lines).
    const rows = (await argo.getByRole("rowheader").allInnerTexts()).map((text) =>
      text.split("\n").slice(0, 2).join(" | ").toLowerCase(),
    );
    expect(rows.length).toBeGreaterThan(5);
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows.filter((row) => row.startsWith("drive 1.0 | 1.0 6v"))).toHaveLength(1);
  });

  test("Chevrolet: a Dataset by Inmetro covering 2020 to 2026 and the breadcrumbs in its JSON-LD", async ({ page }) => {
    await page.goto(CHEVROLET.path);
    const graph = await jsonLd(page);
    expect(graph.find((node) => node["@type"] === "Dataset")).toMatchObject({
      url: `${SITE_URL}${CHEVROLET.path}`,
      temporalCoverage: "2020/2026",
      dateModified: "2026-06-03",
      spatialCoverage: { "@type": "Place", name: "Brasil" },
      creator: { name: "Instituto Nacional de Metrologia, Qualidade e Tecnologia (Inmetro)" },
    });
    expect(graph.find((node) => node["@type"] === "BreadcrumbList")?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Início", item: `${SITE_URL}/` },
      { "@type": "ListItem", position: 2, name: "Carros", item: `${SITE_URL}/carros` },
      { "@type": "ListItem", position: 3, name: "Chevrolet", item: `${SITE_URL}/carros/chevrolet` },
    ]);
  });

  test("every make of cars.json has its page, and the sitemap lists them", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    expect(sitemap).toContain(`<loc>${SITE_URL}/carros</loc>`);
    expect(sitemap).toContain(`<loc>${SITE_URL}${TABLE.path}</loc>`);
    for (const [name, slug] of catalogue.makes) {
      const response = await request.get(`/carros/${slug}`);
      expect(response.status(), slug).toBe(200);
      expect(await response.text()).toContain(`>Limite do etanol nos carros ${name}</h1>`);
      expect(sitemap).toContain(`<loc>${SITE_URL}/carros/${slug}</loc>`);
    }
  });
});

/** The module scripts of a page (their URL, or their text when inlined) and its islands (component and directive). */
async function scriptsAndIslands(page: Page) {
  return page.evaluate(() => ({
    modules: [...document.querySelectorAll('script[type="module"]')].map(
      (script) => script.getAttribute("src") ?? script.textContent ?? "",
    ),
    islands: [...document.querySelectorAll("astro-island")].map(
      (island) => `${island.getAttribute("component-export")} client:${island.getAttribute("client")}`,
    ),
  }));
}

test.describe("no framework JavaScript on the catalogue pages", () => {
  for (const path of [CATALOGUE.path, TABLE.path, CHEVROLET.path]) {
    test(`${path}: no island of its own, no module script but the site's (and the search's), no car data in scripts`, async ({
      page,
      request,
    }) => {
      // The privacy note is a plain page: what it runs is the site's own script.
      await page.goto("/privacidade");
      const plain = await scriptsAndIslands(page);
      expect(plain.modules).toHaveLength(1);

      await page.goto(path);
      await waitForHydration(page);
      const own = await scriptsAndIslands(page);
      // No island at all: the update toast is a module the site script loads only when a new version waits.
      expect(own.islands).toEqual([]);
      // /carros adds the search box's own small script (no framework); the make pages add nothing.
      expect(own.modules.filter((script) => !plain.modules.includes(script))).toHaveLength(
        path === CATALOGUE.path ? 1 : 0,
      );
      for (const script of own.modules) {
        const source = script.startsWith("/_astro/") ? await (await request.get(script)).text() : script;
        expect(source).not.toContain("TANK 300");
        expect(source).not.toContain("PBE Veicular");
        expect(source).not.toMatch(/react/i);
      }
    });
  }
});

test.describe("/carros: find your car", () => {
  test("a typo-tolerant search loads on first use and links to the version's row on its make's page", async ({
    page,
  }) => {
    const index: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/carros/busca.json")) index.push(request.url());
    });
    await page.goto(CATALOGUE.path);
    await waitForHydration(page);
    // Nothing is downloaded before the driver uses the search.
    expect(index).toHaveLength(0);
    const search = page.getByRole("search");
    await search.getByLabel("Procure o seu carro").click();
    await page.keyboard.type("corola xei");
    await expect(search.getByRole("status")).toHaveText(/versões? encontradas?/);
    expect(index).toHaveLength(1);
    const first = search.getByRole("link").first();
    await expect(first).toContainText("Toyota Corolla XEI");
    const href = await first.getAttribute("href");
    expect(href).toMatch(/^\/carros\/toyota#toyota-corolla-xei-/);
    await first.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
    const row = page.locator(`tr[id="${href!.split("#")[1]}"]`);
    await expect(row).toBeInViewport();
    await expect(row.getByRole("rowheader")).toContainText("XEI");
  });

  test("says when nothing matches, and Enter opens the first match", async ({ page }) => {
    await page.goto(CATALOGUE.path);
    await waitForHydration(page);
    const field = page.getByLabel("Procure o seu carro");
    await field.click();
    await page.keyboard.type("zzzzqqq");
    await expect(page.getByRole("search").getByRole("status")).toHaveText(/^Nenhuma versão encontrada/);
    await field.fill("");
    await page.keyboard.type("onix plus ltz");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/carros\/chevrolet#chevrolet-onix-plus-/);
  });
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`catalogue accessibility at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const path of [CATALOGUE.path, TABLE.path, CHEVROLET.path]) {
      test(`${path}: no serious or critical axe violations`, async ({ page }) => {
        // Hundreds of table rows for axe to check, contrast included: more than the default 30 s on a slow machine.
        test.slow();
        await page.goto(path);
        await waitForHydration(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    for (const path of [TABLE.path, CHEVROLET.path, "/carros/fiat"]) {
      test(`${path}: no table is wider than the screen, nor the page`, async ({ page }) => {
        await page.goto(path);
        const widths = await page.evaluate(() => ({
          tables: [...document.querySelectorAll("table")].map((table) => table.getBoundingClientRect().right),
          frames: [...document.querySelectorAll("[role=region]")].map((frame) => frame.scrollWidth - frame.clientWidth),
          page: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
        }));
        expect(widths.tables.length).toBeGreaterThan(0);
        for (const right of widths.tables) expect(right).toBeLessThanOrEqual(widths.viewport);
        for (const overflow of widths.frames) expect(overflow).toBeLessThanOrEqual(0);
        expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      });
    }
  });
}
