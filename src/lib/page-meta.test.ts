import { describe, expect, it } from "vitest";
import { jsonLdText, pageMeta } from "./page-meta";
import { SITE_URL } from "./site";

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
