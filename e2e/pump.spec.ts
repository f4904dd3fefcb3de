/**
 * The calculator at the pump (issue: "a calculator that cannot be misread"):
 * prices typed the Brazilian way, errors at their fields, questioned
 * values, a verdict that follows the car, toasts clear of the work, and
 * every address opening its page with the service worker in control.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, openCalculator, seriousViolations, test, waitForHydration } from "./fixtures.ts";

/** Visits once, waits until the service worker is active, then reloads so that it controls the page. */
async function returnAsRegular(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error("no active service worker");
  });
  await page.reload();
  await waitForHydration(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Whether two elements' boxes overlap on screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) return false;
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

const VERDICT = "Resultado: Abasteça com Etanol!";

test.describe("every address opens its page, with the service worker in control", () => {
  test("a calculation address, ad click ids and an unknown path, online and offline", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await returnAsRegular(page);

    await page.goto("/?etanol=4.19&gasolina=6.29");
    await expect(page.getByRole("heading", { name: VERDICT })).toBeVisible();
    await expect(page.getByText(/aproximadamente R\$\u00a00,21 por litro/)).toBeVisible();
    await expect(page.getByLabel("Preço do Etanol (R$ por litro)")).toHaveValue("4.19");
    expect(new URL(page.url()).search).toBe("");

    await page.goto("/curiosidades?gclid=x");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Curiosidades Automotivas Fascinantes");
    await page.goto("/precos?fbclid=a&gclid=b");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Etanol ou gasolina em cada estado");

    const response = await page.goto("/rota/desconhecida?ref=x");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
    consoleErrors.length = 0; // Chromium logs the 404 status.

    await context.setOffline(true);
    await page.goto("/?etanol=4.19&gasolina=6.29");
    await expect(page.getByRole("heading", { name: VERDICT })).toBeVisible();
    await page.goto("/blog?utm_source=whatsapp");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Automotivo: Dicas, Manutenção e Novidades");
  });

  test("offline, a page never visited shows the site's offline page with the pages that work", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await returnAsRegular(page);
    await page.goto("/precos/sp?gclid=x");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Etanol ou gasolina em São Paulo");
    await context.setOffline(true);
    await page.goto("/precos/sp");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Etanol ou gasolina em São Paulo");
    await page.goto("/precos/ba");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sem conexão");
    await expect(page.getByRole("link", { name: "Calculadora", exact: true }).last()).toBeVisible();
    await expect(page.getByRole("region", { name: "Páginas que você já visitou" })).toContainText(
      "Etanol ou gasolina em São Paulo",
    );
    expect(await seriousViolations(page)).toEqual([]);
    consoleErrors.length = 0; // the failed network request offline
  });

  test("Calcular tapped before the calculator's code arrives shows the inline errors, not another page", async ({
    page,
  }) => {
    // Hold the island's code back until after the tap.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/CalculatorIsland\..*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await page.getByRole("button", { name: "Calcular" }).click();
    await expect(page.getByRole("button", { name: "Calculando…" })).toBeVisible();
    release();
    await expect(page.getByText("Digite o preço do etanol.")).toBeVisible();
    await expect(page.getByLabel("Preço do Etanol (R$ por litro)")).toBeFocused();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(new URL(page.url()).search).toBe("");
  });
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at the pump, ${viewport.width}px`, () => {
    test.use({ viewport });

    test('prices typed with a comma ("4,19") compute as 4,19', async ({ page }) => {
      const { ethanol, gasoline, calculate } = await openCalculator(page);
      // Both fields and "Calcular" on the first screen: the driver taps with no scroll (docs/product-rules.md).
      for (const control of [ethanol, gasoline, calculate]) await expect(control).toBeInViewport({ ratio: 1 });
      await ethanol.click();
      await page.keyboard.type("4,19");
      await gasoline.click();
      await page.keyboard.type("6,29");
      await expect(ethanol).toHaveValue("4.19");
      await expect(gasoline).toHaveValue("6.29");
      await calculate.click();
      await expect(page.getByRole("heading", { name: VERDICT })).toBeVisible();
      await expect(page.getByText(/aproximadamente R\$\u00a00,21 por litro/)).toBeVisible();
    });

    test('"419" is questioned at its field and one tap applies R$ 4,19', async ({ page }) => {
      const { ethanol, gasoline, calculate } = await openCalculator(page);
      await ethanol.click();
      await page.keyboard.type("419");
      await gasoline.click();
      await page.keyboard.type("6.29");
      await calculate.click();
      await expect(page.getByText("R$\u00a0419,00 por litro? Você quis dizer R$\u00a04,19?")).toBeVisible();
      await expect(page.getByRole("heading", { name: /Resultado/ })).toHaveCount(0);
      await expect(ethanol).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Usar R$\u00a04,19" }).click();
      await expect(ethanol).toHaveValue("4.19");
      await expect(page.getByRole("heading", { name: VERDICT })).toBeVisible();
    });

    test("an empty field shows its message, gets focus, and the 'Erro de Entrada' toast still appears", async ({
      page,
    }) => {
      const { gasoline, calculate, toasts } = await openCalculator(page);
      await page.getByLabel("Preço do Etanol (R$ por litro)").click();
      await page.keyboard.type("4,19");
      await calculate.click();
      await expect(gasoline).toBeFocused();
      await expect(gasoline).toHaveAttribute("aria-invalid", "true");
      await expect(gasoline).toHaveAccessibleDescription(/Digite o preço da gasolina\./);
      await expect(toasts).toContainText("Erro de Entrada");
      expect(await overlap(toasts.first(), gasoline)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the toast covers neither the verdict nor the field being typed in", async ({ page }) => {
      const { ethanol, gasoline, calculate, toasts } = await openCalculator(page);
      await ethanol.click();
      await page.keyboard.type("4,19");
      await gasoline.click();
      await page.keyboard.type("6,29");
      await calculate.click();
      await expect(toasts).toContainText("Cálculo Concluído!");
      const verdict = page.locator("[data-verdict]");
      // Once the page has scrolled the verdict whole into view: mid-scroll, the two may cross for a frame.
      await expect(verdict).toBeInViewport({ ratio: 1 });
      expect(await overlap(toasts.first(), verdict)).toBe(false);
    });

    test("after a result, picking a car changes the verdict without pressing Calcular", async ({ page }) => {
      const { ethanol, gasoline, calculate, panel } = await openCalculator(page);
      // 4,30 ÷ 6,10 = 70,5%: gasoline by the 70% rule.
      await ethanol.click();
      await page.keyboard.type("4,30");
      await gasoline.click();
      await page.keyboard.type("6,10");
      await calculate.click();
      await expect(page.getByRole("heading", { name: "Resultado: Abasteça com Gasolina!" })).toBeVisible();
      await panel.locator("summary").click();
      const picker = page.getByRole("combobox", { name: "Escolher meu carro" });
      await picker.click();
      await page.keyboard.type("corola");
      const list = page.getByRole("listbox");
      await expect(list.getByRole("option").first()).toContainText("Toyota Corolla");
      const box = await list.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");

      await picker.fill("");
      await picker.pressSequentially("onix plus ltz");
      const option = list.getByRole("option").first();
      await expect(option).toContainText("Chevrolet Onix Plus LTZ 1.0 Turbo 12V");
      await expect(option).toContainText("automático, 6 marchas");
      await option.click();
      await expect(panel.locator("summary")).toContainText("limite");
      await expect(page.getByText(/segundo o Inmetro: /)).toBeVisible();
      await expect(page.getByText(/regra dos 70%\)/)).toHaveCount(0);
    });

    test('"1.000" km per month is a thousand, "85" km/l is questioned', async ({ page }) => {
      const { panel } = await openCalculator(page);
      await panel.locator("summary").click();
      const month = page.getByLabel("Quilômetros por mês (km)");
      await month.click();
      await page.keyboard.type("1.000");
      await expect(month).not.toHaveAttribute("aria-invalid");
      const ethanolKm = page.getByLabel("Consumo com etanol (km/l)");
      await ethanolKm.click();
      await page.keyboard.type("85");
      await expect(page.getByText("85 km/l? Você quis dizer 8,5 km/l?")).toBeVisible();
      await page.getByRole("button", { name: "Usar 8,5 km/l" }).click();
      await expect(ethanolKm).toHaveValue("8,5");
      await expect(ethanolKm).not.toHaveAttribute("aria-invalid");
    });
  });
}
