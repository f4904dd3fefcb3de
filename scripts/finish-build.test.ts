import { describe, expect, it } from "vitest";
import { pagePath, pagePaths, paintFirst, robotsTxt, sitemapXml } from "./finish-build";

describe("pagePaths", () => {
  it("lists the page paths of a route table, without the splat route", () => {
    const routes = {
      root: { id: "root", path: "", file: "root.tsx" },
      "routes/home": { id: "routes/home", parentId: "root", index: true, file: "routes/home.tsx" },
      "routes/curiosidades": { id: "routes/curiosidades", parentId: "root", path: "curiosidades", file: "c.tsx" },
      "routes/blog": { id: "routes/blog", parentId: "root", path: "blog", file: "b.tsx" },
      "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", file: "n.tsx" },
      "routes/error-drill": { id: "routes/error-drill", parentId: "root", path: "__erro", file: "e.tsx" },
      "routes/post": { id: "routes/post", parentId: "routes/blog", path: ":slug", file: "p.tsx" },
    };
    expect(pagePaths(routes)).toEqual(["/", "/blog", "/curiosidades"]);
  });
});

describe("sitemap and robots", () => {
  it("writes one <url> per path on the site's origin", () => {
    const xml = sitemapXml("https://exemplo.com.br", ["/", "/blog"]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://exemplo.com.br/",
      "https://exemplo.com.br/blog",
    ]);
  });

  it("allows everything but internal pages and names the sitemap", () => {
    expect(robotsTxt("https://exemplo.com.br")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /__\n\nSitemap: https://exemplo.com.br/sitemap.xml\n",
    );
  });
});

describe("paintFirst", () => {
  const page =
    '<head><style data-inline-href="/assets/app-1.css"></style></head><body><link rel="modulepreload" href="/assets/a.js"/>' +
    '<link rel="modulepreload" href="/assets/b.js"/><script type="module" async="">import "/assets/a.js";</script></body>';

  it("inlines the CSS, drops module preloads and makes the boot script inert", () => {
    const html = paintFirst(page, (href) => (href === "/assets/app-1.css" ? "body{color:red}" : ""));
    expect(html).toContain('<style data-inline-href="/assets/app-1.css">body{color:red}</style>');
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<script type="text/plain" data-hydrate="">import "/assets/a.js";</script>');
  });

  it("refuses markup it does not recognise", () => {
    expect(() => paintFirst("<body></body>", () => "")).toThrow(/boot script/);
  });
});

describe("pagePath", () => {
  it.each([
    ["index.html", "/"],
    ["blog/index.html", "/blog"],
    ["404.html", "/404.html"],
  ])("%s is served at %s", (file, path) => {
    expect(pagePath(file)).toBe(path);
  });
});
