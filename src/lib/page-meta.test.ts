import { describe, expect, it } from "vitest";
import { infoCards } from "../content/info-cards";
import { pageMeta } from "./page-meta";
import { faqPageNode } from "./structured-data";

describe("pageMeta", () => {
  it("gives title, description, canonical URL, Open Graph, Twitter and one JSON-LD graph", () => {
    const meta = pageMeta({ title: "Blog", description: "Dicas.", path: "/blog", jsonLd: [faqPageNode(infoCards)] });
    expect(meta).toContainEqual({ title: "Blog | Etanol ou Gasolina?" });
    expect(meta).toContainEqual({ name: "description", content: "Dicas." });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.etanolougasolina.com.br/blog" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://www.etanolougasolina.com.br/blog" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    const graphs = meta.filter((item) => "script:ld+json" in item);
    expect(graphs).toHaveLength(1);
    const graph = (graphs[0] as { "script:ld+json": { "@graph": Array<{ "@type": string }> } })["script:ld+json"]["@graph"];
    expect(graph.map((node) => node["@type"])).toEqual(["WebSite", "Organization", "FAQPage"]);
  });

  it("marks a page without a path as noindex, with no canonical URL", () => {
    const meta = pageMeta({ title: "Página não encontrada", description: "x" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(meta.some((item) => "rel" in item)).toBe(false);
  });
});
