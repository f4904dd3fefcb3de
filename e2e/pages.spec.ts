import { expect, expectOnlyTheNotFoundStatus, PAGES, test, waitForHydration } from "./fixtures.ts";

test.describe("prerendered pages", () => {
  for (const { path, h1, title } of PAGES) {
    test(`${path} is served as real HTML with its heading, navigation and meta`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).toContain('<html lang="pt-BR"');
      expect(html).toContain(`>${h1}</h1>`);
      expect(html).toContain(`<title>${title} | Etanol ou Gasolina?</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain('rel="icon" href="/favicon.svg"');
      for (const label of ["Calculadora", "Curiosidades", "Blog"]) expect(html).toContain(label);
      expect(html).toMatch(new RegExp(`<a aria-current="page"[^>]*href="${path}"`));
      expect(html).toContain("Pular para o conteúdo");
    });

    test(`${path} hydrates with one h1, landmarks and the footer`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText("regra dos 70%");
      await expect(footer).toContainText("estimativas");
      await expect(footer).toContainText("consumo real varia");
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    });
  }

  test("without JavaScript, the home page still reads whole: products with their photos, cards and news", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const products = page.getByRole("region", { name: "Produtos Recomendados para Seu Veículo" });
    await expect(products.getByRole("article")).toHaveCount(3);
    await expect(products.getByRole("img")).toHaveCount(3);
    await expect(
      page.getByRole("region", { name: "Entenda Mais Sobre Etanol e Gasolina" }).getByRole("article"),
    ).toHaveCount(6);
    await expect(
      page.getByRole("region", { name: "Notícias e Análises do Setor Automotivo" }).getByRole("article"),
    ).toHaveCount(6);
    await context.close();
  });

  test("home shows its sections in the product's order", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      "Calculadora",
      "Produtos Recomendados para Seu Veículo",
      "Entenda Mais Sobre Etanol e Gasolina",
      "Notícias e Análises do Setor Automotivo",
    ]);
    const info = page.getByRole("region", { name: "Entenda Mais Sobre Etanol e Gasolina" });
    await expect(info.getByRole("article")).toHaveCount(6);
    for (const topic of [
      /70%/,
      /consumo do meu carro/i,
      /gastar menos/i,
      /combustível do posto/i,
      /manutenção/i,
      /ar-condicionado/i,
    ]) {
      await expect(info.getByRole("heading", { level: 3, name: topic })).toBeVisible();
    }
  });

  test("curiosities: nine fact cards, each with a heading and a source", async ({ page }) => {
    await page.goto("/curiosidades");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(9);
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(card).toContainText("Fonte:");
    }
  });

  test("blog: six post cards with date and author, and the inert 'Carregar Mais Posts'", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(card.locator("time")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    }
    const affiliate = page.getByRole("link", { name: /Link de afiliado/ });
    expect(await affiliate.count()).toBeGreaterThan(0);
    await expect(affiliate.first()).toHaveAttribute("rel", "noopener noreferrer nofollow sponsored");
    const button = page.getByRole("button", { name: "Carregar Mais Posts" });
    await button.click();
    await expect(cards).toHaveCount(6);
    expect(page.url()).toMatch(/\/blog$/);
  });

  test("the privacy note is a prerendered page linked from every footer", async ({ page, request }) => {
    const html = await (await request.get("/privacidade")).text();
    expect(html).toContain(">Privacidade</h1>");
    expect(html).toContain("Lei 13.709/2018");
    // e2e/settings/.env names no controller: the page says so, and names no one else's address.
    expect(html).toContain("Esta cópia do site não está configurada");
    expect(html).not.toContain("mailto:");
    await page.goto("/blog");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacidade" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacidade");
  });

  test("every footer leads journalists and bloggers to the open data and the calculator for their site", async ({
    page,
  }) => {
    await page.goto("/precos");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Dados abertos" }).click();
    await expect(page).toHaveURL(/\/dados$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Dados abertos");
    await footer.getByRole("link", { name: "Calculadora para o seu site" }).click();
    await expect(page).toHaveURL(/\/embed$/);
    await expect(page.locator("iframe").first()).toBeAttached();
  });

  test("unknown paths get the Portuguese not-found page with status 404", async ({ page, request, consoleErrors }) => {
    const response = await request.get("/nao-existe");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Página não encontrada");
    await page.goto("/pagina/que/nao/existe");
    await waitForHydration(page);
    expectOnlyTheNotFoundStatus(consoleErrors);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: "Voltar para a calculadora" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAGES[0].h1);
  });

  test("static assets are precompressed and cached for a year", async ({ request, page }) => {
    await page.goto("/");
    const asset = await page.locator("astro-island[component-url]").first().getAttribute("component-url");
    expect(asset).toBeTruthy();
    const response = await request.get(asset!, { headers: { "Accept-Encoding": "br" } });
    expect(response.headers()["content-encoding"]).toBe("br");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const html = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(html.headers()["content-encoding"]).toBe("gzip");
    expect(html.headers()["cache-control"]).toBe("no-cache");
  });
});
