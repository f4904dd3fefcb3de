import type { Page } from "@playwright/test";
import { serveDeployable } from "./deployable-server.ts";
import { expect, installOffline, PAGES, test, waitForHydration } from "./fixtures.ts";

/** Added to the deployed worker: it answers "versão?" on the port it is sent with "nova". */
const ANSWERS_VERSION = `self.addEventListener("message", (event) => {
  if (event.data === "versão?") event.ports[0]?.postMessage("nova");
});`;

/**
 * Opens the home page of the test's own server twice (e2e/deployable-server.ts, so that the test can "deploy" a new
 * service worker between two visits): the second time the installed worker controls it.
 */
async function visitTwice(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`);
  await waitForHydration(page);
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await page.reload();
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** In the page: the waiting worker's state, and whether the mark set before the update is still on `window`. */
async function waitingAndMarked() {
  const registration = await navigator.serviceWorker.getRegistration();
  return { waiting: registration?.waiting?.state, marked: "beforeUpdate" in window };
}

/** In the page: what the controlling worker answers to "versão?" ("nova" from the deployed one), or null after 5 s. */
function controllerVersion() {
  return new Promise<unknown>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data);
    navigator.serviceWorker.controller?.postMessage("versão?", [channel.port2]);
    setTimeout(() => resolve(null), 5000);
  });
}

test.describe("offline", () => {
  test("after one visit every page and the calculator work with the network off", async ({ page, context }) => {
    await installOffline(page);
    await context.setOffline(true);
    for (const { path, h1 } of PAGES) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    }
    await page.goto("/");
    await waitForHydration(page);
    await page.getByLabel("Preço do Etanol (R$ por litro)").fill("3.99");
    await page.getByLabel("Preço da Gasolina (R$ por litro)").fill("5.89");
    await page.getByRole("button", { name: "Calcular" }).click();
    await expect(page.getByRole("heading", { name: "Resultado: Abasteça com Etanol!" })).toBeVisible();
    await expect(page.getByRole("region", { name: /Notificações/ })).toContainText("Cálculo Concluído!");
    // An address the device has no copy of: the site's offline page, with the pages that work.
    await page.goto("/rota/desconhecida");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sem conexão");
    await expect(page.getByRole("main").getByRole("link", { name: "Calculadora" })).toBeVisible();
    // The table of every car of the newest Inmetro table, once part of /carros, is precached with it.
    await page
      .getByRole("main")
      .getByRole("link", { name: /^O limite do etanol em cada carro da tabela \d{4}$/ })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /^Limite do etanol nos \d+ carros flex da tabela \d{4}$/,
    );
    await expect(page.getByRole("table").locator("tbody tr").first()).toBeVisible();
  });

  test("/precos visited once still draws its map with the network off, from the precached geometry file", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/precos");
    await waitForHydration(page);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      if (!registration.active) throw new Error("no active service worker");
    });
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Etanol ou gasolina em cada estado");
    const map = page.getByRole("group", { name: /Mapa do Brasil/ });
    await map.scrollIntoViewIfNeeded();
    const shapes = map.locator("a use");
    await expect(shapes).toHaveCount(27);
    for (const shape of await shapes.all()) {
      // An outline whose file could not be read is not drawn and has no size.
      const box = (await shape.boundingBox())!;
      expect(box.width * box.height, (await shape.getAttribute("href")) ?? "").toBeGreaterThan(0);
    }
  });

  test("a state's month by month visited once opens again with the network off", async ({ page, context }) => {
    await installOffline(page);
    await page.goto("/precos/sp/historico");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Etanol ou gasolina em São Paulo mês a mês desde 2013",
    );
    await context.setOffline(true);
    await page.goto("/precos/sp/historico?gclid=anuncio");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Etanol ou gasolina em São Paulo mês a mês desde 2013",
    );
    // The offline page lists it among the pages this device keeps, by its title.
    await page.goto("/rota/desconhecida");
    await expect(page.getByRole("region", { name: "Páginas que você já visitou" }).getByRole("link")).toContainText([
      "Etanol ou gasolina em São Paulo mês a mês desde 2013",
    ]);
  });

  test("a state page or a make page visited once opens again with the network off", async ({ page, context }) => {
    await installOffline(page);
    for (const [path, h1] of [
      ["/precos/sp", "Etanol ou gasolina em São Paulo"],
      ["/carros/fiat", "Limite do etanol nos carros Fiat"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    }
    await context.setOffline(true);
    await page.goto("/precos/sp");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Etanol ou gasolina em São Paulo");
    await page.goto("/carros/fiat");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Limite do etanol nos carros Fiat");
  });

  test("a new version waiting shows the 'Atualizar' toast; nothing reloads until it is pressed, then once", async ({
    page,
  }) => {
    const { origin, worker, deploy, close } = await serveDeployable();
    try {
      await visitTwice(page, origin);
      // A mark on this page's window, and every navigation of the page from now on: a reload would lose the one and
      // add to the other.
      await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
      const navigations: string[] = [];
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });
      deploy(`${worker}\n// nova versão\n${ANSWERS_VERSION}`);
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      const toast = page.getByRole("region", { name: /Notificações/ }).getByRole("listitem");
      await expect(toast).toContainText("Nova versão disponível");
      // The new worker is installed and waits: with skipWaiting it would have taken over before the toast was drawn.
      expect(await page.evaluate(waitingAndMarked)).toEqual({ waiting: "installed", marked: true });
      expect(navigations).toEqual([]);
      // The page that sees the new worker take over is still this one (the mark is there), and says so past the reload.
      await page.evaluate(() =>
        navigator.serviceWorker.addEventListener("controllerchange", () =>
          sessionStorage.setItem("marked-at-takeover", String("beforeUpdate" in window)),
        ),
      );
      const reloaded = page.waitForEvent("framenavigated");
      await toast.getByRole("button", { name: "Atualizar" }).click();
      await reloaded;
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGES[0].h1);
      expect(await page.evaluate(() => sessionStorage.getItem("marked-at-takeover"))).toBe("true");
      expect(await page.evaluate(controllerVersion)).toBe("nova");
      expect(navigations).toEqual([`${origin}/`]);
    } finally {
      close();
    }
  });

  test("'Atualizar' applies the new version even when the page's requests hold the old worker", async ({ page }) => {
    // Chromium activates the new worker once the old one has stopped; a request while it stops starts it again, and
    // the new version then waited for good while DevTools (Playwright) is attached (docs/offline.md, "Updates").
    const { origin, worker, deploy, close } = await serveDeployable();
    try {
      await visitTwice(page, origin);
      deploy(`${worker}\n// nova versão\n${ANSWERS_VERSION}`);
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      const toast = page.getByRole("region", { name: /Notificações/ }).getByRole("listitem");
      await expect(toast).toContainText("Nova versão disponível");
      // For 3 s from just before the tap, four requests at all times, each answered by the old worker.
      await page.evaluate(() => {
        const until = Date.now() + 3000;
        const ask = (): Promise<void> =>
          Date.now() > until ? Promise.resolve() : fetch(`/favicon.svg?pedido=${Math.random()}`).then(ask, ask);
        for (let chain = 0; chain < 4; chain++) void ask();
      });
      const reloaded = page.waitForEvent("framenavigated", { timeout: 20_000 });
      await toast.getByRole("button", { name: "Atualizar" }).click();
      await reloaded;
      await waitForHydration(page);
      expect(await page.evaluate(controllerVersion)).toBe("nova");
    } finally {
      close();
    }
  });
});
