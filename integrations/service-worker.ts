/**
 * The service worker, an Astro integration (`astro:build:done`) that
 * generates build/client/sw.js with Workbox (`generateSW`) once every file
 * of the site is written: it precaches every page under its clean URL and
 * the assets; the price pages of the states and cities and the car make
 * pages are kept as visited instead (their own cache, up to 60 pages);
 * an address is matched without its query string (?gclid=…, a shared
 * calculation), and an address the worker cannot serve offline gets the
 * offline page.
 */
import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { build } from "esbuild";
import { generateSW, type RuntimeCaching } from "workbox-build";
import { VISITED_PAGES_CACHE } from "#features/offline/caches.ts";
import { pageUrl } from "./build-files.ts";
import { PHOTO_HOST } from "./security-headers.ts";

/** The page served offline for an address that is neither precached nor cached from an earlier visit (src/pages/offline.astro). */
export const OFFLINE_PAGE = "/offline";

/**
 * The build's files the worker does not precache: the compressed copies, the test-only pages, the worker itself; the
 * 27 state pages, their month-by-month pages, the city pages, their station lists and the make pages, cached as
 * visited instead ({@link RUNTIME_CACHING}); the page of the latest table's cars (carros/tabela-<year>) is precached
 * with /carros, as when it was part of it; the price feeds are for feed readers; the pages other sites frame
 * (/embed/calculadora) are used inside those sites' pages. The map's geometry
 * (_astro/mapa-do-brasil.<hash>.svg) is precached like any asset.
 */
const PRECACHE_IGNORES = [
  "**/*.{br,gz}",
  "__*/**",
  "sw.js",
  "workbox-*.js",
  // Avisos' part of the worker ({@link writeAlertsWorker}), which sw.js imports itself, and the index its background
  // check reads from the network (/avisos.json, docs/alerts.md).
  "avisos-sw.*.js",
  "avisos.json",
  "precos/*.html",
  "precos/*/*.html",
  "precos/*/*/postos.html",
  "precos/*/*/postos/**",
  "precos/**/rss.xml",
  "carros/!(tabela-*).html",
  // The pages other sites frame (src/lib/paths.ts, isEmbeddedPath): used inside other sites' pages, not offline here.
  "embed/*.html",
  "embed/*/**",
  // The open data files and their Data Package (/dados/…): downloads of up to megabytes a week, not pages to read
  // offline; the /dados page itself is precached like any content page.
  "dados/**",
];

/**
 * What the worker serves beyond the precache: the pages kept as visited, any other page from the network, the
 * product photos from their cache.
 */
const RUNTIME_CACHING: RuntimeCaching[] = [
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
];

/** Avisos' listeners of the worker (src/features/stations/browser/alerts-worker.ts), bundled as one classic script. */
const ALERTS_WORKER = new URL("../src/features/stations/browser/alerts-worker.ts", import.meta.url);

/**
 * Bundles Avisos' listeners into build/client/avisos-sw.<hash>.js, a classic
 * script (`importScripts` loads no module) with everything it imports, and
 * returns its address and size in bytes. The hash names its content, so
 * that a change to it changes sw.js too, and the browser installs the new
 * worker (docs/decisions: Avisos' listeners in the Workbox worker).
 */
async function writeAlertsWorker(client: string): Promise<{ path: string; bytes: number }> {
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(ALERTS_WORKER)],
    bundle: true,
    format: "iife",
    minify: true,
    write: false,
    target: "es2022",
    legalComments: "none",
  });
  const [output] = outputFiles;
  if (!output) throw new Error(`esbuild: no output for ${ALERTS_WORKER.pathname}`);
  const name = `avisos-sw.${createHash("sha256").update(output.contents).digest("hex").slice(0, 8)}.js`;
  await writeFile(join(client, name), output.contents);
  return { path: `/${name}`, bytes: output.contents.byteLength };
}

/** Generates build/client/sw.js, which imports `imports` first; returns how many files it precaches. */
async function writeServiceWorker(client: string, imports: string[]): Promise<number> {
  const { count, warnings } = await generateSW({
    importScripts: imports,
    globDirectory: client,
    swDest: join(client, "sw.js"),
    globPatterns: ["**/*.{js,css,html,svg,webmanifest,json,xml}", "icons/*.png", "apple-touch-icon.png"],
    globIgnores: PRECACHE_IGNORES,
    manifestTransforms: [
      async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: pageUrl(entry.url) })), warnings: [] }),
    ],
    // A page is the same page whatever its query string: ad click ids (gclid, fbclid), share and calculation parameters.
    ignoreURLParametersMatching: [/./],
    cleanupOutdatedCaches: true,
    // A new version waits until the visitor presses "Atualizar" (SKIP_WAITING message).
    skipWaiting: false,
    runtimeCaching: RUNTIME_CACHING,
  });
  if (warnings.length > 0) throw new Error(`Workbox: ${warnings.join("; ")}`);
  return count;
}

/** The integration: see the module comment. */
export function serviceWorker(): AstroIntegration {
  return {
    name: "service-worker",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const client = fileURLToPath(dir);
        const alerts = await writeAlertsWorker(client);
        const precached = await writeServiceWorker(client, [alerts.path]);
        logger.info(`sw.js precaches ${precached} files; imports ${alerts.path} (${alerts.bytes} bytes)`);
      },
    },
  };
}
