/**
 * Names of the service worker's caches, shared by the build that writes the
 * worker (integrations/) and the browser code that reads the caches.
 */

/**
 * The cache of pages kept as visited: price pages (state, month by month,
 * city, station list) and car make pages, up to 60, the newest copy of each.
 * The name is older than the city pages; it stays, so that a new version
 * keeps the pages a driver already has offline.
 */
export const VISITED_PAGES_CACHE = "state-and-make-pages";
