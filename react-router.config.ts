import type { Config } from "@react-router/dev/config";
import { BUILD_DIR } from "./site.config.ts";
import { finishBuild } from "./scripts/finish-build.ts";

/**
 * Static site: no server rendering at run time; every page route is
 * prerendered to HTML at build time and hydrates in the browser.
 * "/404" renders the not-found route; finishBuild turns it into `404.html`
 * and completes the static output (sitemap, robots.txt, service worker,
 * precompressed copies).
 */
export default {
  ssr: false,
  buildDirectory: BUILD_DIR,
  prerender: ["/", "/curiosidades", "/blog", "/privacidade", "/__erro", "/404"],
  buildEnd: finishBuild,
} satisfies Config;
