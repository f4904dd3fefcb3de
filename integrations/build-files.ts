/**
 * The built site's files as the build's last steps read them (the
 * integrations run at `astro:build:done`, astro.config.ts): every file
 * under a folder, the pages of each route, and where a page's file lies.
 * Every page is written as `<path>.html` (astro.config.ts,
 * `build.format: "file"`), so that each host serves the canonical address,
 * which has no trailing slash, without a redirect
 * (docs/decisions/0002-pages-as-html-files.md).
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Every file under `dir`, at any depth, as paths. */
export function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** The HTML files of each route, from Astro's output files by route (the hook's `assets`), one list per route. */
export function routePages(assets: Map<string, URL[]>): string[][] {
  return [...assets.values()].map((urls) =>
    urls.map((url) => fileURLToPath(url)).filter((path) => path.endsWith(".html")),
  );
}

/** The not-found page, which every host serves for an unknown address with status 404; not a page of its own address. */
export const NOT_FOUND_FILE = "404.html";

/**
 * The address a page is visited at, from its file in the build: "index.html" → "/", "blog.html" → "/blog",
 * "blog/calibragem.html" → "/blog/calibragem"; {@link NOT_FOUND_FILE} and files that are not pages keep their path.
 */
export function pageUrl(file: string): string {
  if (file === "index.html") return "/";
  if (file === NOT_FOUND_FILE || !file.endsWith(".html")) return file;
  return `/${file.slice(0, -".html".length)}`;
}

/** The file of the page at `path` in the build, the inverse of {@link pageUrl}: "/" → "index.html", "/blog" → "blog.html". */
export function pageFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}
