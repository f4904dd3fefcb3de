import { afterAll, describe, expect, onTestFinished, test } from "vitest";
import { newestWeek, weekStations } from "#data/build/anp-history.ts";
import { PREVIOUS_WEEKLY, WEEKLY } from "#data/build/weekly.ts";
import { serveDeployable } from "#e2e/deployable-server.ts";
import { serveOtherSite } from "#e2e/other-site.ts";
import { EMBED_FRAME_TITLE } from "#features/calculator/embed-snippet.ts";
import { embedPriceTable } from "#features/prices/build/embed-price-table.ts";
import { cityPagePath } from "#lib/paths.ts";
import { BUILD_DIR } from "#site-config";
import type { Page } from "./page.ts";

const ETHANOL = "Preço do Etanol (R$ por litro)";
const GASOLINE = "Preço da Gasolina (R$ por litro)";
const ETHANOL_VERDICT = { role: "heading", name: "Resultado: Abasteça com Etanol!" } as const;
/** The saving of 4,19 against 6,29 by the 70% rule: 6,29 × 0,7 − 4,19 = 0,213. */
const SAVING = { text: /aproximadamente R\$\s0,21 por litro/ } as const;

/** The newest kept survey's stations in Campinas, and the state means `?uf=` fills in (derived from the data). */
const CAMPINAS = weekStations(newestWeek()).stations.filter(
  (station) => station.uf === "SP" && station.city === "Campinas",
);
const SAO_PAULO_MEANS = embedPriceTable(WEEKLY).sp!;

/** The e2e build of the site as it was a week before the newest data (`npm run build:e2e:older`). */
const OLDER_BUILD = "build-e2e-older";

/**
 * A city surveyed in both kept weeks whose mean ethanol price moved by R$ 0,10 or more between them (the largest
 * move), which the "Desde a sua última visita" panel tells a driver who followed it on the older week.
 */
const MOVED_CITY = (() => {
  const before = new Map(PREVIOUS_WEEKLY?.cities.map((city) => [`${city.uf}/${city.name}`, city]));
  const moves = WEEKLY.cities.flatMap((city) => {
    const [now, then] = [city.ethanol?.mean, before.get(`${city.uf}/${city.name}`)?.ethanol?.mean];
    const cents = now && then ? Math.abs(Math.round(Number(now) * 100) - Math.round(Number(then) * 100)) : 0;
    return cents >= 10 ? [{ name: city.name, path: cityPagePath(city), cents }] : [];
  });
  const [largest] = moves.sort((a, b) => b.cents - a.cents);
  if (!largest) throw new Error("no city's ethanol mean moved by R$ 0,10 between the two kept weeks");
  return largest;
})();

/** The Campinas station a card shows: the longest surveyed name its text starts with. */
function surveyed(card: string) {
  const [station] = CAMPINAS.filter((candidate) => card.startsWith(candidate.name)).sort(
    (a, b) => b.name.length - a.name.length,
  );
  if (!station) throw new Error(`no station of Campinas in the survey opens the card "${card}"`);
  return station;
}

/** A price as the site prints it: "3.39" → "R$ 3,39" (whitespace collapsed). */
const shown = (price: string) => `R$ ${price.replace(".", ",")}`;

/** A name as a regular expression's literal text. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The end-to-end checks every engine must pass, against the e2e build
 * (build-e2e/client) served by e2e/deployable-server.ts: one server, so one
 * origin with its own storage and service worker, per check. `launch` opens
 * the engine's browser once for the file; an engine that cannot start fails
 * every check with its reason, named by the engine.
 */
export function checkEngine(engine: string, launch: () => Promise<Page>): void {
  const opened = launch();
  // A browser that never opened fails each check instead; nothing to close then.
  opened.catch(() => {});
  afterAll(async () => (await opened.catch(() => null))?.close());

  /** The browser, on a fresh server of the site (of `build`, the e2e build by default); it stops when the check ends. */
  async function site(build?: string) {
    const page = await opened;
    const server = await serveDeployable(build);
    onTestFinished(() => server.close());
    page.origin = server.origin;
    return { page, stop: server.close, publish: server.publish };
  }

  describe(engine, () => {
    test("prices typed with a comma (4,19 and 6,29) give the verdict and the saving", async () => {
      const { page } = await site();
      await page.goto("/");
      await page.hydrated();
      await page.typeInto(ETHANOL, "4,19");
      await page.typeInto(GASOLINE, "6,29");
      expect(await page.value(ETHANOL)).toBe("4.19");
      expect(await page.value(GASOLINE)).toBe("6.29");
      await page.click({ role: "button", name: "Calcular" });
      await page.see(ETHANOL_VERDICT);
      await page.see(SAVING);
    });

    test("the break-even price shows while the other price is typed", async () => {
      const { page } = await site();
      await page.goto("/");
      await page.hydrated();
      await page.typeInto(GASOLINE, "6,29");
      await page.see({ text: "O etanol compensa até R$ 4,40" });
      await page.typeInto(ETHANOL, "4,19");
      await page.see({ text: "A gasolina compensa até R$ 5,98" });
    });

    test('"419" is questioned at its field and one tap applies R$ 4,19', async () => {
      const { page } = await site();
      await page.goto("/");
      await page.hydrated();
      await page.typeInto(ETHANOL, "419");
      await page.typeInto(GASOLINE, "6,29");
      await page.click({ role: "button", name: "Calcular" });
      await page.see({ text: "R$ 419,00 por litro? Você quis dizer R$ 4,19?" });
      await page.miss({ role: "heading", name: /Resultado/ });
      await page.click({ role: "button", name: /^Usar R\$\s4,19$/ });
      await page.until("the field holds 4.19", async () => (await page.value(ETHANOL)) === "4.19");
      await page.see(ETHANOL_VERDICT);
    });

    test("a city page lists its surveyed stations with the newest survey's prices", async () => {
      const { page } = await site();
      await page.goto("/precos/sp/campinas");
      const section = { role: "region", name: /^Postos pesquisados de \d/ } as const;
      await page.see({
        role: "link",
        name: `Ver os ${CAMPINAS.length} postos pesquisados em Campinas`,
        within: section,
      });
      const cards = await page.texts({ role: "listitem", within: section });
      expect(cards).toHaveLength(Math.min(5, CAMPINAS.length));
      for (const card of cards) {
        const station = surveyed(card);
        for (const [label, fuel] of [
          ["Etanol", station!.ethanol],
          ["Gasolina", station!.gasoline],
        ] as const)
          if (fuel) expect(card).toContain(`${label} ${shown(fuel.price)}`);
      }
    });

    test("the embed, framed by another site, types the prices and gives the verdict", async () => {
      const { page } = await site();
      const other = await serveOtherSite();
      onTestFinished(() => other.close());
      // As narrow as a phone's column, so that the whole frame is on screen.
      await page.goto(other.framing(`${page.origin}/embed/calculadora`, 360));
      await page.frame({ title: EMBED_FRAME_TITLE });
      await page.typeInto(ETHANOL, "4,19");
      await page.typeInto(GASOLINE, "6,29");
      await page.pressEnter();
      await page.see(ETHANOL_VERDICT);
      await page.see(SAVING);
    });

    test("the embed with ?uf=sp fills in São Paulo's means and names the week", async () => {
      const { page } = await site();
      await page.goto("/embed/calculadora?uf=sp");
      await page.until(
        "the ethanol field holds the state mean",
        async () => (await page.value(ETHANOL)) === SAO_PAULO_MEANS.ethanol,
      );
      expect(await page.value(GASOLINE)).toBe(SAO_PAULO_MEANS.gasoline);
      await page.see({ role: "heading", name: /^Resultado: Abasteça com (Etanol|Gasolina)!$/ });
      await page.see({ text: SAO_PAULO_MEANS.source });
    });

    test("a station kept in Meus postos is there after a reload", async () => {
      const { page } = await site();
      await page.goto("/precos/sp/campinas");
      await page.hydrated();
      const cards = await page.texts({ role: "listitem", within: { role: "region", name: /^Postos pesquisados de/ } });
      const { name } = surveyed(cards.find((card) => /Etanol R\$.*Gasolina R\$/.test(card)) ?? "");
      await page.click({ role: "button", name: new RegExp(`^Guardar em Meus postos ?: ${literal(name)}$`) });
      await page.see({ role: "button", name: new RegExp(`^Remover de Meus postos ?: ${literal(name)}$`) });
      await page.reload();
      await page.hydrated();
      await page.see({ role: "button", name: new RegExp(`^Remover de Meus postos ?: ${literal(name)}$`) });
      await page.goto("/");
      await page.hydrated();
      await page.see({ role: "heading", name, within: { role: "region", name: "Meus postos" } });
      await page.reload();
      await page.hydrated();
      await page.see({ role: "heading", name, within: { role: "region", name: "Meus postos" } });
    });

    test("a fill-up recorded in the logbook is there after a reload", async () => {
      const { page } = await site();
      await page.goto("/abastecimentos");
      await page.hydrated();
      await page.see({ role: "heading", name: "Consumo e limite do seu carro" });
      await page.click({ role: "radio", name: "Gasolina" });
      await page.typeInto("Hodômetro (km)", "10.000");
      await page.typeInto("Litros", "35");
      await page.typeInto(/Preço por litro/, "6,09");
      await page.pressEnter();
      const entries = { role: "listitem", within: { role: "region", name: "Abastecimentos" } } as const;
      await page.until("one fill-up is listed", async () => (await page.texts(entries)).length === 1);
      await page.reload();
      await page.hydrated();
      await page.until("the fill-up is listed after a reload", async () => {
        const listed = await page.texts(entries);
        return listed.length === 1 && listed[0]!.includes("Gasolina · 10.000 km");
      });
    });

    test("after one visit, with the server stopped, a price page and the calculator work", async () => {
      const { page, stop } = await site();
      await page.goto("/");
      await page.hydrated();
      await page.serviceWorkerActive();
      await page.goto("/precos/sp");
      await page.see({ role: "heading", level: 1, name: "Etanol ou gasolina em São Paulo" });
      stop();
      await page.goto("/precos/sp");
      await page.see({ role: "heading", level: 1, name: "Etanol ou gasolina em São Paulo" });
      await page.goto("/");
      await page.hydrated();
      await page.typeInto(ETHANOL, "4,19");
      await page.typeInto(GASOLINE, "6,29");
      await page.click({ role: "button", name: "Calcular" });
      await page.see(ETHANOL_VERDICT);
    });

    test('a followed city\'s page says what changed "Desde a sua última visita" once the new survey is out', async () => {
      const { page, publish } = await site(OLDER_BUILD);
      await page.goto(MOVED_CITY.path);
      await page.hydrated();
      await page.click({ role: "button", name: `Seguir ${MOVED_CITY.name}` });
      await page.see({ role: "button", name: `Deixar de seguir ${MOVED_CITY.name}` });
      await page.miss({ role: "region", name: "Desde a sua última visita" });
      // The newest survey is deployed on the same site.
      publish(BUILD_DIR);
      await page.goto(MOVED_CITY.path);
      await page.hydrated();
      const panel = { role: "region", name: "Desde a sua última visita" } as const;
      await page.see({
        text: new RegExp(`^${literal(MOVED_CITY.name)} \\(média da cidade\\): .*etanol de R\\$`),
        within: panel,
      });
      await page.click({ role: "button", name: "Entendi", within: panel });
      await page.miss(panel);
      await page.reload();
      await page.hydrated();
      await page.see({ role: "button", name: `Deixar de seguir ${MOVED_CITY.name}` });
      await page.miss(panel);
    });
  });
}
