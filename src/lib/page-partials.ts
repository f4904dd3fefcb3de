/**
 * Parts of a page that come after its first round trip. A partial is a page
 * built without the document around it (Astro's `export const partial =
 * true`), under {@link PARTIALS_PREFIX}; a page places
 * `<div data-partial="/partes/…">` where it goes, with what to show meanwhile
 * (or without JavaScript). The build counts a partial's classes in the
 * later stylesheet of the pages that name it (integrations/page-styles.ts);
 * the service worker precaches it with the pages, and it stays out of the
 * sitemap.
 */

/** The attribute that places a partial: its address. */
export const PARTIAL_ATTRIBUTE = "data-partial";

/** Where partials live. */
export const PARTIALS_PREFIX = "/partes/";

/**
 * Once `ready` resolves, replaces each element of `root` that names a
 * partial by the partial's HTML (inert: scripts in it do not run, data
 * blocks such as JSON-LD stay as they are). One that cannot be fetched
 * (offline before any visit) leaves its placeholder.
 */
export async function loadPartials(root: Document, ready: Promise<void>): Promise<void> {
  await ready;
  for (const placeholder of root.querySelectorAll(`[${PARTIAL_ATTRIBUTE}]`)) {
    try {
      const response = await fetch(placeholder.getAttribute(PARTIAL_ATTRIBUTE) ?? "");
      if (!response.ok) continue;
      const template = root.createElement("template");
      template.innerHTML = await response.text();
      placeholder.replaceWith(template.content);
    } catch {
      // No connection and no copy: the placeholder stays.
    }
  }
}
