import { describe, expect, it } from "vitest";
import { jsonLdText, pageMeta } from "./page-meta.ts";
import { SITE_URL } from "./site.ts";

describe("pageMeta", () => {
  it("gives title, description, canonical URL, Open Graph, Twitter and one JSON-LD graph", () => {
    const head = pageMeta({ title: "Blog", description: "Dicas.", path: "/blog", jsonLd: [{ "@type": "FAQPage" }] });
    expect(head.title).toBe("Blog | Etanol ou Gasolina?");
    expect(head.canonical).toBe(`${SITE_URL}/blog`);
    expect(head.meta).toContainEqual({ name: "description", content: "Dicas." });
    expect(head.meta).toContainEqual({ property: "og:url", content: `${SITE_URL}/blog` });
    expect(head.meta).toContainEqual({ property: "og:type", content: "website" });
    expect(head.meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    const graph = head.jsonLd["@graph"] as Array<{ "@type": string }>;
    expect(graph.map((node) => node["@type"])).toEqual(["WebSite", "Organization", "FAQPage"]);
  });

  it("names the generic share image, or the page's own card, with its text alternative", () => {
    const generic = pageMeta({ title: "Blog", description: "d", path: "/blog" }).meta;
    expect(generic).toContainEqual({ property: "og:image", content: `${SITE_URL}/og-image.png` });
    expect(generic).toContainEqual({
      property: "og:image:alt",
      content: "Calculadora Etanol ou Gasolina? (regra dos 70%)",
    });
    const card = {
      path: "/og/sao-paulo-0123456789ab.png",
      width: 1200,
      height: 630,
      alt: "São Paulo. Etanol compensa.",
    };
    const own = pageMeta({ title: "SP", description: "d", path: "/precos/sp", image: card }).meta;
    for (const tag of [
      { property: "og:image", content: `${SITE_URL}/og/sao-paulo-0123456789ab.png` },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: "São Paulo. Etanol compensa." },
      { name: "twitter:image:alt", content: "São Paulo. Etanol compensa." },
    ]) {
      expect(own).toContainEqual(tag);
    }
    // X falls back to the Open Graph title, description and image: they are not written twice.
    for (const name of ["twitter:title", "twitter:description", "twitter:image"]) {
      expect(own.some((tag) => "name" in tag && tag.name === name)).toBe(false);
    }
  });

  it("marks a page without a path as noindex, with no canonical URL", () => {
    const head = pageMeta({ title: "Página não encontrada", description: "x" });
    expect(head.meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(head.canonical).toBeNull();
    expect(head.meta.some((tag) => "property" in tag && tag.property === "og:url")).toBe(false);
  });

  it("gives an article og:type article and its published and modified times", () => {
    const { meta } = pageMeta({
      title: "A",
      description: "d",
      path: "/blog/a",
      article: { published: new Date("2026-11-10"), modified: new Date("2026-11-20") },
    });
    expect(meta).toContainEqual({ property: "og:type", content: "article" });
    expect(meta).toContainEqual({ property: "article:published_time", content: "2026-11-10T00:00:00.000Z" });
    expect(meta).toContainEqual({ property: "article:modified_time", content: "2026-11-20T00:00:00.000Z" });
  });
});

describe("jsonLdText", () => {
  it("cannot close its script element, and stays the same JSON", () => {
    const document = { name: "</script><script>alert(1)</script>" };
    const text = jsonLdText(document);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(document);
  });
});
