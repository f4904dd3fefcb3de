import { describe, expect, it } from "vitest";
import { cleanUrl, lowerScriptPriority } from "./finish-build";

describe("cleanUrl", () => {
  it.each([
    ["index.html", "/"],
    ["blog/index.html", "/blog"],
    ["blog/calibragem-dos-pneus/index.html", "/blog/calibragem-dos-pneus"],
    ["404.html", "404.html"],
    ["_astro/client.js", "_astro/client.js"],
  ])("precaches %s as %s", (file, url) => {
    expect(cleanUrl(file)).toBe(url);
  });
});

describe("lowerScriptPriority", () => {
  it("adds fetchpriority=low to each module script and changes nothing else", () => {
    const html =
      '<html><head><style>a>b{}</style><script type="module">inline()</script></head><body>' +
      '<script type="module" src="/_astro/a.js"></script><p>x</p><script type="module" src="/_astro/b.js"></script></body></html>';
    const result = lowerScriptPriority(html, "index.html");
    expect(result).toBe(
      html
        .replace('<script type="module" src="/_astro/a.js">', '<script fetchpriority="low" type="module" src="/_astro/a.js">')
        .replace('<script type="module" src="/_astro/b.js">', '<script fetchpriority="low" type="module" src="/_astro/b.js">'),
    );
  });

  it("fails, naming the page, when there is nothing to mark", () => {
    expect(() => lowerScriptPriority("<html><body><p>sem script</p></body></html>", "blog/index.html")).toThrow(/blog\/index\.html/);
  });
});
