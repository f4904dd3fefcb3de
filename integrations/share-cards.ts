/**
 * Puts the share cards into the site, an Astro integration. Each page with
 * a card names it in its `og:image` (/og/<name>-<hash>.png), drawn while
 * the pages were prerendered into the cache of earlier builds
 * (src/features/share-cards/build/card-cache.ts). Once the build is done,
 * every card a page names is copied into build/client/og/; a named card
 * missing from the cache stops the build; the cache then keeps only this
 * build's cards. Under `astro dev`, /og/ is served from the cache.
 */
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { cachedCardPath, isCached, pruneCards } from "#features/share-cards/build/card-cache.ts";
import { SHARE_CARDS_PATH } from "#lib/paths.ts";
import { filesUnder } from "./build-files.ts";
import { attributeOf, elementsNamed, parseHtml } from "./html-source.ts";

/** The file names of the share cards a page's HTML names in `og:image` ("campinas-sp-3f2a9c1b04d5.png"). */
export function namedCards(html: string): string[] {
  return elementsNamed(parseHtml(html), "meta")
    .filter((meta) => attributeOf(meta, "property") === "og:image")
    .flatMap((meta) => attributeOf(meta, "content") || [])
    .map((content) => new URL(content, "http://localhost").pathname)
    .filter((path) => path.startsWith(SHARE_CARDS_PATH))
    .map((path) => path.slice(SHARE_CARDS_PATH.length));
}

/** The integration: see the module comment. */
export function shareCards(): AstroIntegration {
  return {
    name: "share-cards",
    hooks: {
      "astro:server:setup": ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const name = basename(request.url?.split("?")[0] ?? "");
          if (!request.url?.startsWith(SHARE_CARDS_PATH) || !isCached(name)) return next();
          response.setHeader("Content-Type", "image/png");
          response.end(readFileSync(cachedCardPath(name)));
        });
      },
      "astro:build:done": ({ dir, logger }) => {
        const client = fileURLToPath(dir);
        const pages = [...filesUnder(client)].filter((path) => path.endsWith(".html"));
        const names = new Set(pages.flatMap((path) => namedCards(readFileSync(path, "utf8"))));
        const missing = [...names].filter((name) => !isCached(name));
        if (missing.length > 0)
          throw new Error(`share cards named by the pages but never drawn: ${missing.join(", ")}`);
        const folder = join(client, SHARE_CARDS_PATH);
        mkdirSync(folder, { recursive: true });
        for (const name of names) copyFileSync(cachedCardPath(name), join(folder, name));
        const pruned = pruneCards(names);
        logger.info(
          `${names.size} share cards in ${SHARE_CARDS_PATH}; ${pruned} cards of earlier builds dropped from the cache`,
        );
      },
    },
  };
}
