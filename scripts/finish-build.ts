/**
 * Completes the static build in build/client once React Router has
 * prerendered every page (its `buildEnd` hook):
 * 1. `404.html`: the prerendered not-found page, the name static hosts and
 *    server.mjs serve for unknown paths; React Router's SPA fallback page,
 *    which no path of ours uses, is dropped;
 * 2. paint first, hydrate after: in every page the stylesheet (5 KB
 *    compressed) is inlined into the root layout's empty `<style>`, so the first paint needs one request; the
 *    framework's module preloads are dropped and its boot module script is
 *    made inert (`type="text/plain" data-hydrate`); the root layout's loader
 *    starts it on the window `load` event, so on a slow link the HTML gets
 *    the bandwidth first and the JavaScript follows right after first paint;
 * 3. the security headers (scripts/security-headers.ts), with the hashes of
 *    the inline scripts and style the pages now hold: for server.mjs,
 *    static hosts (`_headers`) and nginx (build/deploy/nginx.conf);
 *    then `sitemap.xml` and `robots.txt`, from the route table and SITE_URL;
 * 4. the service worker, generated again by vite-plugin-pwa now that the
 *    pages' HTML exists, so the precache holds them;
 * 5. brotli (.br) and gzip (.gz) copies of every text file, at maximum level.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Config } from "@react-router/dev/config";
import type { VitePluginPWAAPI } from "vite-plugin-pwa";
import { GA_ID, SITE_URL } from "../site.config.ts";
import {
  executableInlineScripts,
  hashSource,
  headerRules,
  inlineStyles,
  netlifyHeadersFile,
  nginxServerBlock,
} from "./security-headers.ts";

type BuildEndArgs = Parameters<NonNullable<Config["buildEnd"]>>[0];
type RouteTable = NonNullable<BuildEndArgs["buildManifest"]>["routes"];

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;

/** The public page paths of the route table: "/", "/blog", …; no splat, dynamic or internal ("/__…") routes. */
export function pagePaths(routes: RouteTable): string[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    return [fullPath(route.parentId), route.path].filter(Boolean).join("/");
  };
  return Object.values(routes)
    .filter((route) => route.id !== "root" && (route.index || route.path))
    .map((route) => `/${fullPath(route.id)}`.replace(/\/+/g, "/"))
    .filter((path) => !path.includes("*") && !path.includes(":") && !path.startsWith("/__"))
    .sort();
}

/** sitemap.xml for the given paths (https://www.sitemaps.org/protocol.html). */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${siteUrl}${path === "/" ? "/" : path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything but the internal "/__…" pages may be crawled; points to the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /__\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * Step 2 on one page's HTML; `readAsset` reads a file of build/client.
 * Throws if the framework's markup is not where it was.
 */
export function paintFirst(html: string, readAsset: (path: string) => string): string {
  const boot = '<script type="module" async="">';
  if (html.split(boot).length !== 2) throw new Error("expected exactly one React Router boot script");
  return html
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace(boot, '<script type="text/plain" data-hydrate="">')
    .replace(/<style data-inline-href="(\/assets\/[^"]+\.css)"><\/style>/g, (_, href: string) => {
      return `<style data-inline-href="${href}">${readAsset(href)}</style>`;
    });
}

/** The URL path of an HTML file of the build: "index.html" → "/", "blog/index.html" → "/blog". */
export function pagePath(file: string): string {
  return `/${file.replace(/\\/g, "/").replace(/(^|\/)index\.html$/, "")}`.replace(/(.)\/$/, "$1");
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** React Router `buildEnd` hook: see the module comment. */
export async function finishBuild({ buildManifest, reactRouterConfig, viteConfig }: BuildEndArgs): Promise<void> {
  const client = join(reactRouterConfig.buildDirectory, "client");
  renameSync(join(client, "404/index.html"), join(client, "404.html"));
  rmSync(join(client, "404"), { recursive: true });
  rmSync(join(client, "__spa-fallback.html"), { force: true });

  const pages: Record<string, { scriptHashes: string[]; styleHashes: string[] }> = {};
  for (const path of files(client)) {
    if (!path.endsWith(".html")) continue;
    const html = paintFirst(readFileSync(path, "utf8"), (href) => readFileSync(join(client, href), "utf8"));
    writeFileSync(path, html);
    pages[pagePath(relative(client, path))] = {
      scriptHashes: [...new Set(executableInlineScripts(html).map(hashSource))].sort(),
      styleHashes: [...new Set(inlineStyles(html).map(hashSource))].sort(),
    };
  }
  const rules = headerRules(pages, Boolean(GA_ID));
  const build = join(client, "..");
  writeFileSync(join(build, "security-headers.json"), `${JSON.stringify(rules, null, 2)}\n`);
  writeFileSync(join(client, "_headers"), netlifyHeadersFile(rules));
  mkdirSync(join(build, "deploy"), { recursive: true });
  writeFileSync(join(build, "deploy/nginx.conf"), nginxServerBlock(rules));

  const paths = pagePaths(buildManifest?.routes ?? {});
  writeFileSync(join(client, "sitemap.xml"), sitemapXml(SITE_URL, paths));
  writeFileSync(join(client, "robots.txt"), robotsTxt(SITE_URL));

  const pwa = viteConfig.plugins.find((plugin) => plugin.name === "vite-plugin-pwa") as
    | { api?: VitePluginPWAAPI }
    | undefined;
  if (!pwa?.api) throw new Error("vite-plugin-pwa is missing: no service worker was generated");
  await pwa.api.generateSW();

  let count = 0;
  for (const path of files(client)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const data = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    count += 1;
  }
  viteConfig.logger.info(`finish-build: 404.html, sitemap.xml (${paths.join(", ")}), robots.txt, sw.js; ${count} files precompressed`);
}
