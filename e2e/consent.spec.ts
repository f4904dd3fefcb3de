import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, openFirstProduct, test, waitForHydration } from "./fixtures.ts";

/** Runs against the build with GA_ID=G-TESTE12345 (e2e/settings-analytics/.env; playwright.config.ts, project "analytics"). */
const GOOGLE = /google-analytics\.com|googletagmanager\.com|analytics\.google\.com/;

/** Records every request to Google's hosts and answers gtag.js with a harmless script (no internet here). */
async function watchGoogle(context: BrowserContext) {
  const requests: string[] = [];
  await context.route(GOOGLE, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "/* gtag.js */" });
  });
  return requests;
}

async function openHome(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  return page.getByRole("region", { name: "Sua privacidade" });
}

test.describe("analytics with consent (LGPD)", () => {
  test("the banner asks first; nothing from Google loads before 'Aceitar'", async ({ page, context }) => {
    const requests = await watchGoogle(context);
    const banner = await openHome(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: "Política de privacidade" })).toHaveAttribute("href", "/privacidade");
    await page.getByLabel("Preço do Etanol (R$ por litro)").fill("3.5");
    await page.getByLabel("Preço da Gasolina (R$ por litro)").fill("5.5");
    await page.getByRole("button", { name: "Calcular" }).click();
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");
    const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  test("after 'Aceitar' Google's tag loads with Consent Mode and the affiliate click is sent", async ({
    page,
    context,
  }) => {
    const requests = await watchGoogle(context);
    await context.route(/amazon\.com\.br/, (route) => route.fulfill({ status: 200, body: "loja" }));
    const banner = await openHome(page);
    await banner.getByRole("button", { name: "Aceitar" }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => requests).toContain("https://www.googletagmanager.com/gtag/js?id=G-TESTE12345");
    const consent = await page.evaluate(() => (window.dataLayer as IArguments[]).map((entry) => Array.from(entry)));
    expect(consent.slice(0, 2)).toEqual([
      [
        "consent",
        "default",
        { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
      ],
      ["consent", "update", { analytics_storage: "granted" }],
    ]);
    await openFirstProduct(page);
    const events = await page.evaluate(() => (window.dataLayer as IArguments[]).map((entry) => Array.from(entry)));
    expect(events).toContainEqual(["event", "click", { event_category: "affiliate", event_label: "espuma_magica" }]);
    expect(await page.evaluate(() => localStorage.getItem("analytics_consent"))).toBe("granted");

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Sua privacidade" })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => typeof window.gtag)).toBe("function");
  });

  test("after 'Recusar' nothing loads, links still work, and the choice can be changed from the footer", async ({
    page,
    context,
  }) => {
    const requests = await watchGoogle(context);
    await context.route(/amazon\.com\.br/, (route) => route.fulfill({ status: 200, body: "loja" }));
    const banner = await openHome(page);
    await banner.getByRole("button", { name: "Recusar" }).click();
    await expect(banner).toBeHidden();
    await openFirstProduct(page);
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("analytics_consent"))).toBe("denied");

    await page.getByRole("button", { name: "Preferências de cookies" }).click();
    await expect(page.getByRole("region", { name: "Sua privacidade" })).toBeVisible();
    await page.getByRole("button", { name: "Aceitar" }).click();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
  });

  test("the CSP of this build allows Google's hosts, and the tag loads without a violation", async ({
    page,
    context,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const csp = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)![1]!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("https://*.googletagmanager.com");
    expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
    await watchGoogle(context);
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { violations: string[] }).violations.push(event.violatedDirective),
      );
    });
    const banner = await openHome(page);
    await banner.getByRole("button", { name: "Aceitar" }).click();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });

  test("typed prices never reach analytics: a calculation submitted before the JavaScript arrived", async ({
    page,
    context,
  }) => {
    const requests = await watchGoogle(context);
    await page.addInitScript(() => localStorage.setItem("analytics_consent", "granted"));
    await page.goto("/?etanol=3.99&gasolina=5.89");
    await expect(page.getByRole("heading", { name: "Resultado: Abasteça com Etanol!" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.location.search)).toBe("");
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    const config = await page.evaluate(() =>
      (window.dataLayer as IArguments[]).map((entry) => Array.from(entry)).find((entry) => entry[0] === "config"),
    );
    expect(config).toEqual(["config", "G-TESTE12345", { page_location: expect.stringMatching(/\/$/) }]);
    expect(JSON.stringify(config)).not.toMatch(/etanol|gasolina|3\.99/);
    expect(requests.some((url) => /etanol|gasolina/.test(url))).toBe(false);
  });

  test("'Recusar' after 'Aceitar' deletes Google's cookies", async ({ page, context }) => {
    await watchGoogle(context);
    const banner = await openHome(page);
    await banner.getByRole("button", { name: "Aceitar" }).click();
    await context.addCookies([
      { name: "_ga", value: "GA1.1.1", url: page.url() },
      { name: "_ga_TESTE12345", value: "GS1.1.1", url: page.url() },
    ]);
    await page.getByRole("button", { name: "Preferências de cookies" }).click();
    await page.getByRole("region", { name: "Sua privacidade" }).getByRole("button", { name: "Recusar" }).click();
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("analytics_consent"))).toBe("denied");
  });

  test("the privacy page names the controller of e2e/settings-analytics/.env and Google's cookies", async ({
    request,
  }) => {
    const html = await (await request.get("/privacidade")).text();
    expect(html).toContain("é Maria Teste da Silva, CPF 123.456.789-09.");
    expect(html).toContain('href="mailto:privacidade@example.com"');
    expect(html).not.toContain("não está configurada");
    expect(html).toContain("_ga_&lt;ID&gt;");
  });
});
