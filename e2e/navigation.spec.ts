import { expect, PAGES, test, waitForHydration } from "./fixtures.ts";

test.describe("navigation", () => {
  test("desktop: Calculadora, Curiosidades, Blog and Preços, the current one marked", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link", { name: "Etanol ou Gasolina?" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    for (const { path, h1 } of PAGES) {
      const link = nav.getByRole("link", {
        name: { "/": "Calculadora", "/curiosidades": "Curiosidades", "/blog": "Blog", "/precos": "Preços" }[path],
        exact: true,
      });
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(link).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]:visible')).toHaveCount(1);
    }
  });

  test("Carros, Preços and Abastecimentos follow the product's three links in the header and in the footer", async ({
    page,
  }) => {
    const labels = ["Calculadora", "Curiosidades", "Blog", "Carros", "Preços", "Abastecimentos"];
    await page.goto("/carros/fiat");
    const header = page.getByRole("navigation", { name: "Principal" }).getByRole("listitem");
    await expect(header).toHaveText(labels);
    const footer = page.getByRole("contentinfo").getByRole("navigation", { name: "Rodapé" });
    await expect(footer.getByRole("link")).toHaveText(labels);
    await footer.getByRole("link", { name: "Preços" }).click();
    await expect(page).toHaveURL(/\/precos$/);
    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Carros" }).click();
    await expect(page).toHaveURL(/\/carros$/);
    await expect(
      page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Carros", exact: true }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("the skip link moves focus to the content", async ({ page }) => {
    await page.goto("/curiosidades");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});

test.describe("navigation on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("links are hidden; the Menu opens them, and closes after navigating", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link", { name: "Curiosidades" })).toBeHidden();
    const menu = nav.locator("summary");
    await expect(menu).toHaveText("Menu");
    await menu.click();
    const curiosities = nav.getByRole("link", { name: "Curiosidades" });
    await expect(curiosities).toBeVisible();
    await expect(nav.getByRole("link", { name: "Calculadora" }).locator("visible=true")).toHaveAttribute(
      "aria-current",
      "page",
    );
    await curiosities.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGES[1].h1);
    await expect(curiosities).toBeHidden();
  });

  test("the Menu lists Carros, Preços and Abastecimentos after the product's three links", async ({ page }) => {
    await page.goto("/precos");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Principal" });
    await nav.locator("summary").click();
    await expect(nav.getByRole("link").locator("visible=true")).toHaveText([
      "Etanol ou Gasolina?",
      "Calculadora",
      "Curiosidades",
      "Blog",
      "Carros",
      "Preços",
      "Abastecimentos",
    ]);
    await nav.getByRole("link", { name: "Carros" }).locator("visible=true").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Qual o limite do etanol no seu carro?");
  });

  test("Escape closes the menu and returns focus to it", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    const menu = page.locator("summary");
    await menu.click();
    // The footer repeats the links: the menu's are the navigation bar's.
    const curiosities = page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Curiosidades" });
    await expect(curiosities.locator("visible=true")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(curiosities.locator("visible=true")).toHaveCount(0);
    await expect(menu).toBeFocused();
  });
});
