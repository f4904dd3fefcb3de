import type { Page } from "@playwright/test";
import { serveDeployable } from "./deployable-server";
import { expect, PAGES, test, waitForHydration } from "./fixtures";

/** Visits the home page once and waits until the service worker has precached the site and is active. */
async function installOffline(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error("no active service worker");
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

  test("a new version waiting shows the 'Atualizar' toast; nothing reloads until it is pressed", async ({ page }) => {
    // A server of our own, so the test can "deploy" a new service worker between two visits.
    const { origin, worker, deploy, close } = await serveDeployable();
    try {
      await page.goto(`${origin}/`);
      await waitForHydration(page);
      await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      deploy(`${worker}\n// nova versão`);
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      const toast = page.getByRole("region", { name: /Notificações/ }).getByRole("listitem");
      await expect(toast).toContainText("Nova versão disponível");
      await page.waitForTimeout(6000);
      await expect(toast).toContainText("Nova versão disponível");
      const reloaded = page.waitForEvent("framenavigated");
      await toast.getByRole("button", { name: "Atualizar" }).click();
      await reloaded;
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGES[0].h1);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${origin}/sw.js`);
    } finally {
      close();
    }
  });
});
