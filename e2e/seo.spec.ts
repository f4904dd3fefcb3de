import { SITE_URL as SITE } from "#site-config";
import { ARTICLE_COUNT, expect, PAGES, test, waitForHydration } from "./fixtures.ts";

type Node = Record<string, unknown> & { "@type": string };

/** The JSON-LD graph of a page, from its raw prerendered HTML. */
function jsonLd(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
  expect(blocks).toHaveLength(1);
  expect(blocks[0]["@context"]).toBe("https://schema.org");
  return blocks[0]["@graph"];
}

function meta(html: string, attribute: "name" | "property", key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key.replace(/[:+]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];
}

/** A share card's address: /og/<name>-<12 hex digits of its hash>.png. */
const CARD = new RegExp(`^${SITE}/og/[a-z0-9-]+-[0-9a-f]{12}\\.png$`);

test.describe("search engines and sharing", () => {
  for (const { path, title } of PAGES) {
    test(`${path}: canonical URL, Open Graph and Twitter card, WebSite and Organization`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const url = path === "/" ? `${SITE}/` : `${SITE}${path}`;
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="${url}"/?>`));
      expect(meta(html, "property", "og:url")).toBe(url);
      expect(meta(html, "property", "og:title")).toBe(`${title} | Etanol ou Gasolina?`);
      expect(meta(html, "property", "og:description")!.length).toBeGreaterThan(50);
      // /precos shows the week's answer in its own card; the other pages of the bar share the generic picture.
      const image = meta(html, "property", "og:image");
      if (path === "/precos") expect(image).toMatch(CARD);
      else expect(image).toBe(`${SITE}/og-image.png`);
      // X's card takes og:image, og:title and og:description, which it falls back to when its own are absent.
      expect(meta(html, "name", "twitter:image")).toBeUndefined();
      expect(meta(html, "property", "og:image:alt")).toMatch(
        path === "/precos" ? /^Brasil\. .*compensa\./ : /^Calculadora/,
      );
      expect(meta(html, "property", "og:image:width")).toBe("1200");
      expect(meta(html, "property", "og:image:height")).toBe("630");
      expect(meta(html, "property", "og:locale")).toBe("pt_BR");
      expect(meta(html, "name", "twitter:card")).toBe("summary_large_image");
      expect(meta(html, "name", "theme-color")).toBe("#15803d");
      expect(html).toContain('rel="apple-touch-icon" href="/apple-touch-icon.png"');
      expect(html).toContain('rel="icon" href="/icons/favicon-32.png"');
      const graph = jsonLd(html);
      const website = graph.find((node) => node["@type"] === "WebSite");
      expect(website).toMatchObject({ name: "Etanol ou Gasolina?", url: `${SITE}/`, inLanguage: "pt-BR" });
      expect(graph.find((node) => node["@type"] === "Organization")).toMatchObject({
        url: `${SITE}/`,
        logo: `${SITE}/icons/icon-512.png`,
      });
    });
  }

  test("home: WebApplication, no FAQPage, the structured data after the content", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const graph = jsonLd(html);
    expect(graph.find((node) => node["@type"] === "WebApplication")).toMatchObject({
      applicationCategory: "UtilitiesApplication",
      offers: { "@type": "Offer", price: "0", priceCurrency: "BRL" },
    });
    expect(graph.map((node) => node["@type"])).not.toContain("FAQPage");
    expect(html.indexOf("application/ld+json")).toBeGreaterThan(html.indexOf("</main>"));
  });

  test("blog: one BlogPosting per post card, each the main entity of its own article page", async ({
    request,
    page,
  }) => {
    const graph = jsonLd(await (await request.get("/blog")).text());
    const posts = graph.filter((node) => node["@type"] === "BlogPosting");
    expect(posts).toHaveLength(6);
    await page.goto("/blog");
    for (const post of posts) {
      expect(post.headline).toEqual(expect.any(String));
      expect(post.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.url).toMatch(new RegExp(`^${SITE}/blog/[a-z0-9-]+$`));
      const path = new URL(String(post.url)).pathname;
      await expect(
        page
          .getByRole("article")
          .filter({ hasText: String(post.headline) })
          .getByRole("link")
          .first(),
      ).toHaveAttribute("href", path);
      const article = jsonLd(await (await request.get(path)).text());
      expect(article.find((node) => node["@type"] === "BlogPosting")).toMatchObject({
        headline: post.headline,
        mainEntityOfPage: { "@type": "WebPage", "@id": post.url },
      });
      expect(article.find((node) => node["@type"] === "BreadcrumbList")).toMatchObject({
        itemListElement: [{ name: "Início" }, { name: "Blog" }, { name: post.headline, item: post.url }],
      });
    }
  });

  test("the not-found page is not indexed", async ({ request }) => {
    const html = await (await request.get("/sem-pagina")).text();
    expect(meta(html, "name", "robots")).toBe("noindex");
    expect(html).not.toContain('rel="canonical"');
  });

  test("the sitemap lists the pages and robots.txt points to it", async ({ request }) => {
    const index = await request.get("/sitemap-index.xml");
    expect(index.headers()["content-type"]).toContain("xml");
    const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    expect(sitemaps).toEqual(["/sitemap-0.xml"]);
    const sitemap = await (await request.get(sitemaps[0]!)).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      expect.arrayContaining([`${SITE}/`, `${SITE}/blog`, `${SITE}/curiosidades`, `${SITE}/privacidade`]),
    );
    // Every article, however many src/content/blog holds.
    expect(locations.filter((url) => url!.startsWith(`${SITE}/blog/`))).toHaveLength(ARTICLE_COUNT);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
  });

  test("a state page, a city page and an article name their own card, which names the place and the answer", async ({
    request,
  }) => {
    for (const [path, start] of [
      ["/precos/sp", /^São Paulo\. (Etanol|Gasolina) compensa\. Etanol a [\d,]+% da gasolina\./],
      ["/precos/sp/campinas", /^Campinas \(SP\)\. (Etanol|Gasolina) compensa\. Etanol a [\d,]+% da gasolina\./],
      ["/blog/calibragem-dos-pneus", /^Blog\. Calibragem dos pneus/],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(meta(html, "property", "og:image"), path).toMatch(CARD);
      expect(meta(html, "property", "og:image:alt"), path).toMatch(start);
    }
  });

  test("the share images and icons are served with their real sizes; the cards cached for a year", async ({
    request,
  }) => {
    const card = new URL(meta(await (await request.get("/precos/sp")).text(), "property", "og:image")!).pathname;
    const cardResponse = await request.get(card);
    expect(cardResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request.get("/og-image.png")).headers()["cache-control"]).toBe("no-cache");
    for (const [path, width, height] of [
      ["/og-image.png", 1200, 630],
      [card, 1200, 630],
      ["/apple-touch-icon.png", 180, 180],
      ["/icons/icon-192.png", 192, 192],
      ["/icons/icon-512.png", 512, 512],
      ["/icons/icon-maskable-512.png", 512, 512],
      ["/icons/favicon-32.png", 32, 32],
    ] as const) {
      const response = await request.get(path);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([width, height]);
    }
  });
});

test.describe("installable", () => {
  test("the Portuguese web app manifest is valid and linked once the page is interactive", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({
      name: "Etanol ou Gasolina? Calculadora de combustível",
      short_name: "Etanol ou Gasolina",
      lang: "pt-BR",
      start_url: "/",
      display: "standalone",
      theme_color: "#15803d",
      background_color: "#f8fafc",
    });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ src: "/icons/icon-192.png", sizes: "192x192" }),
        expect.objectContaining({ src: "/icons/icon-512.png", sizes: "512x512" }),
        expect.objectContaining({ sizes: "512x512", purpose: "maskable" }),
      ]),
    );
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  });
});
