import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { WEEKLY } from "#data/build/weekly.ts";
import { stationCount } from "#features/prices/anp-data.ts";
import { formatMonth, formatNumericMonth, formatSurveyWeek } from "#features/prices/price-dates.ts";
import { formatMean, formatMeanFigure, formatRatio } from "#features/prices/price-format.ts";
import { nationalSentence, verdictDescription } from "#features/prices/price-messages.ts";
import {
  nationalSummary,
  placeVerdict,
  sortByRatio,
  type StateVerdict,
  stateVerdicts,
} from "#features/prices/price-verdicts.ts";
import { inState } from "#features/prices/state-names.ts";
import { capitalise, formatInteger, formatPercentColumn } from "#lib/format.ts";
import { STATES } from "#lib/states.ts";
import { SITE_URL as SITE } from "#site-config";
import { expect, test, waitForHydration } from "./fixtures.ts";

type Node = Record<string, unknown> & { "@type": string };

/** The JSON-LD graph of a page, from its raw prerendered HTML. */
function jsonLd(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
  expect(blocks).toHaveLength(1);
  return blocks[0]["@graph"];
}

/** "59,8%" → 59.8. */
const percent = (text: string) => Number(text.replace("%", "").replace(",", "."));

/** The build is dated 2100 (e2e/settings/.env): the notice names the month of the newest kept survey. */
const STALE_NOTICE = `Dados de ${formatMonth(WEEKLY.weekEnd)}: confira o preço na bomba`;
/**
 * The newest kept survey as the pages must word it, derived from the data
 * module the build reads (never one week's figures copied in): its week,
 * each state's verdict, the national summary.
 */
const WEEK = formatSurveyWeek(WEEKLY.weekStart, WEEKLY.weekEnd);
const ROWS = stateVerdicts(WEEKLY.states);
const SUMMARY = nationalSummary(ROWS, WEEKLY.brazil);
const row = (uf: string) => ROWS.find((each) => each.state.uf === uf) as StateVerdict;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A share of the 2026 table's cars as a cell or a map label says it. */
const CARS = "(todos|nenhum|\\d+%)";
/** A state's name on the map: "São Paulo: etanol a 59,8% da gasolina, etanol compensa; carros flex em que o etanol compensa: todos". */
const mapName = (uf: string) =>
  new RegExp(
    `^${escape(`${row(uf).state.name}: ${verdictDescription(row(uf).verdict)}`)}; carros flex em que o etanol compensa: ${CARS}$`,
  );
/** A ratio as a table cell prints it: "59,8%", "61,0%". */
const ratioCell = (verdict: StateVerdict["verdict"]) => (verdict.ok ? formatPercentColumn(verdict.ratio) : "—");
/** "Etanol" or "Gasolina", a state's verdict as a table cell says it. */
const fuelCell = (uf: string) => {
  const { verdict } = row(uf);
  return verdict.ok ? (verdict.fuel === "ethanol" ? "Etanol" : "Gasolina") : "Sem preços";
};
/** A day at 09:00 in Brasília, `days` after the newest survey's last day. */
const afterSurvey = (days: number) =>
  new Date(new Date(`${WEEKLY.weekEnd}T09:00:00-03:00`).getTime() + days * 24 * 60 * 60 * 1000);
/** The monthly series the build reads: its first and last month, and how many calendar months that is. */
const SERIES = JSON.parse(readFileSync("data/anp/monthly.json", "utf8")) as { firstMonth: string; lastMonth: string };
const monthNumber = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
const MONTHS = monthNumber(SERIES.lastMonth) - monthNumber(SERIES.firstMonth) + 1;
const SP_NAME = mapName("SP");

test.describe("/precos: the states on a map and in a table", () => {
  test("is prerendered with its heading, summary, survey week, sources and head", async ({ request }) => {
    const response = await request.get("/precos");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(">Etanol ou gasolina em cada estado</h1>");
    expect(html).toContain("<title>Etanol ou gasolina em cada estado | Etanol ou Gasolina?</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]{100,}"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="${SITE}/precos"/?>`));
    expect(html).toContain(nationalSentence(SUMMARY));
    expect(html).toContain(`Pesquisa ANP de ${WEEK}`);
    expect(html).toContain(STALE_NOTICE);
    expect(html).toMatch(new RegExp(`aria-label="${SP_NAME.source.slice(1, -1)}"`));
    // The outlines are not in the page: each state's link draws its own from the geometry file.
    expect(html).not.toMatch(/ d="M\d+ \d+l/);
    expect(html.match(/<use href="\/_astro\/mapa-do-brasil\.[\w-]{8}\.svg#[a-z]{2}"/g)).toHaveLength(27);
    const graph = jsonLd(html);
    expect(graph.find((node) => node["@type"] === "Dataset")).toMatchObject({
      url: `${SITE}/precos`,
      temporalCoverage: `${WEEKLY.weekStart}/${WEEKLY.weekEnd}`,
      isBasedOn:
        "https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos/levantamento-de-precos-de-combustiveis-ultimas-semanas-pesquisadas",
    });
    expect(graph.find((node) => node["@type"] === "BreadcrumbList")).toBeTruthy();
  });

  test("states the national summary, the week, the stale-data notice and links to the ANP", async ({ page }) => {
    await page.goto("/precos");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Etanol ou gasolina em cada estado");
    await expect(page.getByText(STALE_NOTICE)).toBeVisible();
    await expect(page.getByText(nationalSentence(SUMMARY))).toBeVisible();
    const brazil = placeVerdict(WEEKLY.brazil);
    const limit = brazil.ok && brazil.fuel === "ethanol" ? "dentro" : "acima";
    await expect(
      page.getByText(
        new RegExp(
          `Na média do Brasil, .*o etanol saiu a ${escape(formatRatio(brazil))} do preço da gasolina, ${limit} do limite de 70%\\.`,
        ),
      ),
    ).toBeVisible();
    await expect(page.getByText(`Pesquisa ANP de ${WEEK}`).first()).toBeVisible();
    const anp = page.getByRole("link", { name: "Fonte: ANP – Levantamento de Preços de Combustíveis" }).first();
    await expect(anp).toHaveAttribute(
      "href",
      "https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos/levantamento-de-precos-de-combustiveis-ultimas-semanas-pesquisadas",
    );
    await expect(page.getByRole("link", { name: "calculadora" }).first()).toHaveAttribute("href", "/");
  });

  test("the map: 27 state links, each named with its ratio and verdict, and credited", async ({ page }) => {
    await page.goto("/precos");
    const map = page.getByRole("group", { name: /Mapa do Brasil: onde o etanol compensa/ });
    await expect(map).toBeVisible();
    const links = map.getByRole("link");
    await expect(links).toHaveCount(27);
    const names = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label")));
    for (const name of names) {
      expect(name).toMatch(
        /^[^:]+: (etanol a \d+(,\d)?% da gasolina, (etanol|gasolina) compensa; carros flex em que o etanol compensa: (todos|nenhum|\d+%)|sem preço.*)$/,
      );
    }
    expect(names.filter((name) => name!.includes(", etanol compensa;"))).toHaveLength(SUMMARY.ethanolStates);
    for (const uf of ["SP", "AP", "BA"]) {
      await expect(map.getByRole("link", { name: mapName(uf) })).toHaveAttribute("href", `/precos/${uf.toLowerCase()}`);
    }
    // The legend says what each fill means in words; the outlines' licence is credited.
    await expect(page.getByText(/Etanol compensa em todos os carros flex da tabela 2026/)).toBeVisible();
    await expect(page.getByText(/Depende do carro: o etanol compensa em parte deles/)).toBeVisible();
    await expect(page.getByRole("link", { name: "svg-maps" })).toHaveAttribute(
      "href",
      "https://github.com/VictorCazanave/svg-maps",
    );
    await expect(page.getByRole("link", { name: "CC BY 4.0" })).toHaveAttribute(
      "href",
      "https://creativecommons.org/licenses/by/4.0/",
    );
  });

  test("a state is reached with the keyboard, shows its focus, and opens its page", async ({ page }) => {
    await page.goto("/precos");
    await waitForHydration(page);
    const map = page.getByRole("group", { name: /Mapa do Brasil/ });
    const sp = map.getByRole("link", { name: SP_NAME });
    const stroke = () => sp.locator("use").evaluate((shape) => getComputedStyle(shape).stroke);
    const resting = await stroke();
    // Santa Catarina comes just before São Paulo in the map; Tab moves on to it as a keyboard user would.
    await map.getByRole("link", { name: /^Santa Catarina:/ }).focus();
    await page.keyboard.press("Tab");
    await expect(sp).toBeFocused();
    expect(await sp.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe("none");
    expect(await stroke()).not.toBe(resting);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/precos\/sp$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Etanol ou gasolina em São Paulo");
  });

  test("the table: 27 states sorted by ratio, São Paulo's row, links to each state", async ({ page }) => {
    await page.goto("/precos");
    const table = page.getByRole("table", { name: /Preço médio por litro em cada estado/ });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Estado",
      "Etanol (R$/l)",
      "Gasolina (R$/l)",
      "Etanol/gasolina (%)",
      "Veredito",
      "Carros flex em que o etanol compensa",
      "Postos pesquisados",
    ]);
    await expect(table).toHaveAccessibleName(/em ordem crescente da coluna Etanol\/gasolina/);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(27);
    const ratios = (await rows.locator("td:nth-child(4)").allInnerTexts()).map((text) => percent(text.trim()));
    expect(ratios).toEqual(ratios.toSorted((a, b) => a - b));
    const sorted = sortByRatio(ROWS);
    await expect(rows.first().getByRole("rowheader")).toHaveText(sorted[0]!.state.name);
    await expect(rows.last().getByRole("rowheader")).toHaveText(sorted.at(-1)!.state.name);
    for (const uf of ["SP", "BA"]) {
      const { state, prices, verdict } = row(uf);
      const line = rows.filter({ has: page.getByRole("rowheader", { name: state.name, exact: true }) });
      await expect(line.getByRole("cell")).toHaveText(
        [
          formatMean(prices.ethanol?.mean),
          formatMean(prices.gasoline?.mean),
          ratioCell(verdict),
          fuelCell(uf),
          new RegExp(`^${CARS}$`),
          formatInteger(stationCount(prices)),
        ],
        { useInnerText: true },
      );
    }
    const sp = rows.filter({ has: page.getByRole("rowheader", { name: "São Paulo" }) });
    await expect(sp.getByRole("link", { name: "São Paulo" })).toHaveAttribute("href", "/precos/sp");
  });

  test("ships no framework JavaScript: no island, only the site's script", async ({ request }) => {
    const moduleScripts = (html: string) =>
      [...html.matchAll(/<script type="module"[^>]*>[^<]*<\/script>/g)].map(String);
    const reference = moduleScripts(await (await request.get("/curiosidades")).text());
    for (const path of ["/precos", "/precos/sp"]) {
      const html = await (await request.get(path)).text();
      // The update toast is a module the site script loads only when a new version waits: no island, no runtime.
      expect(html, path).not.toContain("<astro-island");
      expect(moduleScripts(html), path).toEqual(reference);
    }
  });

  test("both pages run without any Content Security Policy violation (inline SVG uses attributes, no style)", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    for (const path of ["/precos", "/precos/sp"]) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), path).toEqual([]);
    }
  });

  test("without JavaScript, at 375 px: every state a named link of at least 24 × 24 px, drawn from the cached file", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const geometry = page.waitForResponse((response) =>
      /\/_astro\/mapa-do-brasil\.[\w-]{8}\.svg$/.test(response.url()),
    );
    await page.goto("/precos");
    // One file for the 27 outlines, cached for a year: a visit to /precos after the first downloads none of them.
    const file = await geometry;
    expect(file.status()).toBe(200);
    expect(file.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(file.headers()["content-type"]).toContain("image/svg+xml");
    const address = new URL(file.url()).pathname;
    const map = page.getByRole("group", { name: /Mapa do Brasil/ });
    await map.scrollIntoViewIfNeeded();
    const links = map.getByRole("link");
    await expect(links).toHaveCount(27);
    for (const link of await links.all()) {
      const href = (await link.getAttribute("href"))!;
      const code = href.replace("/precos/", "");
      // Its name says the state and the week's verdict.
      expect(await link.getAttribute("aria-label"), href).toMatch(
        /^[^:]+: (etanol a \d+(,\d)?% da gasolina, (etanol|gasolina) compensa; carros flex em que o etanol compensa: (todos|nenhum|\d+%)|sem preço.*)$/,
      );
      const box = (await link.boundingBox())!;
      expect(box.width, href).toBeGreaterThanOrEqual(24);
      expect(box.height, href).toBeGreaterThanOrEqual(24);
      // Its outline comes from the file, and is drawn: an outline that did not load has no size.
      const shape = link.locator("use");
      await expect(shape).toHaveAttribute("href", `${address}#${code}`);
      const drawn = (await shape.boundingBox())!;
      expect(drawn.width * drawn.height, href).toBeGreaterThan(0);
    }
    await expect(page.getByRole("link", { name: SP_NAME })).toBeVisible();
    await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(27);
    await context.close();
  });
});

test.describe("/precos/<uf>: one state", () => {
  test("all 27 state pages are prerendered with their heading and canonical URL", async ({ request }) => {
    for (const state of STATES) {
      const html = await (await request.get(`/precos/${state.code}`)).text();
      expect(html, state.code).toContain(`>Etanol ou gasolina ${inState(state)}</h1>`);
      expect(html, state.code).toMatch(new RegExp(`<link rel="canonical" href="${SITE}/precos/${state.code}"/?>`));
      expect(html, state.code).toContain(STALE_NOTICE);
    }
  });

  test("São Paulo: head, Dataset and breadcrumbs for search engines", async ({ request }) => {
    const html = await (await request.get("/precos/sp")).text();
    expect(html).toContain("<title>Etanol ou gasolina em São Paulo | Etanol ou Gasolina?</title>");
    expect(html).toMatch(
      new RegExp(`<meta name="description" content="[^"]*${escape(verdictDescription(row("SP").verdict))}[^"]*"`),
    );
    const graph = jsonLd(html);
    expect(graph.find((node) => node["@type"] === "Dataset")).toMatchObject({
      url: `${SITE}/precos/sp`,
      spatialCoverage: { "@type": "Place", name: "São Paulo, Brasil" },
      temporalCoverage: `${SERIES.firstMonth}-01/${WEEKLY.weekEnd}`,
      creator: { "@type": "Organization", name: "Agência Nacional do Petróleo, Gás Natural e Biocombustíveis (ANP)" },
    });
    expect(graph.find((node) => node["@type"] === "BreadcrumbList")).toMatchObject({
      itemListElement: [
        { name: "Início" },
        { name: "Preços por estado", item: `${SITE}/precos` },
        { name: "São Paulo", item: `${SITE}/precos/sp` },
      ],
    });
  });

  test("São Paulo: the week's verdict, the capital and largest cities, the links", async ({ page }) => {
    await page.goto("/precos/sp");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Etanol ou gasolina em São Paulo");
    await expect(page.getByRole("navigation", { name: "Trilha de navegação" }).getByRole("link")).toHaveText([
      "Início",
      "Preços por estado",
    ]);
    await expect(page.getByText(STALE_NOTICE)).toBeVisible();
    const week = page.getByRole("region", { name: new RegExp(`^O veredito da (semana|pesquisa de ${escape(WEEK)})$`) });
    const sp = row("SP");
    await expect(week.getByText(`${fuelCell("SP")} compensa`, { exact: true })).toBeVisible();
    await expect(week).toContainText(`Pesquisa ANP de ${WEEK}`);
    await expect(week).toContainText(
      `o etanol custou ${formatMean(sp.prices.ethanol?.mean)} e a gasolina ${formatMean(sp.prices.gasoline?.mean)} por litro: o etanol saiu a ${formatRatio(sp.verdict)} do preço da gasolina`,
    );
    await expect(week).toContainText(`${formatInteger(stationCount(sp.prices))} postos`);

    const cities = page.getByRole("table", { name: /capital e nas 5 cidades com mais postos pesquisados/ });
    await expect(cities.locator("tbody tr")).toHaveCount(6);
    await expect(cities.getByRole("rowheader").first()).toHaveText("São Paulo (capital)");
    const capital = WEEKLY.cities.find((city) => city.uf === "SP" && city.name === "São Paulo")!;
    const capitalVerdict = placeVerdict(capital);
    await expect(cities.locator("tbody tr").first().getByRole("cell")).toHaveText(
      [
        formatMean(capital.ethanol?.mean),
        formatMean(capital.gasoline?.mean),
        ratioCell(capitalVerdict),
        capitalVerdict.ok && capitalVerdict.fuel === "ethanol" ? "Etanol" : "Gasolina",
        formatInteger(stationCount(capital)),
      ],
      { useInnerText: true },
    );

    const others = page.getByRole("navigation", { name: "Outros estados" }).getByRole("link");
    await expect(others).toHaveCount(26);
    await expect(others.filter({ hasText: "Bahia" })).toHaveAttribute("href", "/precos/ba");
    await expect(page.getByRole("link", { name: "Todos os estados no mapa" })).toHaveAttribute("href", "/precos");
    await expect(page.getByRole("link", { name: "Calcular com o preço do meu posto" })).toHaveAttribute("href", "/");
  });

  test("São Paulo: one monthly chart with its finding and summary sentence, its data a link away", async ({ page }) => {
    await page.goto("/precos/sp");
    const section = page.getByRole("region", { name: "Mês a mês desde 2013" });
    await expect(
      section.getByText("Nos últimos 12 meses o etanol compensou em 10 dos 12 meses (julho de 2025 a junho de 2026)."),
    ).toBeVisible();
    const finding =
      "Em São Paulo, o etanol compensou em 112 dos 161 meses com os dois preços, de janeiro de 2013 a junho de 2026.";
    // One drawing for every screen: one chart in the page, whatever its width.
    await expect(page.getByRole("img", { name: /o etanol compensou/ })).toHaveCount(1);
    const chart = section.getByRole("img", { name: finding });
    await expect(chart).toBeVisible();
    await expect(chart).toContainText("70%");
    await expect(chart).toContainText("gasolina compensa");
    await expect(chart).toContainText("2013");
    await expect(chart).toContainText("2025");
    await expect(chart.locator("path")).toHaveCount(2); // the line breaks at September 2020
    await expect(section).toContainText("A linha se interrompe nos meses sem os dois preços: setembro de 2020.");
    // The month-by-month table is a page of its own.
    await expect(section.getByRole("table")).toHaveCount(0);
    await section
      .getByRole("link", { name: `Os ${MONTHS} meses em tabela, com os preços do etanol e da gasolina` })
      .click();
    await expect(page).toHaveURL(/\/precos\/sp\/historico$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Etanol ou gasolina em São Paulo mês a mês desde 2013",
    );
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("the chart is drawn for a phone, and every table fits the screen", async ({ page }) => {
      for (const path of ["/precos", "/precos/sp", "/precos/sp/historico"]) {
        await page.goto(path);
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth - window.innerWidth,
          frames: [...document.querySelectorAll("[role=region][tabindex]")].map(
            (frame) => frame.scrollWidth - frame.clientWidth,
          ),
        }));
        expect(widths.page, path).toBeLessThanOrEqual(0);
        expect(widths.frames.length, path).toBeGreaterThan(0);
        for (const overflow of widths.frames) expect(overflow, path).toBeLessThanOrEqual(0);
      }
      await page.goto("/precos/sp");
      const chart = page.getByRole("img", { name: /^Em São Paulo, o etanol compensou/ });
      await expect(chart).toHaveCount(1);
      await expect(chart).toHaveAttribute("viewBox", "0 0 320 270");
      // Drawn about 1:1: its text is as large as on paper.
      expect((await chart.boundingBox())!.width).toBeGreaterThan(300);
    });

    test("/precos: the Bahia row shows its ratio, verdict and share inside the screen", async ({ page }) => {
      await page.goto("/precos");
      const table = page.getByRole("table", { name: /Preço médio por litro em cada estado/ });
      const bahia = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Bahia" }) });
      await bahia.scrollIntoViewIfNeeded();
      // At 375 px the row has three cells: the ratio (the two prices under it), the verdict and the share.
      const cells = bahia.getByRole("cell");
      const { prices, verdict } = row("BA");
      await expect(cells).toHaveText(
        [
          `${ratioCell(verdict)}\n${formatMeanFigure(prices.ethanol?.mean)} ÷ ${formatMeanFigure(prices.gasoline?.mean)}`,
          fuelCell("BA"),
          new RegExp(`^${CARS}$`),
        ],
        { useInnerText: true },
      );
      for (const cell of await cells.all()) await expect(cell).toBeInViewport({ ratio: 1 });
    });

    test("/precos: every state on the map has its label, and each small state a box of at least 24 × 24 px", async ({
      page,
    }) => {
      await page.goto("/precos");
      const map = page.getByRole("group", { name: /Mapa do Brasil/ });
      await map.scrollIntoViewIfNeeded();
      const links = map.getByRole("link");
      await expect(links).toHaveCount(27);
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        const href = (await link.getAttribute("href")) ?? "";
        expect(box.width, href).toBeGreaterThanOrEqual(24);
        expect(box.height, href).toBeGreaterThanOrEqual(24);
      }
      // Every state's code is printed: 27 labels.
      expect((await map.locator("text").allTextContents()).toSorted()).toEqual(
        STATES.map((state) => state.uf).toSorted(),
      );
      for (const uf of ["RN", "PB", "PE", "AL", "SE", "ES", "RJ", "DF"]) {
        const rect = map.locator(`a[href="/precos/${uf.toLowerCase()}"] rect`);
        const box = (await rect.boundingBox())!;
        expect(box.width, uf).toBeGreaterThanOrEqual(24);
        expect(box.height, uf).toBeGreaterThanOrEqual(24);
      }
    });
  });
});

test.describe("/precos/<uf>/historico: a state's months since 2013", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("São Paulo: every month since January 2013, newest first, with both means, the ratio and the verdict", async ({
    page,
  }) => {
    await page.goto("/precos/sp/historico");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Etanol ou gasolina em São Paulo mês a mês desde 2013",
    );
    await expect(page.getByRole("navigation", { name: "Trilha de navegação" }).getByRole("link")).toHaveText([
      "Início",
      "Preços por estado",
      "São Paulo",
    ]);
    await expect(page.getByText(STALE_NOTICE)).toBeVisible();
    const table = page.getByRole("table", { name: /^Preço médio mensal em São Paulo/ });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Mês",
      "Etanol (R$/l)",
      "Gasolina (R$/l)",
      "Etanol/gasolina (%)",
      "Veredito",
    ]);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(MONTHS);
    expect(SERIES.firstMonth).toBe("2013-01");
    await expect(rows.first().getByRole("rowheader")).toHaveText(formatNumericMonth(SERIES.lastMonth));
    await expect(rows.last().getByRole("rowheader")).toHaveText("01/2013");
    // June 2026: R$ 3,85 ÷ R$ 6,45 = 59,69%.
    const june2026 = rows.filter({ has: page.getByRole("rowheader", { name: "06/2026" }) });
    await expect(june2026.getByRole("cell")).toHaveText(["3,85", "6,45", "59,7%", "Etanol"], { useInnerText: true });
    const september2020 = rows.filter({ has: page.getByRole("rowheader", { name: "09/2020" }) });
    await expect(september2020.getByRole("cell").last()).toHaveText("Sem preços");
    await expect(page.getByText("Meses sem os dois preços publicados pela ANP: setembro de 2020.")).toBeVisible();
    // The chart of the same months is on the state page.
    await page.getByRole("link", { name: "Etanol ou gasolina em São Paulo", exact: true }).click();
    await expect(page).toHaveURL(/\/precos\/sp#mes-a-mes$/);
  });

  test("all 27 are prerendered with a title and description of their own, a Dataset, and are in the sitemap", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    for (const state of STATES) {
      const path = `/precos/${state.code}/historico`;
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`>Etanol ou gasolina ${inState(state)} mês a mês desde 2013</h1>`);
      expect(html, path).toContain(
        `<title>Etanol ou gasolina ${inState(state)} mês a mês desde 2013 | Etanol ou Gasolina?</title>`,
      );
      expect(html, path).toMatch(
        /<meta name="description" content="Preço médio do etanol e da gasolina [^"]+ em cada mês, de janeiro de 2013 a /,
      );
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="${SITE}${path}"/?>`));
      expect(sitemap, path).toContain(`<loc>${SITE}${path}</loc>`);
    }
    const graph = jsonLd(await (await request.get("/precos/sp/historico")).text());
    expect(graph.find((node) => node["@type"] === "Dataset")).toMatchObject({
      url: `${SITE}/precos/sp/historico`,
      temporalCoverage: `${SERIES.firstMonth}/${SERIES.lastMonth}`,
      spatialCoverage: { "@type": "Place", name: "São Paulo, Brasil" },
    });
    expect(graph.find((node) => node["@type"] === "BreadcrumbList")).toMatchObject({
      itemListElement: [
        { name: "Início" },
        { name: "Preços por estado" },
        { name: "São Paulo", item: `${SITE}/precos/sp` },
        { name: "Mês a mês", item: `${SITE}/precos/sp/historico` },
      ],
    });
  });
});

test.describe('dates, not "this week": the wording follows the visitor\'s clock', () => {
  const DATED = `O mapa da pesquisa de ${WEEK}`;

  test("months after the survey, headings and texts name the survey week, and the stale notice shows", async ({
    page,
  }) => {
    await page.clock.setFixedTime(afterSurvey(160));
    await page.goto("/precos");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 2, name: DATED })).toBeVisible();
    await expect(page.getByRole("heading", { name: "O mapa da semana" })).toHaveCount(0);
    await expect(page.getByText(STALE_NOTICE)).toBeVisible();
    await page.goto("/precos/ba");
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: `O veredito da pesquisa de ${WEEK}`, exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Na capital e nas maiores cidades" })).toContainText(
      `postos pesquisados pela ANP na pesquisa de ${WEEK}.`,
      { useInnerText: true },
    );
    await expect(page.getByText("nesta semana")).toBeHidden();
  });

  test('inside the survey\'s days, "semana" wording and no stale notice', async ({ page }) => {
    await page.clock.setFixedTime(afterSurvey(2));
    await page.goto("/precos");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 2, name: "O mapa da semana", exact: true })).toBeVisible();
    await expect(page.getByText(DATED)).toBeHidden();
    await expect(page.getByText(STALE_NOTICE)).toBeHidden();
    await page.goto("/precos/ba");
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "O veredito da semana", exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Na capital e nas maiores cidades" })).toContainText(
      "postos pesquisados pela ANP nesta semana.",
      { useInnerText: true },
    );
  });

  test("eleven days after the survey: its dates, but not yet the stale notice", async ({ page }) => {
    await page.clock.setFixedTime(afterSurvey(11));
    await page.goto("/precos");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 2, name: DATED })).toBeVisible();
    await expect(page.getByText(STALE_NOTICE)).toBeHidden();
  });
});

test.describe("Depende do seu carro: the survey joined with Inmetro's table", () => {
  test("each state page says for how many of the 2026 table's flex cars ethanol pays, beside the 70% verdict", async ({
    page,
  }) => {
    for (const uf of ["BA", "SC"]) {
      const { state, verdict } = row(uf);
      await page.goto(`/precos/${state.code}`);
      const section = page.getByRole("region", { name: "Depende do seu carro" });
      await expect(section).toContainText(
        new RegExp(
          `${escape(capitalise(inState(state)))} \\(etanol a ${escape(formatRatio(verdict))} da gasolina\\), o etanol (compensa em (todos os|\\d+% dos)|não compensa em nenhum dos) (\\d+ )?carros flex da tabela 2026 do Inmetro`,
        ),
      );
      await expect(section).toContainText(
        `por ela, ${verdict.ok && verdict.fuel === "ethanol" ? "o etanol" : "a gasolina"} compensa ${inState(state)}`,
      );
      await expect(section.getByRole("link", { name: "Carros" })).toHaveAttribute("href", "/carros");
    }
  });
});

async function seriousViolations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`price pages' accessibility at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("/precos: no serious or critical axe violations", async ({ page }) => {
      await page.goto("/precos");
      await waitForHydration(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    for (const path of ["/precos/sp", "/precos/sp/historico"]) {
      test(`${path}: no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
