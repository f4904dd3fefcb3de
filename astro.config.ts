import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { clientDirectives } from "#integrations/client-directives.ts";
import { errorDrillRoute } from "#integrations/error-drill-route.ts";
import { iconSpriteFile } from "#integrations/icon-sprite.ts";
import { inlineScripts } from "#integrations/inline-scripts.ts";
import { islandRuntime } from "#integrations/island-runtime.ts";
import { readableJson } from "#integrations/json-files.ts";
import { lazyEntries } from "#integrations/lazy-entries.ts";
import { mapSpriteFile } from "#integrations/map-sprite.ts";
import { nginxConfig } from "#integrations/nginx-config.ts";
import { pageStyles } from "#integrations/page-styles.ts";
import { precompress } from "#integrations/precompress.ts";
import { publishingCheck } from "#integrations/publishing-check.ts";
import { metaCspDirectives, scriptSources, securityHeaders } from "#integrations/security-headers.ts";
import { OFFLINE_PAGE, serviceWorker } from "#integrations/service-worker.ts";
import { shareCards } from "#integrations/share-cards.ts";
import { isEmbeddedPath, isInternalPath } from "#lib/paths.ts";
import { BUILD_DIR, GA_ID, SITE_URL, sharedDefine } from "./site.config.ts";

/**
 * A static site: every page is prerendered to HTML at build time; React
 * components render to HTML there and hydrate in the browser only where a
 * page places them as islands (`client:*`). The CSS is inlined in each page
 * (one request to first paint); the CSP `<meta>` lists the hashes of what
 * Astro inlines; once every page is prerendered, the integrations at the
 * end of the list finish the build (below).
 */
export default defineConfig({
  site: SITE_URL,
  output: "static",
  outDir: `${BUILD_DIR}/client`,
  trailingSlash: "never",
  // Each page is written as <path>.html, so that every host serves its canonical address, which has no trailing slash,
  // without a redirect (docs/decisions/0002-pages-as-html-files.md). Four pages prerendered at a time: a page waits on its share card, drawn on another thread when it is not cached
  // (src/features/share-cards/build/share-card-image.ts), while the others render.
  build: { format: "file", inlineStylesheets: "always", concurrency: 4 },
  compressHTML: true,
  devToolbar: { enabled: false },
  // No code blocks in the content, and Shiki's inline styles would break the strict CSP.
  markdown: { syntaxHighlight: false },
  security: {
    csp: {
      directives: metaCspDirectives(Boolean(GA_ID)),
      scriptDirective: { resources: scriptSources(Boolean(GA_ID)) },
    },
  },
  integrations: [
    publishingCheck(),
    errorDrillRoute(),
    react(),
    clientDirectives(),
    inlineScripts(),
    lazyEntries(),
    mapSpriteFile(),
    // From here on, the build's last steps (`astro:build:done`), which Astro runs one after the other in this order,
    // each on what the ones before wrote: the sitemap and the share cards add files; the inline stylesheets are cut
    // before the CSP <meta> hashes them; the service worker's precache lists (and hashes) the final files; the
    // precompressed copies, sw.js's included, come last.
    sitemap({
      filter: (page) => {
        const path = new URL(page).pathname.replace(/(.)\/$/, "$1");
        return !isInternalPath(path) && !isEmbeddedPath(path) && path !== OFFLINE_PAGE;
      },
    }),
    shareCards(),
    iconSpriteFile(),
    islandRuntime(),
    pageStyles(),
    securityHeaders(),
    nginxConfig(),
    serviceWorker(),
    precompress(),
  ],
  vite: {
    define: sharedDefine,
    // No preload helper chunk: the site script's few dynamic imports load when needed, not with the first paint.
    build: { modulePreload: false },
    plugins: [readableJson(), tailwindcss()],
  },
});
