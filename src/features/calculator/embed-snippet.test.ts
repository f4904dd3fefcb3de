// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { EMBED_CREDIT, EMBED_FRAME_HEIGHT, embedSnippet } from "./embed-snippet.ts";

/** The snippet parsed as a browser would, inside a host page. */
function parsed(snippet: string) {
  const host = document.createElement("div");
  host.innerHTML = snippet;
  return { frame: host.querySelector("iframe"), links: [...host.querySelectorAll("a")], host };
}

describe("embedSnippet", () => {
  it("frames the calculator at full width up to 600 px, named, lazily, at the height that fits the verdict", () => {
    const { frame } = parsed(embedSnippet("https://site.example/embed/calculadora", "https://site.example/"));
    expect(frame?.getAttribute("src")).toBe("https://site.example/embed/calculadora");
    expect(frame?.style.width).toBe("100%");
    expect(frame?.style.maxWidth).toBe("600px");
    expect(frame?.style.borderStyle).toBe("none");
    // HTML's own attribute, in pixels, valid as written (a percentage is not).
    expect(frame?.getAttribute("height")).toBe(String(EMBED_FRAME_HEIGHT));
    expect(frame?.hasAttribute("width")).toBe(false);
    expect(frame?.getAttribute("loading")).toBe("lazy");
    expect(frame?.title).toBe("Calculadora etanol ou gasolina");
  });

  it("follows the frame with a plain link to the site, the credit the host page carries", () => {
    const { links, host } = parsed(
      embedSnippet("https://site.example/embed/calculadora?uf=sp", "https://site.example/"),
    );
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe("https://site.example/");
    expect(links[0]?.textContent).toBe(EMBED_CREDIT);
    expect(host.querySelector("iframe")?.getAttribute("src")).toBe("https://site.example/embed/calculadora?uf=sp");
  });

  it("escapes the addresses, so a query string stays one attribute", () => {
    const snippet = embedSnippet('https://site.example/embed/calculadora?a=1&b="x"', "https://site.example/");
    expect(snippet).toContain('src="https://site.example/embed/calculadora?a=1&amp;b=&quot;x&quot;"');
    expect(parsed(snippet).frame?.getAttribute("src")).toBe('https://site.example/embed/calculadora?a=1&b="x"');
  });
});
