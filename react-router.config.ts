import type { Config } from "@react-router/dev/config";

/**
 * Static site: no server rendering at run time; every page route is
 * prerendered to HTML at build time and hydrates in the browser.
 * "/404" renders the not-found route; the postbuild step turns it into
 * `404.html` for static hosts.
 */
export default {
  ssr: false,
  prerender: ["/", "/curiosidades", "/blog", "/404"],
} satisfies Config;
