import type { Page } from "@playwright/test";
/** The message thrown by src/testing/ErrorDrill.tsx. */
const DRILL_ERROR = "Erro proposital para testar a tela de erro";
import { expect, openFirstProduct, PAGES, test, waitForHydration } from "./fixtures.ts";

/** Replaces localStorage by one that throws on write and, with `read`, on read too, before any page script runs. */
async function breakStorage(page: Page, { read }: { read: boolean }) {
  await page.addInitScript((alsoRead) => {
    const fail = (name: string) => () => {
      throw new DOMException("armazenamento indisponível", name);
    };
    const broken = {
      getItem: alsoRead ? fail("SecurityError") : () => null,
      setItem: fail("QuotaExceededError"),
      removeItem: fail("SecurityError"),
    };
    Object.defineProperty(window, "localStorage", { get: () => broken });
  }, read);
}

async function useTheWholeHomePage(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByLabel("Preço do Etanol (R$ por litro)").fill("3.89");
  await page.getByLabel("Preço da Gasolina (R$ por litro)").fill("5.79");
  await page.locator("details").filter({ hasText: "Usar o consumo do meu carro" }).locator("summary").click();
  await page.getByLabel("Consumo com etanol (km/l)").fill("8");
  await page.getByLabel("Consumo com gasolina (km/l)").fill("11");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(page.getByRole("heading", { name: "Resultado: Abasteça com Etanol!" })).toBeVisible();
  await expect(page.getByText(/considerando o consumo do seu carro: 72,7%/)).toBeVisible();
  const news = page.getByRole("region", { name: "Notícias e Análises do Setor Automotivo" });
  await news.scrollIntoViewIfNeeded();
  await expect(news.locator("article time")).toHaveCount(6);
  await expect(news.locator("article time").first()).toHaveText(/^há \d+ segundos?$/);
}

test.describe("fault drills", () => {
  test("localStorage that throws on read and on write: everything works from memory", async ({ page }) => {
    await breakStorage(page, { read: true });
    await useTheWholeHomePage(page);
  });

  test("localStorage that is full (quota exceeded on write): everything works", async ({ page }) => {
    await breakStorage(page, { read: false });
    await useTheWholeHomePage(page);
  });

  test("an analytics function that throws does not stop the affiliate link", async ({ page, context }) => {
    await page.addInitScript(() => {
      window.gtag = () => {
        throw new Error("analytics quebrado");
      };
    });
    await context.route(/amazon\.com\.br/, (route) => route.fulfill({ status: 200, body: "loja" }));
    await page.goto("/");
    await waitForHydration(page);
    expect((await openFirstProduct(page)).url()).toContain("amazon.com.br");
  });

  test("an unhandled error shows the error screen, not a blank page", async ({ page, consoleErrors }) => {
    await page.goto("/__erro");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
    await expect(page.getByText(DRILL_ERROR)).toBeVisible();
    await expect(page.getByText(/algo deu errado/)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeVisible();
    await page.getByRole("link", { name: "Voltar para a calculadora" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGES[0].h1);
    // React reports the error it caught; nothing else may fail.
    expect(consoleErrors.every((error) => error.includes(DRILL_ERROR))).toBe(true);
    consoleErrors.length = 0;
  });

  test("the internal error page is kept out of search engines", async ({ request }) => {
    expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /__");
    expect(await (await request.get("/sitemap-0.xml")).text()).not.toContain("__erro");
    expect(await (await request.get("/__erro")).text()).toMatch(/<meta name="robots" content="noindex"\/?>/);
  });
});

/** Elements whose box sticks out past the right edge of the viewport. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Inside a frame that scrolls sideways (a wide table on a phone), content is reached by scrolling the frame.
    const inScrollingFrame = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (["auto", "scroll"].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll("body *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return (
          box.width > 0 &&
          box.right > width + 1 &&
          style.position !== "fixed" &&
          !element.closest(".sr-only") &&
          !inScrollingFrame(element)
        );
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 40)}`);
  });
}

for (const [label, viewport] of [
  ["a 320 px screen", { width: 320, height: 640 }],
  // 1280 × 800 at 200% zoom lays out like a 640 × 400 CSS px viewport.
  ["200% zoom", { width: 640, height: 400 }],
] as const) {
  test.describe(`on ${label}`, () => {
    test.use({ viewport });

    for (const path of [...PAGES.map((page) => page.path), "/precos/sp", "/carros", "/carros/chevrolet"]) {
      test(`${path}: no horizontal scroll and no clipped content`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        if (path === "/") {
          await page.getByLabel("Preço do Etanol (R$ por litro)").fill("4.19");
          await page.getByLabel("Preço da Gasolina (R$ por litro)").fill("5.99");
          await page.locator("details").filter({ hasText: "Usar o consumo do meu carro" }).locator("summary").click();
          const month = page.getByLabel("Quilômetros por mês (km)");
          await month.fill("abc");
          await page.getByRole("button", { name: "Calcular" }).click();
          // The unusable figure is questioned at its field first: the longest message, laid out too.
          await expect(page.getByText("Informe quantos quilômetros você roda por mês")).toBeVisible();
          expect(await overflowing(page)).toEqual([]);
          await month.fill("1.000");
          await page.getByRole("button", { name: "Calcular" }).click();
          await expect(page.getByText("O etanol custa", { exact: false })).toBeVisible();
        }
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        ).toBe(0);
        expect(await overflowing(page)).toEqual([]);
      });
    }
  });
}

test.describe("keyboard only", () => {
  test("every control is reached in order with Tab, and the calculator and toast work without a mouse", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const order: string[] = [];
    for (let step = 0; step < 13; step += 1) {
      await page.keyboard.press("Tab");
      order.push(
        await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          return (element.getAttribute("aria-label") ?? element.id) || element.textContent!.trim().slice(0, 27);
        }),
      );
    }
    expect(order).toEqual([
      "Pular para o conteúdo",
      "Etanol ou Gasolina?",
      "Calculadora",
      "Curiosidades",
      "Blog",
      "Carros",
      "Preços",
      "Abastecimentos",
      "etanol",
      "gasolina",
      "Calcular",
      "Usar os preços médios da mi",
      "Usar o consumo do meu carro",
    ]);
    await page.getByLabel("Preço do Etanol (R$ por litro)").focus();
    await page.keyboard.type("3.99");
    await page.keyboard.press("Tab");
    await page.keyboard.type("abc");
    await page.keyboard.press("Enter");
    const region = page.getByRole("region", { name: /Notificações/ });
    await expect(region).toContainText("Erro de Entrada");
    await expect(page.getByLabel("Preço do Etanol (R$ por litro)")).toHaveValue("3.99");
    await page.getByLabel("Preço da Gasolina (R$ por litro)").focus();
    await page.keyboard.type("5.99");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Resultado: Abasteça com Etanol!" })).toBeVisible();
    await page.keyboard.press("F8");
    await expect(region.locator("ol")).toBeFocused();
    // Tab goes to the toast itself, then to its close button.
    await page.keyboard.press("Tab");
    await expect(region.getByRole("listitem")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(region.getByRole("button", { name: "Fechar" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(region.getByRole("listitem")).toHaveCount(0);
  });
});
