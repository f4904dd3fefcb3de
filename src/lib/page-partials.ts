/**
 * Parts of a page that come after its first round trip. A partial is a page
 * built without the document around it (Astro's `export const partial =
 * true`), under {@link PARTIALS_PREFIX}; a page places
 * `<div data-partial="/partes/…">` where it goes, with what to show meanwhile
 * (or without JavaScript); the page's island places it once ready
 * (integrations/directives/interaction.ts). The build counts a partial's classes in the
 * later stylesheet of the pages that name it (integrations/page-styles.ts);
 * the service worker precaches it with the pages, and it stays out of the
 * sitemap.
 */
import { loadLaterStyles } from "./later-styles";

/** The attribute that places a partial: its address. */
export const PARTIAL_ATTRIBUTE = "data-partial";

/** Where partials live. */
export const PARTIALS_PREFIX = "/partes/";

/** Resolves once `element` is within a quarter of a screen of the viewport (at once without IntersectionObserver). */
function nearTheScreen(element: Element): Promise<void> {
  if (typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: "25% 0px" },
    );
    observer.observe(element);
  });
}

/**
 * Once `ready` resolves, fetches the partial each element of `root` names,
 * with the page's later stylesheet, and replaces the element by it when it
 * comes within a quarter of a screen of the viewport, so that its layout and
 * its images (loaded lazily) cost nothing until the visitor scrolls towards
 * them. The
 * partial's HTML is inert: scripts in it do not run, data blocks such as
 * JSON-LD stay as they are. One that cannot be fetched (offline before any
 * visit) leaves its placeholder.
 */
export async function loadPartials(root: Document, ready: Promise<void>): Promise<void> {
  await ready;
  const placeholders = [...root.querySelectorAll(`[${PARTIAL_ATTRIBUTE}]`)];
  await Promise.all(
    placeholders.map(async (placeholder) => {
      let html: string;
      try {
        const response = await fetch(placeholder.getAttribute(PARTIAL_ATTRIBUTE) ?? "");
        if (!response.ok) return;
        html = await response.text();
      } catch {
        return; // No connection and no copy: the placeholder stays.
      }
      await Promise.all([loadLaterStyles(root), nearTheScreen(placeholder)]);
      const template = root.createElement("template");
      template.innerHTML = html;
      placeholder.replaceWith(template.content);
    }),
  );
}
