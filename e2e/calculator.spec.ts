import { expect, openCalculator, test } from "./fixtures.ts";

/** The element's background colour as sRGB bytes (Tailwind writes oklch; a canvas converts it). */
async function backgroundRgb(locator: import("@playwright/test").Locator): Promise<number[]> {
  return locator.evaluate((element) => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`calculator at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("exactly 70% is Etanol, with the savings message, disclaimer and success toast", async ({ page }) => {
      const { ethanol, gasoline, calculate, toasts } = await openCalculator(page);
      await expect(ethanol).toHaveAttribute("placeholder", "Ex: 3.50");
      await expect(gasoline).toHaveAttribute("placeholder", "Ex: 5.00");
      await ethanol.fill("4.20");
      await gasoline.fill("6.00");
      await calculate.click();
      const result = page.locator("[aria-live=polite]").filter({ hasText: "Resultado" });
      await expect(result.getByRole("heading")).toHaveText("Resultado: Abasteça com Etanol!");
      await expect(result).toContainText("aproximadamente R$\u00a00,00 por litro");
      await expect(result).toContainText("(considerando a regra dos 70%)");
      await expect(result).toContainText("estimativa");
      await expect(result.getByRole("heading")).toBeInViewport();
      await expect(toasts).toHaveCount(1);
      await expect(toasts).toContainText("Cálculo Concluído!");
      await expect(toasts).toContainText("Com base nos preços informados, a opção mais vantajosa é: Etanol.");
    });

    test("three-decimal prices and Enter to submit; Gasolina above 70%", async ({ page }) => {
      const { ethanol, gasoline } = await openCalculator(page);
      await ethanol.fill("4.499");
      await gasoline.fill("5.899");
      await gasoline.press("Enter");
      await expect(page.getByRole("heading", { name: "Resultado: Abasteça com Gasolina!" })).toBeVisible();
      await expect(page.getByText(/aproximadamente R\$\u00a00,53 por litro abastecendo com gasolina/)).toBeVisible();
    });
  });
}

test.describe("calculator errors", () => {
  for (const [label, ethanolValue, gasolineValue] of [
    ["empty", "", ""],
    ["zero", "0", "5"],
    ["negative", "3.5", "-5"],
    ["huge exponent", "1e309", "5"],
  ] as const) {
    test(`${label} input: destructive toast, result cleared, prices kept`, async ({ page }) => {
      const { ethanol, gasoline, calculate, toasts } = await openCalculator(page);
      await ethanol.fill("3.50");
      await gasoline.fill("5.50");
      await calculate.click();
      await expect(page.getByRole("heading", { name: /Resultado/ })).toBeVisible();
      await ethanol.fill(ethanolValue);
      await gasoline.fill(gasolineValue);
      await calculate.click();
      await expect(page.getByRole("heading", { name: /Resultado/ })).toHaveCount(0);
      await expect(toasts).toHaveCount(1);
      await expect(toasts).toContainText("Erro de Entrada");
      await expect(toasts).toContainText("Por favor, insira valores válidos e positivos para ambos os combustíveis.");
      const [red, green, blue] = await backgroundRgb(toasts);
      expect(red).toBeGreaterThan(150);
      expect(Math.max(green!, blue!)).toBeLessThan(60);
      await expect(ethanol).toHaveValue(ethanolValue === "1e309" ? "" : ethanolValue);
      await expect(gasoline).toHaveValue(gasolineValue);
    });
  }

  test("typed text that is not a number is refused", async ({ page }) => {
    const { ethanol, gasoline, calculate, toasts } = await openCalculator(page);
    await ethanol.pressSequentially("abc");
    await gasoline.fill("5");
    await calculate.click();
    await expect(toasts).toContainText("Erro de Entrada");
  });
});

test.describe("toasts", () => {
  test("a new toast replaces the old one", async ({ page }) => {
    const { ethanol, gasoline, calculate, toasts } = await openCalculator(page);
    await calculate.click();
    await expect(toasts).toContainText("Erro de Entrada");
    await ethanol.fill("3");
    await gasoline.fill("5");
    await calculate.click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText("Cálculo Concluído!");
  });

  test("disappears by itself after 5 seconds, not before", async ({ page }) => {
    await page.clock.install();
    const { calculate, toasts } = await openCalculator(page);
    // The installed clock also flows in real time; stop it before the toast exists, so that only runFor moves the
    // toast's timer (a slow machine must not count, and the pause lies a second ahead to stay ahead of real time).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await calculate.click();
    await expect(toasts).toHaveCount(1);
    await page.clock.runFor(4500);
    await expect(toasts).toHaveCount(1);
    await page.clock.runFor(1000);
    await expect(toasts).toHaveCount(0);
  });

  test("the timer pauses while the toast is hovered", async ({ page }) => {
    await page.clock.install();
    const { calculate, toasts } = await openCalculator(page);
    await calculate.click();
    await toasts.hover();
    await page.clock.runFor(8000);
    await expect(toasts).toHaveCount(1);
    await page.mouse.move(0, 0);
    await page.clock.runFor(5500);
    await expect(toasts).toHaveCount(0);
  });

  test("the Fechar button closes it", async ({ page }) => {
    const { calculate, toasts } = await openCalculator(page);
    await calculate.click();
    await toasts.getByRole("button", { name: "Fechar" }).click();
    await expect(toasts).toHaveCount(0);
  });

  test("F8 moves focus to the toast area", async ({ page }) => {
    const { calculate, toasts } = await openCalculator(page);
    await calculate.click();
    await expect(toasts).toHaveCount(1);
    await page.keyboard.press("F8");
    await expect(page.getByRole("region", { name: /Notificações/ }).locator("ol")).toBeFocused();
  });

  test("a swipe right past 50 px dismisses it; a short one does not", async ({ page }) => {
    const { calculate, toasts } = await openCalculator(page);
    await calculate.click();
    const box = (await toasts.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + 40;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 5 });
    await page.mouse.up();
    await expect(toasts).toHaveCount(1);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 120, y, { steps: 8 });
    await page.mouse.up();
    await expect(toasts).toHaveCount(0);
  });
});

test.describe("before the JavaScript arrives", () => {
  test("a native submit (?etanol=…&gasolina=…) is filled in and calculated once the page is interactive", async ({
    page,
  }) => {
    await page.goto("/?etanol=4.20&gasolina=6.00");
    await expect(page.getByRole("heading", { name: "Resultado: Abasteça com Etanol!" })).toBeVisible();
    await expect(page.getByLabel("Preço do Etanol (R$ por litro)")).toHaveValue("4.20");
    await expect(page.getByLabel("Preço da Gasolina (R$ por litro)")).toHaveValue("6.00");
  });

  test("without JavaScript, Calcular submits the prices in the address instead of losing them", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByLabel("Preço do Etanol (R$ por litro)").fill("3.10");
    await page.getByLabel("Preço da Gasolina (R$ por litro)").fill("5.20");
    await page.getByRole("button", { name: "Calcular" }).click();
    await expect(page).toHaveURL(/\/\?etanol=3\.10&gasolina=5\.20$/);
    await context.close();
  });
});
