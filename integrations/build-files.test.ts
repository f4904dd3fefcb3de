import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { filesUnder, routePages } from "./build-files.ts";

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
