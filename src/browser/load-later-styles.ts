/**
 * Links a page's later stylesheet in the browser: the file the build names
 * in `<html data-later-styles>` (src/lib/later-styles.ts describes the split).
 */
import { LATER_STYLES_ATTRIBUTE } from "#lib/later-styles.ts";

/**
 * Links the page's later stylesheet, once; resolves when it has loaded or
 * failed, at once when the page names none or it has already loaded.
 */
export function loadLaterStyles(document: Document): Promise<void> {
  const href = document.documentElement.getAttribute(LATER_STYLES_ATTRIBUTE);
  let link = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
  if (!href || link?.sheet) return Promise.resolve();
  if (!link) {
    link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    document.head.append(link);
  }
  const settling = link;
  return new Promise((resolve) => {
    for (const type of ["load", "error"]) settling.addEventListener(type, () => resolve());
  });
}

/**
 * Fetches the page's later stylesheet without applying it (`<link
 * rel="preload" as="style">`), once, so that {@link loadLaterStyles} later
 * finds it in the cache: applying it restyles the whole page, which must
 * not happen while the visitor types. Does nothing when the page names none.
 */
export function preloadLaterStyles(document: Document): void {
  const href = document.documentElement.getAttribute(LATER_STYLES_ATTRIBUTE);
  if (!href || document.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.setAttribute("as", "style");
  link.href = href;
  document.head.append(link);
}
