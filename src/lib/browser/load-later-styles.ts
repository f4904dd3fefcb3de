/**
 * Links a page's later stylesheet in the browser: the file the build names
 * in `<html data-later-styles>` (src/lib/later-styles.ts describes the split).
 */
import { LATER_STYLES_ATTRIBUTE } from "../later-styles.ts";

/**
 * Links the page's later stylesheet, once; resolves when it has loaded or
 * failed, at once when the page names none or it has already loaded.
 */
export function loadLaterStyles(document: Document): Promise<void> {
  const href = document.documentElement.getAttribute(LATER_STYLES_ATTRIBUTE);
  let link = document.querySelector<HTMLLinkElement>(`link[href="${href}"]`);
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
