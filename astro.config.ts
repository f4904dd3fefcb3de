import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { finishBuild, OFFLINE_PAGE } from "./integrations/finish-build.ts";
import { readableJson } from "./integrations/json-files.ts";
import { clientDirectives } from "./integrations/client-directives.ts";
import { inlineScripts } from "./integrations/inline-scripts.ts";
import { lazyEntries } from "./integrations/lazy-entries.ts";
import { shareCards } from "./integrations/share-cards.ts";
import { mapSpriteFile } from "./integrations/map-sprite.ts";
import { metaCspDirectives, scriptSources } from "./integrations/security-headers.ts";
import {
  BUILD_DIR,
  errorDrillRoute,
  GA_ID,
  isInternalPath,
  publishingCheck,
  SITE_URL,
  sharedDefine,
} from "./site.config.ts";

/**
 * A static site: every page is prerendered to HTML at build time; React
 * components render to HTML there and hydrate in the browser only where a
 * page places them as islands (`client:*`). The CSS is inlined in each page
 * (one request to first paint); the CSP `<meta>` lists the hashes of what
 * Astro inlines; the pages' share cards are copied into the site
 * (integrations/share-cards.ts); the build's last step
 * (integrations/finish-build.ts) writes the HTTP headers, the service
 * worker and the precompressed copies.
 */
export default defineConfig({
  site: SITE_URL,
  output: "static",
  outDir: `${BUILD_DIR}/client`,
  trailingSlash: "never",
  build: { format: "directory", inlineStylesheets: "always" },
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
    sitemap({
      filter: (page) => {
        const path = new URL(page).pathname.replace(/(.)\/$/, "$1");
        return !isInternalPath(path) && path !== OFFLINE_PAGE;
      },
    }),
    shareCards(),
    finishBuild(),
  ],
  vite: {
    define: sharedDefine,
    // No preload helper chunk: the site script's few dynamic imports load when needed, not with the first paint.
    build: { modulePreload: false },
    plugins: [readableJson(), tailwindcss()],
  },
});
