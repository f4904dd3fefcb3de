import { expect, openCalculator, seriousViolations, test, waitForHydration } from "./fixtures.ts";

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the driver's own calculator at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("break-even prices appear while typing, with no button press", async ({ page }) => {
      const { ethanol, gasoline } = await openCalculator(page);
      await gasoline.fill("6.00");
      await expect(page.getByText("O etanol compensa até R$\u00a04,20")).toBeVisible();
      await expect(ethanol).toHaveAccessibleDescription("O etanol compensa até R$\u00a04,20");
      await ethanol.fill("4.20");
      await expect(page.getByText("A gasolina compensa até R$\u00a05,99")).toBeVisible();
      await expect(page.getByRole("heading", { name: /Resultado/ })).toHaveCount(0);
    });

    test("the result pictures the ratio on a gauge readable without colour", async ({ page }) => {
      const { ethanol, gasoline, calculate } = await openCalculator(page);
      await ethanol.fill("3.99");
      await gasoline.fill("5.89");
      await calculate.click();
      await expect(page.getByText("O etanol custa 67,7% do preço da gasolina", { exact: true })).toBeVisible();
      await expect(page.getByRole("img", { name: /67,7%.*limite é 70%: o etanol compensa/ })).toBeVisible();
      await expect(page.getByText("✓ Etanol compensa")).toBeVisible();
    });

    test("the car's own consumption replaces the 70% rule, is remembered and can be cleared", async ({ page }) => {
      const { ethanol, gasoline, calculate, panel } = await openCalculator(page);
      await panel.locator("summary").click();
      await page.getByLabel("Consumo com etanol (km/l)").fill("9");
      await page.getByLabel("Consumo com gasolina (km/l)").fill("12,5");
      await expect(panel.locator("summary")).toContainText("limite 72%");
      await ethanol.fill("3.60");
      await gasoline.fill("5.00");
      await calculate.click();
      await expect(page.getByRole("heading", { name: "Resultado: Abasteça com Etanol!" })).toBeVisible();
      await expect(page.getByText(/\(considerando o consumo do seu carro: 72%\)/)).toBeVisible();

      await page.getByLabel("Capacidade do tanque (litros)").fill("muito");
      await expect(page.getByText("Informe a capacidade do tanque em litros")).toBeVisible();
      await expect(page.getByLabel("Capacidade do tanque (litros)")).toHaveAttribute("aria-invalid", "true");

      await page.reload();
      await waitForHydration(page);
      await expect(page.getByLabel("Consumo com etanol (km/l)")).toHaveValue("9");
      await expect(page.getByLabel("Consumo com gasolina (km/l)")).toHaveValue("12,5");
      await page.getByRole("button", { name: "Limpar dados do carro" }).click();
      await expect(panel.locator("summary")).toContainText("opcional");
      expect(await page.evaluate(() => localStorage.getItem("car_profile"))).toBeNull();
    });

    test("savings in reais: a full tank by default, a month and a year with the car's figures", async ({ page }) => {
      const { ethanol, gasoline, calculate, panel } = await openCalculator(page);
      await ethanol.fill("3.50");
      await gasoline.fill("5.50");
      await calculate.click();
      await expect(page.getByText("Num tanque cheio (50 L)")).toBeVisible();
      await expect(page.getByText("R$\u00a017,50")).toBeVisible();
      await expect(page.getByText("Por mês")).toHaveCount(0);

      await panel.locator("summary").click();
      await page.getByLabel("Consumo com etanol (km/l)").fill("8");
      await page.getByLabel("Consumo com gasolina (km/l)").fill("11,5");
      await page.getByLabel("Capacidade do tanque (litros)").fill("40");
      await page.getByLabel("Quilômetros por mês (km)").fill("1200");
      await calculate.click();
      await expect(page.getByText("Num tanque cheio (40 L)")).toBeVisible();
      await expect(page.getByText("R$\u00a013,04")).toBeVisible();
      await expect(page.getByText("R$\u00a048,91")).toBeVisible();
      await expect(page.getByText("R$\u00a0586,96")).toBeVisible();
      await expect(
        page.getByText(/com o consumo do seu carro \(limite de 69,6%\); por mês, com os quilômetros que você informou/),
      ).toBeVisible();
    });

    test("Compartilhar opens WhatsApp's share link where there is no Web Share API", async ({ page, context }) => {
      await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "WhatsApp" }));
      const { ethanol, gasoline, calculate, toasts } = await openCalculator(page);
      expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
      await ethanol.fill("3.99");
      await gasoline.fill("5.89");
      await calculate.click();
      const popup = page.waitForEvent("popup");
      await page.getByRole("button", { name: "Compartilhar" }).click();
      const url = new URL((await popup).url());
      expect(url.origin).toBe("https://wa.me");
      expect(url.searchParams.get("text")).toContain("abasteça com Etanol! O etanol custa 67,7% do preço da gasolina");
      await expect(toasts).toContainText("Abrimos o WhatsApp");
    });

    test("Compartilhar uses the Web Share API where the browser has it", async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, "share", {
          value: async (data: ShareData) => {
            (window as unknown as { shared: ShareData }).shared = data;
          },
        });
      });
      const { ethanol, gasoline, calculate, toasts } = await openCalculator(page);
      await ethanol.fill("4.50");
      await gasoline.fill("6.00");
      await calculate.click();
      await page.getByRole("button", { name: "Compartilhar" }).click();
      await expect(toasts).toContainText("Resultado compartilhado!");
      const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
      expect(shared.text).toContain("abasteça com Gasolina!");
    });

    test("no serious or critical axe violations with the panel open and a full result", async ({ page }) => {
      test.slow(); // two axe passes: with the error shown, then with the result
      const { ethanol, gasoline, calculate, panel } = await openCalculator(page);
      await panel.locator("summary").click();
      await page.getByLabel("Consumo com etanol (km/l)").fill("8");
      const gasolineKm = page.getByLabel("Consumo com gasolina (km/l)");
      await gasolineKm.fill("x");
      await page.getByLabel("Quilômetros por mês (km)").fill("1000");
      await ethanol.fill("3.50");
      await gasoline.fill("5.50");
      await calculate.click();
      // An unusable figure is not computed: the calculation waits for it, with focus and the message at the field.
      await expect(gasolineKm).toBeFocused();
      await expect(page.getByText("Informe o consumo com gasolina em km/l")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await gasolineKm.fill("11");
      await calculate.click();
      await expect(page.getByText(/Num tanque cheio/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
