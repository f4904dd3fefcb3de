import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filesUnder, NOT_FOUND_FILE, pageFile, pageUrl, routePages } from "./build-files.ts";

describe("filesUnder", () => {
  it("lists the files of every depth, not the folders", () => {
    const dir = mkdtempSync(join(tmpdir(), "build-files-"));
    mkdirSync(join(dir, "blog/calibragem"), { recursive: true });
    for (const file of ["index.html", "blog/rss.xml", "blog/calibragem/index.html"]) writeFileSync(join(dir, file), "");
    expect([...filesUnder(dir)].map((path) => path.slice(dir.length + 1)).sort()).toEqual([
      "blog/calibragem/index.html",
      "blog/rss.xml",
      "index.html",
    ]);
  });
});

describe("routePages", () => {
  it("keeps each route's HTML files, route by route, as paths", () => {
    const url = (path: string) => pathToFileURL(`/build/client/${path}`);
    const assets = new Map([
      ["/blog/[slug]", [url("blog/a/index.html"), url("blog/b/index.html")]],
      ["/blog/rss.xml", [url("blog/rss.xml")]],
    ]);
    expect(routePages(assets)).toEqual([["/build/client/blog/a/index.html", "/build/client/blog/b/index.html"], []]);
  });
});

describe("pageUrl and pageFile", () => {
  it.each([
    ["index.html", "/"],
    ["blog.html", "/blog"],
    ["blog/calibragem-dos-pneus.html", "/blog/calibragem-dos-pneus"],
    ["precos/sp/campinas/postos.html", "/precos/sp/campinas/postos"],
    [NOT_FOUND_FILE, NOT_FOUND_FILE],
    ["_astro/client.js", "_astro/client.js"],
  ])("visits %s at %s", (file, url) => {
    expect(pageUrl(file)).toBe(url);
  });

  it("finds the file of every page address, and the address of that file", () => {
    const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (segments) => {
        const path = `/${segments.join("/")}`;
        fc.pre(path !== "/index" && path !== `/${NOT_FOUND_FILE.replace(".html", "")}`);
        expect(pageUrl(pageFile(path))).toBe(path);
      }),
    );
  });
});
