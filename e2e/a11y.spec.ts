import { expect, expectOnlyTheNotFoundStatus, PAGES, seriousViolations, test, waitForHydration } from "./fixtures.ts";

const SCREENS = [
  ...PAGES.map(({ path }) => path),
  "/privacidade",
  "/dados",
  "/embed",
  "/embed/calculadora",
  "/rota-inexistente",
];

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`accessibility at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const path of SCREENS) {
      test(`${path}: no serious or critical axe violations`, async ({ page, consoleErrors }) => {
        await page.goto(path);
        await waitForHydration(page);
        if (path === "/rota-inexistente") expectOnlyTheNotFoundStatus(consoleErrors);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test("a kept week's page, the newest, reached from /dados: no serious or critical violations", async ({ page }) => {
      await page.goto("/dados");
      await page
        .getByRole("region", { name: /^Pesquisa mais recente/ })
        .getByRole("link", { name: /^Pesquisa de / })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: /^Pesquisa de / })).toBeVisible();
      await waitForHydration(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("home with a result, a toast and the menu open: no serious or critical violations", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await page.getByLabel("Preço do Etanol (R$ por litro)").fill("3.9");
      await page.getByLabel("Preço da Gasolina (R$ por litro)").fill("5.79");
      await page.getByRole("button", { name: "Calcular" }).click();
      await expect(page.getByRole("heading", { name: /Resultado/ })).toBeVisible();
      if (viewport.width < 768) await page.getByRole("navigation").locator("summary").click();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Calcular" }).focus();
      await page.getByLabel("Preço do Etanol (R$ por litro)").fill("");
      await page.getByRole("button", { name: "Calcular" }).click();
      await expect(page.getByRole("region", { name: /Notificações/ }).getByText("Erro de Entrada")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test("focus is visible on every control reached with Tab", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return { tag: element.tagName, outline: style.outlineStyle, width: style.outlineWidth };
    });
    expect(outline.outline, `${outline.tag} at step ${step}`).not.toBe("none");
  }
});
