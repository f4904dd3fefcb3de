/**
 * The pump job: the verdict answers a tap that comes before the
 * calculator's code, from the page itself, and the island then takes over
 * the very card the page drew, shown and announced once; the product
 * photos, the page's only third-party requests, wait for it.
 */
import type { Page } from "@playwright/test";
import { expect, seriousViolations, test, waitForHydration } from "./fixtures.ts";

const VERDICT = "Resultado: Abasteça com Etanol!";
const SAVINGS =
  "Você economiza aproximadamente R$\u00a00,21 por litro abastecendo com etanol (considerando a regra dos 70%).";
const DISCLAIMER = /^Este cálculo é uma estimativa\./;

/** Holds every script file of the site (the islands' code) until the returned function is called. */
async function holdIslandCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Records, from the first paint on, the most verdict cards and result headings ever on the page at once. */
async function countVerdictsOnScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const most = { cards: 0, headings: 0 };
    (window as unknown as { mostVerdicts: typeof most }).mostVerdicts = most;
    new MutationObserver(() => {
      most.cards = Math.max(most.cards, document.querySelectorAll("[data-verdict]").length);
      const headings = [...document.querySelectorAll("h3")].filter((h) => h.textContent?.startsWith("Resultado:"));
      most.headings = Math.max(most.headings, headings.length);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Types both prices as a driver does ("4,19") and taps Calcular. */
async function typeAndTap(page: Page): Promise<void> {
  await page.getByLabel("Preço do Etanol (R$ por litro)").click();
  await page.keyboard.type("4,19");
  await page.getByLabel("Preço da Gasolina (R$ por litro)").click();
  await page.keyboard.type("6,29");
  await page.getByRole("button", { name: "Calcular" }).click();
}

/** Checks the result on screen, once: headline, savings message, disclaimer. */
async function expectTheVerdictOnce(page: Page): Promise<void> {
  const region = page.locator("[data-verdict-region]");
  await expect(region.getByRole("heading", { name: VERDICT })).toBeVisible();
  await expect(region.getByRole("heading", { name: VERDICT })).toHaveCount(1);
  await expect(region.getByText(SAVINGS, { exact: true })).toHaveCount(1);
  await expect(region.getByText(DISCLAIMER)).toHaveCount(1);
  await expect(region.getByText(DISCLAIMER)).toBeVisible();
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`a tap before the calculator's code arrives, ${viewport.width}px`, () => {
    test.use({ viewport });

    test("shows the verdict at once; the island then takes over with the same result, shown once", async ({ page }) => {
      await countVerdictsOnScreen(page);
      const release = await holdIslandCode(page);
      await page.goto("/");
      await typeAndTap(page);
      await expectTheVerdictOnce(page);
      await expect(page.locator("[data-verdict-region]")).toBeInViewport();
      await expect(page.getByRole("button", { name: "Calcular" })).toBeVisible();
      expect(new URL(page.url()).search).toBe("");

      release();
      const toasts = page.getByRole("region", { name: /Notificações/ }).getByRole("listitem");
      await expect(toasts).toHaveCount(1);
      await expect(toasts).toContainText("Cálculo Concluído!");
      await expect(toasts).toContainText("Com base nos preços informados, a opção mais vantajosa é: Etanol.");
      await expect(page.getByText("O etanol custa 66,6% do preço da gasolina").first()).toBeVisible();
      await expectTheVerdictOnce(page);
      expect(await page.evaluate(() => (window as unknown as { mostVerdicts: unknown }).mostVerdicts)).toEqual({
        cards: 1,
        headings: 1,
      });
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

/** What happened to the verdict's live region and card, from before the tap on. */
interface VerdictLog {
  /** Every change to the live region's own children: [nodes added, nodes removed]. */
  regionChanges: [number, number][];
  /** Whether the first card drawn ever left the page. */
  cardRemoved: boolean;
  /** The verdict's text when the recording started ("": none), then each time it changed. */
  texts: string[];
}

/**
 * Marks the live region and, once drawn, the first verdict card with a property of their own, and records in
 * `window.verdictLog` every change to the region's children, every removal of that card and every change of the
 * verdict's text.
 */
async function recordTheVerdict(page: Page): Promise<void> {
  await page.evaluate(() => {
    const region = document.querySelector("[data-verdict-region]") as Element & { theRegion?: true };
    region.theRegion = true;
    const verdictText = () => region.querySelector("[data-verdict]")?.textContent ?? "";
    const log: VerdictLog = { regionChanges: [], cardRemoved: false, texts: [verdictText()] };
    (window as unknown as { verdictLog: VerdictLog }).verdictLog = log;
    let card: (Element & { theCard?: true }) | null = null;
    new MutationObserver((records) => {
      for (const record of records) {
        const removed = [...record.removedNodes];
        if (card && removed.some((node) => node === card || node.contains(card))) log.cardRemoved = true;
        if (record.target === region) log.regionChanges.push([record.addedNodes.length, removed.length]);
      }
      if (!card && region.firstElementChild) {
        card = region.firstElementChild;
        card.theCard = true;
      }
      if (verdictText() !== log.texts.at(-1)) log.texts.push(verdictText());
    }).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  });
}

/** The log {@link recordTheVerdict} keeps, and whether the region and its card are still the ones it marked. */
function verdictLog(page: Page) {
  return page.evaluate(() => {
    const region = document.querySelector("[data-verdict-region]") as (Element & { theRegion?: true }) | null;
    const card = region?.firstElementChild as (Element & { theCard?: true }) | null;
    const log = (window as unknown as { verdictLog: VerdictLog }).verdictLog;
    return { ...log, sameRegion: region?.theRegion === true, sameCard: card?.theCard === true };
  });
}

test("the island takes over the card the page drew: the same node, never removed, its verdict unchanged", async ({
  page,
}) => {
  const release = await holdIslandCode(page);
  await page.goto("/");
  await recordTheVerdict(page);
  await typeAndTap(page);
  await expectTheVerdictOnce(page);
  const early = await verdictLog(page);
  expect(early).toMatchObject({ regionChanges: [[1, 0]], cardRemoved: false, sameRegion: true, sameCard: true });
  // Nothing before the tap; the verdict, drawn once.
  expect(early.texts).toEqual(["", `${VERDICT}${SAVINGS}`]);
  // The driver selects the verdict to copy it: the selection stays through hydration.
  await page.evaluate(() => getSelection()?.selectAllChildren(document.querySelector("[data-verdict] h3")!));

  release();
  await expect(page.locator("form[data-calculator]")).toHaveAttribute("data-hydrated", "");
  await expect(page.getByText("O etanol custa 66,6% do preço da gasolina").first()).toBeVisible();
  await expectTheVerdictOnce(page);
  expect(await verdictLog(page)).toEqual(early);
  expect(await page.evaluate(() => getSelection()?.toString())).toBe(VERDICT);
  await expect(page.locator("[data-verdict-details]")).toHaveAttribute("aria-live", "off");

  // A second calculation: the same card says the new verdict, in one change.
  await page.getByLabel("Preço do Etanol (R$ por litro)").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("4,50");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(page.getByRole("heading", { name: "Resultado: Abasteça com Gasolina!" })).toBeVisible();
  const after = await verdictLog(page);
  expect(after).toMatchObject({ regionChanges: [[1, 0]], cardRemoved: false, sameRegion: true, sameCard: true });
  expect(after.texts).toEqual([
    "",
    `${VERDICT}${SAVINGS}`,
    // 4,50 ÷ 0,7 − 6,29 = 0,1386: R$ 0,14 per litre.
    "Resultado: Abasteça com Gasolina!Você economiza aproximadamente R$\u00a00,14 por litro abastecendo com gasolina (considerando a regra dos 70%).",
  ]);
});

test("with the car's own figures stored, the tap waits for the island, which decides with them", async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem("car_profile", JSON.stringify({ ethanolKmPerLitre: "9", gasolineKmPerLitre: "12" })),
  );
  const release = await holdIslandCode(page);
  await page.goto("/");
  // 4,30 ÷ 6,10 = 70,5%: gasoline by the 70% rule, ethanol by this car's 75%.
  await page.getByLabel("Preço do Etanol (R$ por litro)").click();
  await page.keyboard.type("4,30");
  await page.getByLabel("Preço da Gasolina (R$ por litro)").click();
  await page.keyboard.type("6,10");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(page.getByRole("button", { name: "Calculando…" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Resultado/ })).toHaveCount(0);
  release();
  await expect(page.getByRole("heading", { name: "Resultado: Abasteça com Etanol!" })).toBeVisible();
  await expect(page.getByText(/considerando o consumo do seu carro: 75%/)).toBeVisible();
});

test("no product photo before the calculator is ready; then they come as the visitor nears them", async ({ page }) => {
  const photos: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname === "images.unsplash.com") photos.push(request.url());
  });
  const release = await holdIslandCode(page);
  await page.goto("/");
  await typeAndTap(page);
  await expect(page.getByRole("heading", { name: VERDICT })).toBeVisible();
  await page.waitForLoadState("load");
  await page.waitForTimeout(1000);
  expect(photos).toEqual([]);
  // The section itself is in the page from the start; only its photos wait.
  const products = page.getByRole("region", { name: "Produtos Recomendados para Seu Veículo" });
  await expect(products.getByRole("article")).toHaveCount(3);

  release();
  await products.scrollIntoViewIfNeeded();
  await expect.poll(() => photos.length).toBeGreaterThan(0);
});

test("a returning visit with the service worker in control, from an ad link (?gclid=x): the verdict, once", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error("no active service worker");
  });
  await countVerdictsOnScreen(page);
  await page.goto("/?gclid=x");
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await typeAndTap(page);
  await expectTheVerdictOnce(page);
  await expect(page.getByRole("region", { name: /Notificações/ })).toContainText("Cálculo Concluído!");
  await expect(page.getByText("O etanol custa 66,6% do preço da gasolina").first()).toBeVisible();
  await expectTheVerdictOnce(page);
  expect(await page.evaluate(() => (window as unknown as { mostVerdicts: unknown }).mostVerdicts)).toEqual({
    cards: 1,
    headings: 1,
  });
  expect(new URL(page.url()).search).toBe("?gclid=x");
});
