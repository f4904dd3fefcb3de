/**
 * Build-time settings shared by the app build, the build's finishing step
 * (sitemap, robots.txt) and the unit tests. One place for each value.
 */

/**
 * Public origin of the site, without a trailing slash: canonical URLs,
 * Open Graph tags, JSON-LD, sitemap.xml and robots.txt all derive from it.
 * Set SITE_URL when building for another domain.
 */
export const SITE_URL = (process.env.SITE_URL ?? "https://www.etanolougasolina.com.br").replace(/\/+$/, "");

/**
 * Google Analytics 4 measurement ID (e.g. "G-ABC123DEF4"), or undefined:
 * without it no analytics code loads and no consent banner shows. Vite
 * exposes the same variable to the app as `import.meta.env.VITE_GA_ID`.
 */
export const GA_ID = process.env.VITE_GA_ID || undefined;

/** Folder of the build output (BUILD_DIR; the e2e suite builds a second one with analytics on). */
export const BUILD_DIR = process.env.BUILD_DIR ?? "build";

/**
 * Internal pages (tests only) start with "/__": kept out of the sitemap,
 * disallowed in robots.txt, marked noindex.
 */
export function isInternalPath(path: string): boolean {
  return path.startsWith("/__");
}

/** Path of the error drill page, built only for the tests (ERROR_DRILL=1). */
export const ERROR_DRILL_PATH = "/__erro";
/** Whether this build includes the error drill: set ERROR_DRILL=1 (the e2e build does). */
export const INCLUDE_ERROR_DRILL = process.env.ERROR_DRILL === "1";

/** Compile-time constants for Vite's `define`. */
export const sharedDefine = {
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  __SITE_URL__: JSON.stringify(SITE_URL),
  __GA_ID__: JSON.stringify(GA_ID ?? ""),
};
