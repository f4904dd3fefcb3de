/**
 * The build's last step, an Astro integration (`astro:build:done`), once
 * every page is prerendered in build/client:
 * 0. each page's inline stylesheet cut to what its route can use
 *    (integrations/page-styles.ts), and its CSP `<meta>` set to the hashes
 *    of its own inline code (integrations/csp-meta.ts): the one HTML rewrite,
 *    which keeps the data pages and articles within the first TCP window;
 * 1. the HTTP security headers (integrations/security-headers.ts) for
 *    server.mjs (build/security-headers.json), static hosts (`_headers`)
 *    and nginx (build/deploy/nginx.conf, nginx-brotli.conf);
 * 2. the service worker (Workbox `generateSW`), precaching every page under
 *    its clean URL and the assets; an address is matched without its query
 *    string (?gclid=…, a shared calculation), and an address the worker
 *    cannot serve offline gets the offline page;
 * 3. brotli (.br) and gzip (.gz) copies of every text file, at maximum level.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { AstroIntegration } from "astro";
import { generateSW } from "workbox-build";
import { SITE_URL } from "../site.config.ts";
import { withOwnHashes } from "./csp-meta.ts";
import { pruneRouteStyles } from "./page-styles.ts";
import { VISITED_PAGES_CACHE } from "../src/features/offline/caches.ts";
import {
  headerRules,
  netlifyHeadersFile,
  NGINX_BROTLI_FILE,
  nginxBrotliFile,
  nginxServerBlock,
  PHOTO_HOST,
} from "./security-headers.ts";

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;

/**
 * The URL a page is visited at, from its file in the build: "index.html" →
 * "/", "blog/index.html" → "/blog"; other files keep their path.
 */
export function cleanUrl(file: string): string {
  if (file === "index.html") return "/";
  return file.endsWith("/index.html") ? `/${file.slice(0, -"/index.html".length)}` : file;
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Rewrites every page of `routes` (Astro's output files by route) in
 * `client` with its route's share of the stylesheet and its own CSP hashes;
 * returns the HTML bytes saved, uncompressed.
 */
async function slimPages(client: string, routes: Map<string, URL[]>): Promise<number> {
  let saved = 0;
  for (const urls of routes.values()) {
    const paths = urls.map((url) => fileURLToPath(url)).filter((path) => path.endsWith(".html"));
    const pages = paths.map((path) => readFileSync(path, "utf8"));
    const pruned = await pruneRouteStyles(pages, client);
    paths.forEach((path, index) => {
      const page = withOwnHashes(pruned[index] ?? "");
      saved += (pages[index] ?? "").length - page.length;
      writeFileSync(path, page);
    });
  }
  return saved;
}

/** Writes the header rules for every way of serving the build (`client` is build/client). */
function writeHeaders(client: string): void {
  const rules = headerRules();
  const build = dirname(client);
  writeFileSync(join(build, "security-headers.json"), `${JSON.stringify(rules, null, 2)}\n`);
  writeFileSync(join(client, "_headers"), netlifyHeadersFile(rules));
  mkdirSync(join(build, "deploy"), { recursive: true });
  writeFileSync(join(build, "deploy/nginx.conf"), nginxServerBlock(rules, new URL(SITE_URL).hostname));
  writeFileSync(join(build, "deploy", NGINX_BROTLI_FILE), nginxBrotliFile());
}

/** The page served offline for an address that is neither precached nor cached from an earlier visit (src/pages/offline.astro). */
export const OFFLINE_PAGE = "/offline";

/** Generates build/client/sw.js; returns how many files it precaches. */
async function writeServiceWorker(client: string): Promise<number> {
  const { count, warnings } = await generateSW({
    globDirectory: client,
    swDest: join(client, "sw.js"),
    globPatterns: ["**/*.{js,css,html,svg,webmanifest,json,xml}", "icons/*.png", "apple-touch-icon.png"],
    // The 27 state pages, their month-by-month pages, the city pages, their station lists and the make pages are cached
    // as visited, below; the page of the latest table's cars (carros/tabela-<year>) is precached with /carros, as when
    // it was part of it; the price feeds are for feed readers. The map's geometry (_astro/mapa-do-brasil.<hash>.svg) is
    // precached like any asset.
    globIgnores: [
      "**/*.{br,gz}",
      "__*/**",
      "sw.js",
      "workbox-*.js",
      "precos/*/index.html",
      "precos/*/*/index.html",
      "precos/*/*/postos/**",
      "precos/**/rss.xml",
      "carros/!(tabela-*)/index.html",
    ],
    manifestTransforms: [
      async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: cleanUrl(entry.url) })), warnings: [] }),
    ],
    // A page is the same page whatever its query string: ad click ids (gclid, fbclid), share and calculation parameters.
    ignoreURLParametersMatching: [/./],
    cleanupOutdatedCaches: true,
    // A new version waits until the visitor presses "Atualizar" (SKIP_WAITING message).
    skipWaiting: false,
    runtimeCaching: [
      {
        // A state's prices, its month by month, a city's prices or station list, or a make's cars: the network first,
        // the copy of the last visit offline. Workbox copies this function into sw.js, where nothing can be imported.
        urlPattern: ({ url }) =>
          /^\/(precos\/[a-z]{2}(\/[a-z0-9-]+(\/postos(\/\d+)?)?)?|carros\/[^/]+)$/.test(url.pathname),
        handler: "NetworkFirst",
        options: {
          cacheName: VISITED_PAGES_CACHE,
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 60 },
          // One copy per page, whatever its query string (?gclid=…); Workbox copies this plugin into sw.js.
          plugins: [
            {
              cacheKeyWillBeUsed: async ({ request }) => {
                const url = new URL(request.url);
                url.search = "";
                return url.href;
              },
            },
          ],
          // Offline and never visited: the site's offline page, not the browser's error.
          precacheFallback: { fallbackURL: OFFLINE_PAGE },
        },
      },
      {
        // Any other page the precache does not hold: the network (so an unknown address gets the server's 404 with
        // its status), and offline the site's offline page.
        urlPattern: ({ request }) => request.mode === "navigate",
        handler: "NetworkOnly",
        options: { precacheFallback: { fallbackURL: OFFLINE_PAGE } },
      },
      {
        // A RegExp on the whole URL, not a function: Workbox copies functions into sw.js, where no import exists.
        urlPattern: new RegExp(`^${PHOTO_HOST.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}/`),
        handler: "CacheFirst",
        options: {
          cacheName: "product-images",
          expiration: { maxEntries: 12, maxAgeSeconds: 30 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
    ],
  });
  if (warnings.length > 0) throw new Error(`Workbox: ${warnings.join("; ")}`);
  return count;
}

/** Writes a .br and a .gz copy beside every text file; returns how many files were compressed. */
function precompress(client: string): number {
  let count = 0;
  for (const path of files(client)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const data = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    count += 1;
  }
  return count;
}

/** The integration: see the module comment. */
export function finishBuild(): AstroIntegration {
  return {
    name: "finish-build",
    hooks: {
      "astro:build:done": async ({ dir, assets, logger }) => {
        const client = fileURLToPath(dir);
        const saved = await slimPages(client, assets);
        writeHeaders(client);
        const precached = await writeServiceWorker(client);
        const compressed = precompress(client);
        logger.info(
          `pages ${Math.round(saved / 1024)} KB lighter; headers written; sw.js precaches ${precached} files; ${compressed} files precompressed`,
        );
      },
    },
  };
}
