/**
 * The live hints come from the page itself, with no island code,
 * and each toast replaces the one on screen at once, in the spec's words.
 */
import { expect, test } from "./fixtures.ts";

test("the live hints appear while typing with every script file of the site blocked", async ({
  page,
  consoleErrors,
}) => {
  await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
  await page.goto("/");
  const ethanol = page.getByLabel("Preço do Etanol (R$ por litro)");
  const gasoline = page.getByLabel("Preço da Gasolina (R$ por litro)");
  await gasoline.click();
  await page.keyboard.type("6,29");
  // 6,29 × 70% = 4,403: ethanol pays off up to R$ 4,40.
  await expect(page.getByText("O etanol compensa até R$\u00a04,40", { exact: true })).toBeVisible();
  await expect(ethanol).toHaveAccessibleDescription("O etanol compensa até R$\u00a04,40");
  await ethanol.click();
  await page.keyboard.type("4,19");
  // 4,19 ÷ 70% = 5,9857…: gasoline pays off strictly below it, up to R$ 5,98.
  await expect(page.getByText("A gasolina compensa até R$\u00a05,98", { exact: true })).toBeVisible();
  await expect(gasoline).toHaveAccessibleDescription("A gasolina compensa até R$\u00a05,98");
  expect(await page.locator("astro-island[ssr]").count()).toBeGreaterThan(0);
  // The blocked files are the only errors: the browser names each refused request.
  expect(consoleErrors.every((error) => /Failed to (load|fetch)|dynamically imported|ERR_FAILED/.test(error))).toBe(
    true,
  );
  consoleErrors.length = 0;
});

test("each new toast replaces the one on screen within a second, in the spec's words", async ({ page }) => {
  await page.goto("/");
  const ethanol = page.getByLabel("Preço do Etanol (R$ por litro)");
  const calculate = page.getByRole("button", { name: "Calcular" });
  const toasts = page.getByRole("region", { name: /Notificações/ }).getByRole("listitem");
  await ethanol.fill("3.99");
  await page.getByLabel("Preço da Gasolina (R$ por litro)").fill("5.89");
  await calculate.click();
  await expect(toasts.getByText("Cálculo Concluído!", { exact: true })).toBeVisible();
  await expect(
    toasts.getByText("Com base nos preços informados, a opção mais vantajosa é: Etanol.", { exact: true }),
  ).toBeVisible();

  await ethanol.fill("4.99");
  await calculate.click();
  await expect(
    toasts.getByText("Com base nos preços informados, a opção mais vantajosa é: Gasolina.", { exact: true }),
  ).toBeVisible({ timeout: 1000 });
  await expect(toasts).toHaveCount(1);
  await expect(toasts.getByText("Cálculo Concluído!", { exact: true })).toBeVisible();

  await ethanol.fill("0");
  await calculate.click();
  await expect(toasts.getByText("Erro de Entrada", { exact: true })).toBeVisible({ timeout: 1000 });
  await expect(toasts).toHaveCount(1);
  await expect(
    toasts.getByText("Por favor, insira valores válidos e positivos para ambos os combustíveis.", { exact: true }),
  ).toBeVisible();
});

test("while the driver types, the toaster's files are fetched but not run, and the page is not restyled", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto("/");
  await page.getByLabel("Preço do Etanol (R$ por litro)").click();
  await page.keyboard.type("3,99");
  const files = (await (await page.request.get("/toaster-files.json")).json()) as string[];
  expect(files.length).toBeGreaterThan(1);
  await expect.poll(() => files.every((file) => fetched.includes(file))).toBe(true);
  const later = await page.locator("html").getAttribute("data-later-styles");
  expect(fetched).toContain(later);
  // Fetched only: the island has not hydrated, no toaster is mounted and the later stylesheet is not applied.
  expect(await page.locator("astro-island[ssr]").count()).toBe(2);
  await expect(page.locator("#toasts")).toHaveCount(0);
  await expect(page.locator(`link[rel="stylesheet"][href="${later}"]`)).toHaveCount(0);
});
