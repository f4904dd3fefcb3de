import { SURVEY_WEEKS, type Station, weekStations, weekSummary } from "#data/build/anp-history.ts";
import { formatSurveyWeek } from "#features/prices/price-dates.ts";
import { inState } from "#features/prices/state-names.ts";
import { formatInteger } from "#lib/format.ts";
import { cityPagePath } from "#lib/paths.ts";
import { STATES } from "#lib/states.ts";
import { expect, installOffline, seriousViolations, test } from "./fixtures.ts";

/**
 * Week over week, on the committed history: the two newest kept weeks, read
 * through the build's own reader (src/data/build/anp-history.ts). Every figure the
 * tests expect is recomputed here from those files in whole thousandths of
 * a real (integers: ethanol × 10 ≤ gasoline × 7 is ethanol, exactly 70%
 * included), never copied from one week's data.
 */
const [previousWeek, newestWeek] = SURVEY_WEEKS.slice(-2);
if (!previousWeek || !newestWeek) throw new Error("the history keeps fewer than two weeks");
const [previous, newest] = [previousWeek, newestWeek].map(weekSummary);
const [before, now] = [previousWeek, newestWeek].map((week) => weekStations(week).stations);
const PREVIOUS = formatSurveyWeek(previousWeek.start, previousWeek.end);
const NEWEST = formatSurveyWeek(newestWeek.start, newestWeek.end);
/** The previous week as a station card names it: "7 a 13/06". */
const PREVIOUS_SHORT = PREVIOUS.replace(/\/\d{4}$/, "");
const beforeByCnpj = new Map(before!.map((station) => [station.cnpj, station]));

/** A decimal price as whole thousandths of a real ("4.19" → 4190). */
const thousandths = (price: string) => Math.round(Number(price) * 1000);
/** Whether ethanol pays off at a pair of prices, exactly. */
const pays = (ethanol: string, gasoline: string) => thousandths(ethanol) * 10 <= thousandths(gasoline) * 7;
const soldBoth = (station: Station) => station.ethanol !== null && station.gasoline !== null;

/** The change text a station card must show for one fuel: " (−R$ 0,10 desde 7 a 13/06)", or "" without a previous price. */
function changeText(current: string, previousPrice: string | undefined): string {
  if (previousPrice === undefined) return "";
  const difference = thousandths(current) - thousandths(previousPrice);
  if (difference === 0) return ` (sem mudança desde ${PREVIOUS_SHORT})`;
  const decimals = difference % 10 === 0 ? 2 : 3;
  const amount = (Math.abs(difference) / 1000).toFixed(decimals).replace(".", ",");
  return ` (${difference < 0 ? "\u2212" : "+"}R$\u00a0${amount} desde ${PREVIOUS_SHORT})`;
}

/** The city, among the newest survey's with at most 5 stations (all on its page), whose stations changed the most. */
function cityWithChanges() {
  const byCity = new Map<string, Station[]>();
  for (const station of now!) {
    const key = `${station.uf}|${station.city}`;
    byCity.set(key, [...(byCity.get(key) ?? []), station]);
  }
  const score = (stations: Station[]) =>
    stations.filter((station) => {
      const old = beforeByCnpj.get(station.cnpj);
      return old && (station.ethanol?.price !== old.ethanol?.price || station.gasoline?.price !== old.gasoline?.price);
    }).length + (stations.some((station) => !beforeByCnpj.has(station.cnpj)) ? 1 : 0);
  const [best] = [...byCity.values()]
    .filter((stations) => stations.length >= 2 && stations.length <= 5)
    .sort((a, b) => score(b) - score(a));
  if (!best || score(best) === 0) throw new Error("no small city with a change in the history");
  return best;
}

test.describe("week over week at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a city page gives each station's change since the previous survey, also offline after one visit", async ({
    page,
    context,
  }) => {
    const stations = cityWithChanges();
    const [{ uf, city }] = stations as [Station];
    const path = cityPagePath({ uf, name: city });
    await installOffline(page);
    await page.goto(path);
    const check = async () => {
      const section = page.getByRole("region", { name: `Postos pesquisados de ${NEWEST}` });
      const previousCity = before!.filter((station) => station.uf === uf && station.city === city && soldBoth(station));
      if (previousCity.length > 0) {
        const paid = previousCity.filter((station) => pays(station.ethanol!.price, station.gasoline!.price)).length;
        await expect(section).toContainText(
          `; na pesquisa de ${PREVIOUS}, em ${
            paid === 0 && previousCity.length > 1
              ? `nenhum dos ${previousCity.length}`
              : `${paid} de ${previousCity.length}`
          }.`,
        );
      }
      const items = section.getByRole("list").first().getByRole("listitem");
      await expect(items).toHaveCount(stations.length);
      for (const station of stations) {
        // A name twice in the city cannot pick its card: its twin is checked by the card count alone.
        if (stations.filter((each) => each.name === station.name).length > 1) continue;
        const item = items.filter({ has: page.getByRole("heading", { name: station.name, exact: true }) }).first();
        const old = beforeByCnpj.get(station.cnpj);
        if (!old) {
          await expect(item).toContainText("Novo na pesquisa");
          continue;
        }
        await expect(item).not.toContainText("Novo na pesquisa");
        for (const [fuel, label] of [
          ["ethanol", "Etanol"],
          ["gasoline", "Gasolina"],
        ] as const) {
          const price = station[fuel]?.price;
          if (!price) continue;
          const shown = `${label} R$\u00a0${(thousandths(price) / 1000).toFixed(thousandths(price) % 10 === 0 ? 2 : 3).replace(".", ",")}`;
          await expect(item).toContainText(shown + changeText(price, old[fuel]?.price));
        }
        if (soldBoth(station) && soldBoth(old)) {
          const [then, nowPays] = [
            pays(old.ethanol!.price, old.gasoline!.price),
            pays(station.ethanol!.price, station.gasoline!.price),
          ];
          const flip = `Passou a compensar ${nowPays ? "o etanol" : "a gasolina"} desde a pesquisa de ${PREVIOUS_SHORT}.`;
          if (then === nowPays) await expect(item).not.toContainText("Passou a compensar");
          else await expect(item).toContainText(flip);
        }
      }
    };
    await check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await context.setOffline(true);
    await page.reload();
    await check();
  });

  test("a city missing from the newest survey keeps its address, says so and names what stands in", async ({
    page,
    context,
    request,
  }) => {
    // The city of the previous week the newest missed with the most stations then (Feira de Santana, BA, in June 2026).
    const missed = previous!.cities
      .filter((city) => !newest!.cities.some((each) => each.uf === city.uf && each.name === city.name))
      .sort(
        (a, b) =>
          Math.max(b.ethanol?.stations ?? 0, b.gasoline?.stations ?? 0) -
          Math.max(a.ethanol?.stations ?? 0, a.gasoline?.stations ?? 0),
      );
    const [city] = missed;
    if (!city) throw new Error("the newest survey missed no city of the previous one");
    const path = cityPagePath(city);
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    expect(sitemap).toContain(`${path}</loc>`);
    await installOffline(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const check = async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Etanol ou gasolina em ${city.name} (${city.uf})`,
      );
      const missing = page.getByRole("region", { name: `Sem pesquisa da ANP em ${NEWEST}` });
      await expect(missing).toContainText(
        `A ANP não pesquisou os preços de ${city.name} na semana de ${NEWEST}. A última pesquisa da cidade é a de ${PREVIOUS}`,
      );
      await expect(missing).toContainText(
        new RegExp(
          `A pesquisa mais próxima de ${NEWEST}, a de .+, a \\d+ km, tem|Nenhuma cidade pesquisada em ${NEWEST} fica a até 50 km`,
        ),
      );
      const nearest = missing.getByRole("link").first();
      await expect(nearest).toHaveAttribute("href", new RegExp(`^/precos/${city.uf.toLowerCase()}(/|$)`));
      const last = page.getByRole("region", { name: `A última pesquisa em ${city.name}: ${PREVIOUS}` });
      await expect(last).toContainText(`Última pesquisa da ANP aqui: ${PREVIOUS}`);
      await expect(last.getByRole("table")).toContainText(`pesquisa ANP de ${PREVIOUS}`);
      await expect(page.getByRole("region", { name: /^Postos pesquisados de/ })).toHaveCount(0);
      await expect(page.getByText(/O veredito da (semana|pesquisa)/)).toHaveCount(0);
    };
    await check();
    expect(await seriousViolations(page)).toEqual([]);
    await context.setOffline(true);
    await page.reload();
    await check();
  });

  test("/precos says what changed since the previous survey, also offline after one visit", async ({
    page,
    context,
  }) => {
    const compared = now!.filter((station) => {
      const old = beforeByCnpj.get(station.cnpj);
      return old && soldBoth(old) && soldBoth(station);
    });
    const side = (station: Station) => pays(station.ethanol!.price, station.gasoline!.price);
    const toEthanol = compared.filter((station) => side(station) && !side(beforeByCnpj.get(station.cnpj)!)).length;
    const toGasoline = compared.filter((station) => !side(station) && side(beforeByCnpj.get(station.cnpj)!)).length;
    const flipped = newest!.states.filter((row) => {
      const old = previous!.states.find((each) => each.uf === row.uf);
      if (!row.ethanol || !row.gasoline || !old?.ethanol || !old.gasoline) return false;
      return pays(row.ethanol.mean, row.gasoline.mean) !== pays(old.ethanol.mean, old.gasoline.mean);
    });
    await installOffline(page);
    await context.setOffline(true);
    await page.goto("/precos");
    const section = page.getByRole("region", { name: "O que mudou desde a pesquisa anterior" });
    await expect(section).toContainText(`da pesquisa de ${PREVIOUS} para a de ${NEWEST}`);
    await expect(section).toContainText(
      `Dos ${formatInteger(compared.length)} postos que venderam etanol e gasolina nas pesquisas de ${PREVIOUS} e de ${NEWEST}, `,
    );
    await expect(section).toContainText(
      `${toEthanol === 0 ? "nenhum passou" : `${formatInteger(toEthanol)} ${toEthanol === 1 ? "passou" : "passaram"}`} a compensar o etanol e ${
        toGasoline === 0 ? "nenhum" : formatInteger(toGasoline)
      }, a gasolina`,
    );
    if (flipped.length === 0) {
      await expect(section).toContainText("Em nenhum estado mudou o combustível que compensa na média.");
    } else {
      const states = section.getByRole("list").getByRole("listitem");
      await expect(states).toHaveCount(flipped.length);
      for (const row of flipped) {
        const name = STATES.find((state) => state.uf === row.uf)?.name ?? row.uf;
        const fuel = pays(row.ethanol!.mean, row.gasoline!.mean) ? "o etanol" : "a gasolina";
        await expect(section.getByRole("link", { name, exact: true })).toBeVisible();
        await expect(section).toContainText(`${name}: ${fuel} passou a compensar (`);
      }
    }
    await expect(page.getByText(`; na pesquisa de ${PREVIOUS}, em `).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("the flip feeds gain an item for each state whose weekly mean flipped, dated the week's Saturday", async ({
    request,
  }) => {
    const national = await (await request.get("/precos/rss.xml")).text();
    const saturday = new Date(`${newestWeek.end}T00:00:00Z`).toUTCString();
    for (const row of newest!.states) {
      const old = previous!.states.find((each) => each.uf === row.uf);
      if (!row.ethanol || !row.gasoline || !old?.ethanol || !old.gasoline) continue;
      const now = pays(row.ethanol.mean, row.gasoline.mean);
      if (now === pays(old.ethanol.mean, old.gasoline.mean)) continue;
      const state = STATES.find((each) => each.uf === row.uf)!;
      const title = `Pesquisa de ${NEWEST}: ${now ? "o etanol" : "a gasolina"} passou a compensar ${inState(state)} (`;
      const feed = await (await request.get(`/precos/${state.code}/rss.xml`)).text();
      for (const xml of [national, feed]) {
        const item = xml.split("<item>").find((each) => each.includes(title));
        expect(item, state.uf).toBeDefined();
        expect(item).toContain(`<pubDate>${saturday}</pubDate>`);
        expect(item).toContain(`semana-${newestWeek.start}</guid>`);
      }
    }
  });
});
