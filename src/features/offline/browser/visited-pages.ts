/**
 * The pages this device keeps from earlier visits (price and car make pages,
 * cached as visited by the service worker), listed for the offline page so
 * that, without a connection, the driver sees what still opens.
 */
import { VISITED_PAGES_CACHE } from "#features/offline/caches.ts";

/** A page kept from an earlier visit: its path and its title as the page gave it. */
export interface VisitedPage {
  path: string;
  title: string;
}

/** The page's own name from its `<title>` ("Preços em São Paulo | Etanol ou Gasolina?" → "Preços em São Paulo"). */
export function pageTitle(html: string, fallback: string): string {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.split(" | ")[0]?.trim();
  return title
    ? title
        .replace(/&amp;/g, "&")
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"')
    : fallback;
}

/** The pages in the visited-pages cache, by title; [] where Cache Storage is unavailable. Never throws. */
export async function visitedPages(storage: CacheStorage | undefined = globalThis.caches): Promise<VisitedPage[]> {
  try {
    if (!storage || !(await storage.has(VISITED_PAGES_CACHE))) return [];
    const cache = await storage.open(VISITED_PAGES_CACHE);
    const pages = await Promise.all(
      (await cache.keys()).map(async (request) => {
        const path = new URL(request.url).pathname;
        const response = await cache.match(request);
        return { path, title: pageTitle(response ? await response.text() : "", path) };
      }),
    );
    return pages.sort((a, b) => a.title.localeCompare(b.title, "pt-BR"));
  } catch {
    return [];
  }
}
