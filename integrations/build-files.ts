/**
 * The built site's files as the build's last steps read them (the
 * integrations run at `astro:build:done`, astro.config.ts): every file
 * under a folder, and the pages of each route.
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
