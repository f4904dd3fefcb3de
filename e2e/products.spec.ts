import { expect, test, waitForHydration } from "./fixtures.ts";

const LABELS = ["espuma_magica", "restaurador_plasticos", "aditivo_flex"];

test.describe("recommended products", () => {
  test("three article cards with safe affiliate links and lazy, sized photos", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Produtos Recomendados para Seu Veículo" });
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading", { level: 3 })).toBeVisible();
      const link = card.getByRole("link");
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow sponsored");
      const image = card.locator("img");
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("width", "640");
      await expect(image).toHaveAttribute("height", "400");
      await expect(image).toHaveAttribute("alt", /\w{3,}/);
    }
  });

  test("each click sends gtag('event', 'click', …) with the product's label and opens a new tab", async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { calls: unknown[] }).calls = [];
      window.gtag = (...args: unknown[]) => (window as unknown as { calls: unknown[] }).calls.push(args);
    });
    await context.route(/amazon\.com\.br/, (route) => route.fulfill({ status: 200, body: "loja" }));
    await page.goto("/");
    await waitForHydration(page);
    const links = page.getByRole("region", { name: "Produtos Recomendados para Seu Veículo" }).getByRole("link");
    for (let index = 0; index < 3; index++) {
      const popup = page.waitForEvent("popup");
      await links.nth(index).click();
      await (await popup).close();
    }
    const calls = await page.evaluate(() => (window as unknown as { calls: unknown[] }).calls);
    expect(calls).toEqual(
      LABELS.map((label) => ["event", "click", { event_category: "affiliate", event_label: label }]),
    );
  });

  test("without gtag the link still opens and nothing breaks", async ({ page, context }) => {
    await context.route(/amazon\.com\.br/, (route) => route.fulfill({ status: 200, body: "loja" }));
    await page.goto("/");
    await waitForHydration(page);
    expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");
    const popup = page.waitForEvent("popup");
    await page
      .getByRole("region", { name: "Produtos Recomendados para Seu Veículo" })
      .getByRole("link")
      .first()
      .click();
    expect((await popup).url()).toContain("amazon.com.br");
  });

  test("a photo that cannot load becomes a tidy fallback, not a broken image", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await context.unroute("https://images.unsplash.com/**");
    await context.route("https://images.unsplash.com/**", (route) => route.abort("internetdisconnected"));
    await page.goto("/");
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Produtos Recomendados para Seu Veículo" });
    await section.scrollIntoViewIfNeeded();
    for (const card of await section.getByRole("article").all()) {
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator("img")).toHaveCount(0);
      await expect(card.getByRole("img")).toHaveAttribute("aria-label", /\w{3,}/);
    }
    // The browser itself logs each failed request; nothing else may fail.
    expect(consoleErrors.every((error) => error.includes("Failed to load resource"))).toBe(true);
    consoleErrors.length = 0;
  });
});
