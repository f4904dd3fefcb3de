import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import type { Browser, BrowserContext, CDPSession, Page } from "@playwright/test";
import { SURVEY_WEEKS, type Station, weekStations } from "#data/build/anp-history.ts";
import { formatSurveyWeek } from "#features/prices/price-dates.ts";
import { stationChange } from "#features/stations/station-change.ts";
import { CITY_PAGE_STATIONS, rankStations, stationsOf } from "#features/stations/station-pages.ts";
import { freePort } from "#integrations/host-checks.ts";
import { FUEL_NAME, type Fuel } from "#lib/fuels.ts";
import { cityPagePath } from "#lib/paths.ts";
import { BUILD_DIR } from "#site-config";
import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * Avisos on the real history, as a driver lives it: the site as it was before the newest kept week
 * (`build-e2e-older`, built by `npm run build:e2e` from data/anp without its newest week,
 * scripts/older-week-data.ts), where the driver keeps a station and follows its city; then the full build
 * (`build-e2e`) on the same origin, as the deploy of the new week. Both served by server.mjs, the project's own
 * server, on a port of the test's own. Every station and week comes from the committed files.
 */
const OLDER_BUILD = "build-e2e-older";
const [olderWeek, newestWeek] = SURVEY_WEEKS.slice(-2);
if (!olderWeek || !newestWeek) throw new Error("the history keeps fewer than two weeks");
const [before, now] = [olderWeek, newestWeek].map((week) => weekStations(week).stations) as [Station[], Station[]];
const beforeByCnpj = new Map(before.map((station) => [station.cnpj, station]));
/** The newest survey as the pages name it: "14 a 20/06/2026". */
const NEWEST = formatSurveyWeek(newestWeek.start, newestWeek.end);

/** A station the older build's city page shows (among its first {@link CITY_PAGE_STATIONS}), alone with its name there. */
function onOlderCityPage(station: Station): boolean {
  const city = stationsOf(before, station.uf, station.city);
  return (
    rankStations(city)
      .slice(0, CITY_PAGE_STATIONS)
      .some((shown) => shown.cnpj === station.cnpj) && city.filter((each) => each.name === station.name).length === 1
  );
}

/** The stations of both surveys whose verdict flipped, each with the fuel that now pays off, on their city page then. */
const flipped = now.flatMap((station) => {
  const previous = beforeByCnpj.get(station.cnpj);
  const change = previous ? stationChange(station, previous) : null;
  return change?.kind === "kept" && change.flip && previous && onOlderCityPage(previous)
    ? [{ ...station, flip: change.flip }]
    : [];
});
/** A station that sold both fuels in both surveys and kept its verdict. */
const steady = now.find((station) => {
  const previous = beforeByCnpj.get(station.cnpj);
  const change = previous ? stationChange(station, previous) : null;
  return (
    change?.kind === "kept" &&
    change.flip === null &&
    change.ethanol?.change != null &&
    change.gasoline?.change != null &&
    onOlderCityPage(previous!)
  );
});
const [first] = flipped;
/** A second flipped station, in another city than the first. */
const second = flipped.find((station) => station.city !== first?.city || station.uf !== first.uf);
if (!first || !second || !steady) throw new Error("the two newest weeks have no flipped or steady station to follow");

/** A name as a regular expression's literal text. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The line the panel and the notice's title give a flipped station: "Posto Tal: agora compensa etanol". */
const nowPays = (station: { name: string; flip: Fuel }) => `${station.name}: agora compensa ${FUEL_NAME[station.flip]}`;

/** Starts server.mjs serving `build` on `port`; resolves once it answers. */
async function serve(build: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["server.mjs"], {
    env: { ...process.env, PORT: String(port), BUILD_DIR: build },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [server.stdout, server.stderr]) stream?.on("data", (chunk: Buffer) => (output += chunk));
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    try {
      if ((await fetch(`http://localhost:${port}/favicon.svg`)).ok) return server;
    } catch {
      await new Promise((wait) => setTimeout(wait, 100));
    }
  }
  server.kill();
  throw new Error(`server.mjs (${build}) did not answer on port ${port}:\n${output}`);
}

/**
 * The site on an origin of the test's own, first as the older build; `deploy()` puts the full build in its place on
 * the same origin (the browser keeps its service worker and storage), `close()` stops it.
 */
async function olderSite() {
  const port = await freePort();
  let server = await serve(OLDER_BUILD, port);
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill();
      await once(server, "exit");
    }
  };
  return {
    origin: `http://localhost:${port}`,
    deploy: async () => {
      await stop();
      server = await serve(BUILD_DIR, port);
    },
    close: stop,
  };
}

/** What the device keeps for Avisos, read in the page (idb-keyval's store): the keys of the snapshots. */
function snapshotKeys(): Promise<string[]> {
  return new Promise((resolve) => {
    const open = indexedDB.open("keyval-store");
    open.onerror = () => resolve([]);
    open.onsuccess = () => {
      const database = open.result;
      try {
        const read = database.transaction("keyval").objectStore("keyval").get("alert_snapshots");
        read.onsuccess = () => resolve(Object.keys(read.result ?? {}));
        read.onerror = () => resolve([]);
      } catch {
        resolve([]);
      } finally {
        database.close();
      }
    };
  });
}

/**
 * On its city page, keeps `station` in Meus postos and, with `followCity`, follows the city, with the keyboard;
 * waits until the device has their first snapshots (taken from this page's survey).
 */
async function follow(page: Page, origin: string, station: Station, followCity: boolean): Promise<void> {
  await page.goto(`${origin}${cityPagePath({ uf: station.uf, name: station.city })}`);
  await waitForHydration(page);
  const card = page
    .getByRole("region", { name: /^Postos pesquisados de/ })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: station.name, exact: true }) });
  await card
    .getByRole("button", { name: new RegExp(`^Guardar em Meus postos ?: ${literal(station.name)}$`) })
    .press("Enter");
  await expect(card.getByRole("button", { name: /^Remover de Meus postos/ })).toBeVisible();
  const keys = [`station:${station.cnpj}`];
  if (followCity) {
    await page.getByRole("button", { name: `Seguir ${station.city}`, exact: true }).press("Enter");
    await expect(page.getByRole("button", { name: `Deixar de seguir ${station.city}` })).toBeVisible();
    keys.push(`city:${station.uf}/${station.city}`);
  }
  await expect.poll(() => page.evaluate(snapshotKeys)).toEqual(expect.arrayContaining(keys));
}

/** Reloads the page once its service worker is active, so that the worker controls it. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await page.reload();
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Grants `page`'s own browser context, on `origin`, notifications and background checks (CDP: Playwright's
 * `grantPermissions` knows only the first). The grant lasts while the returned session is attached.
 */
async function grantNotices(browser: Browser, page: Page, origin: string): Promise<CDPSession> {
  const target = await page.context().newCDPSession(page);
  const { targetInfo } = await target.send("Target.getTargetInfo");
  await target.detach();
  const session = await browser.newBrowserCDPSession();
  await session.send("Browser.grantPermissions", {
    origin,
    permissions: ["notifications", "periodicBackgroundSync"],
    browserContextId: targetInfo.browserContextId,
  });
  return session;
}

/** Taps "Avisar quando mudar" (the city page's control) and waits until notices are on. */
async function turnNoticesOn(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Avisar quando mudar" }).press("Enter");
  await expect(page.getByText(/^Avisos ligados neste aparelho/)).toBeVisible();
}

/** A way to fire the periodic sync "avisos" at the service worker of `page`'s origin, as the browser does (CDP). */
async function periodicSync(page: Page, origin: string): Promise<() => Promise<void>> {
  const session = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  session.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
    for (const { registrationId, scopeURL, isDeleted } of updated) {
      if (isDeleted) registrations.delete(scopeURL);
      else registrations.set(scopeURL, registrationId);
    }
  });
  await session.send("ServiceWorker.enable");
  await expect.poll(() => registrations.has(`${origin}/`)).toBe(true);
  return async () => {
    await session.send("ServiceWorker.dispatchPeriodicSyncEvent", {
      origin,
      registrationId: registrations.get(`${origin}/`)!,
      tag: "avisos",
    });
  };
}

/** In the page: the notices its service worker shows. */
async function shownNotices() {
  const registration = await navigator.serviceWorker.ready;
  return (await registration.getNotifications()).map(({ title, body, tag, data }) => ({
    title,
    body,
    tag,
    url: (data as { url?: string } | null)?.url ?? "",
  }));
}

/** In the page: closes every notice shown, as a driver who swiped it away. */
async function closeNotices() {
  const registration = await navigator.serviceWorker.ready;
  for (const notice of await registration.getNotifications()) notice.close();
}

/**
 * Fires a background check in `page`'s worker and waits until it has read the file at `last` (the last one it
 * fetches), and a little more: then it has nothing left to do but show a notice, or not. Gives the notices shown.
 */
async function noticesAfterCheck(page: Page, fire: () => Promise<void>, last: string) {
  const read = page.context().waitForEvent("requestfinished", (request) => new URL(request.url()).pathname === last);
  await fire();
  await read;
  await page.waitForTimeout(1500);
  return page.evaluate(shownNotices);
}

/**
 * Reloads the page and waits until it has read the means of the state `uf`, which the panel judges a followed city
 * of it with, and a little more: then the panel is drawn, or not.
 */
async function reloadAfterCheck(page: Page, uf: string): Promise<void> {
  const means = `/precos/${uf.toLowerCase()}/medias.json`;
  const read = page.waitForResponse((response) => new URL(response.url()).pathname === means);
  await page.reload();
  await waitForHydration(page);
  await read;
  await page.waitForTimeout(1000);
}

/** Another device: a context of its own, which shares nothing with the test's page. */
async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
}

test.describe("Avisos after a new week (Chromium, real data)", () => {
  // Two builds served in turn, a service worker installed twice: up to a minute on a loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test("a followed station that flipped gets one notice, once; none without a flip or after a failed fetch", async ({
    page,
    browser,
  }) => {
    const site = await olderSite();
    const steadyContext = await newContext(browser);
    const grants: CDPSession[] = [];
    try {
      // The week before: keep the station, follow its city, let the worker control the page, turn notices on.
      grants.push(await grantNotices(browser, page, site.origin));
      await follow(page, site.origin, first, true);
      await controlled(page);
      await turnNoticesOn(page);
      // Another device follows a station whose verdict did not change.
      const steadyPage = await steadyContext.newPage();
      grants.push(await grantNotices(browser, steadyPage, site.origin));
      await follow(steadyPage, site.origin, steady, false);
      await controlled(steadyPage);
      await turnNoticesOn(steadyPage);
      const [fire, fireSteady] = await Promise.all([
        periodicSync(page, site.origin),
        periodicSync(steadyPage, site.origin),
      ]);

      // The new week is deployed. A check whose index cannot be fetched shows nothing.
      await site.deploy();
      let failed = false;
      await page.context().route("**/avisos.json", (route) => {
        failed = true;
        return route.abort();
      });
      await fire();
      await expect.poll(() => failed).toBe(true);
      await page.waitForTimeout(1500);
      expect(await page.evaluate(shownNotices)).toEqual([]);
      await page.context().unrouteAll();

      // The next check tells the flip, in one notice that names the station, its new verdict and the survey.
      await fire();
      await expect.poll(() => page.evaluate(shownNotices)).toHaveLength(1);
      const [notice] = await page.evaluate(shownNotices);
      expect(notice!.title).toContain(nowPays(first));
      expect(notice!.body).toContain(`pesquisa ANP de ${NEWEST}`);
      expect(notice!.tag).toBe(`avisos-${newestWeek.end}`);

      // Closed, a check of the same week tells nothing again.
      await page.evaluate(closeNotices);
      expect(await page.evaluate(shownNotices)).toEqual([]);
      expect(await noticesAfterCheck(page, fire, "/avisos.json")).toEqual([]);

      // The device whose station kept its verdict hears nothing.
      const steadyFile = `/precos/${steady.uf.toLowerCase()}/postos-precos.json`;
      expect(await noticesAfterCheck(steadyPage, fireSteady, steadyFile)).toEqual([]);

      // The page the notice opens shows the new week, and the station's change at the top.
      await page.goto(`${site.origin}${notice!.url}`);
      await expect(page.getByText(`Pesquisa ANP de ${NEWEST}`, { exact: true }).first()).toBeVisible();
      const panel = page.getByRole("region", { name: "Desde a sua última visita" });
      await expect(panel).toContainText(nowPays(first));
      await expect(panel).toContainText(`pesquisa ANP de ${NEWEST}`);
    } finally {
      for (const grant of grants) await grant.detach();
      await steadyContext.close();
      await site.close();
    }
  });

  test("without background checks, the panel tells the change on the city page and in Meus postos until dismissed", async ({
    page,
    browser,
  }) => {
    // A browser without Periodic Background Sync (Safari, Firefox, or Chromium without the site installed).
    await page.addInitScript(() => {
      delete (ServiceWorkerRegistration.prototype as { periodicSync?: unknown }).periodicSync;
      const query = navigator.permissions.query.bind(navigator.permissions);
      navigator.permissions.query = (descriptor) =>
        descriptor.name === ("periodic-background-sync" as PermissionName)
          ? Promise.resolve({ state: "denied" } as PermissionStatus)
          : query(descriptor);
    });
    const site = await olderSite();
    const firstVisit = await newContext(browser);
    try {
      await follow(page, site.origin, second, false);
      await follow(page, site.origin, first, true);
      await controlled(page);
      await expect(page.getByText(/^Este navegador não verifica as pesquisas em segundo plano/)).toBeVisible();
      await expect(page.getByRole("button", { name: "Avisar quando mudar" })).toHaveCount(0);

      await site.deploy();
      // The city page: its own followed items only, with the survey's dates.
      const cityPage = `${site.origin}${cityPagePath({ uf: first.uf, name: first.city })}`;
      await page.goto(cityPage);
      const panel = page.getByRole("region", { name: "Desde a sua última visita" });
      await expect(panel).toContainText(nowPays(first));
      await expect(panel).toContainText(`pesquisa ANP de ${NEWEST}`);
      await expect(panel).not.toContainText(second.name);
      await panel.getByRole("button", { name: "Entendi" }).press("Enter");
      await expect(panel).toHaveCount(0);
      await reloadAfterCheck(page, first.uf);
      await expect(panel).toHaveCount(0);

      // Meus postos on the calculator, which shows the survey the device has until the new version is taken: then
      // what is left to tell, the other city's station.
      await page.goto(`${site.origin}/`);
      await waitForHydration(page);
      const reloaded = page.waitForEvent("load");
      await page
        .getByRole("region", { name: /Notificações/ })
        .getByRole("button", { name: "Atualizar" })
        .press("Enter");
      await reloaded;
      await waitForHydration(page);
      const mine = page.getByRole("region", { name: "Meus postos" });
      const mineNews = mine.getByRole("region", { name: "Desde a sua última visita" });
      await expect(mineNews).toContainText(nowPays(second));
      await expect(mineNews).toContainText(`pesquisa ANP de ${NEWEST}`);
      await expect(mineNews).not.toContainText(first.name);
      await mineNews.getByRole("button", { name: "Entendi" }).press("Enter");
      await expect(mineNews).toHaveCount(0);
      await reloadAfterCheck(page, first.uf);
      await expect(mine.getByRole("heading", { name: second.name, exact: true })).toBeVisible();
      await expect(mineNews).toHaveCount(0);

      // A first visit, nothing followed: no panel, nor once the city is followed (its first snapshot tells nothing).
      const newcomer = await firstVisit.newPage();
      await newcomer.goto(cityPage);
      await waitForHydration(newcomer);
      await newcomer.getByRole("button", { name: `Seguir ${first.city}`, exact: true }).press("Enter");
      await expect.poll(() => newcomer.evaluate(snapshotKeys)).toEqual([`city:${first.uf}/${first.city}`]);
      await reloadAfterCheck(newcomer, first.uf);
      await expect(newcomer.getByRole("region", { name: "Desde a sua última visita" })).toHaveCount(0);
    } finally {
      await firstVisit.close();
      await site.close();
    }
  });
});
