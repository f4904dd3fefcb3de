import { expect, PAGES, test, waitForHydration } from "./fixtures.ts";

test.describe("security headers", () => {
  for (const path of [...PAGES.map((page) => page.path), "/pagina-que-nao-existe"]) {
    test(`${path} carries the security headers and a strict CSP <meta>`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      // What a <meta> cannot carry travels as a header.
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      const csp = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(await response.text())?.[1] ?? "";
      for (const directive of [
        "default-src 'self'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
        "connect-src 'self'",
        "img-src 'self' data: https://images.unsplash.com",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+(;|$)/);
      expect(csp).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+(;|$)/);
      expect(csp).not.toContain("unsafe-inline");
      expect(csp).not.toContain("googletagmanager");
      expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["permissions-policy"]).toContain("geolocation=(self)");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    });
  }

  for (const path of ["/manifest.webmanifest", "/favicon.svg"]) {
    test(`${path} is served with the security headers`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    });
  }

  for (const { path } of PAGES) {
    test(`${path} runs without any Content Security Policy violation`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { violations: string[] }).violations = [];
        document.addEventListener("securitypolicyviolation", (event) =>
          (window as unknown as { violations: string[] }).violations.push(
            `${event.violatedDirective} ${event.blockedURI}`,
          ),
        );
      });
      await page.goto(path);
      await waitForHydration(page);
      if (path === "/") {
        await page.getByLabel("Preço do Etanol (R$ por litro)").fill("3.9");
        await page.getByLabel("Preço da Gasolina (R$ por litro)").fill("5.9");
        await page.getByRole("button", { name: "Calcular" }).click();
        await expect(page.getByText("O etanol custa", { exact: false })).toBeVisible();
        await page.getByRole("region", { name: "Notícias e Análises do Setor Automotivo" }).scrollIntoViewIfNeeded();
        await expect(page.locator("article time").first()).toBeVisible();
      }
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    });
  }
});

test.describe("analytics off (no GA_ID)", () => {
  test("no banner, no cookie preferences, no request to Google", async ({ page, context }) => {
    const google: string[] = [];
    context.on("request", (request) => {
      if (/google/.test(new URL(request.url()).hostname)) google.push(request.url());
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForTimeout(300);
    await expect(page.getByRole("region", { name: "Sua privacidade" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Preferências de cookies" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacidade" })).toHaveAttribute(
      "href",
      "/privacidade",
    );
    expect(google).toEqual([]);
    expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");
  });
});
