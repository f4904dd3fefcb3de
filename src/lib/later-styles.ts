/**
 * A page's later stylesheet. A page that opts in (`<html data-later-styles>`)
 * keeps inline only the rules its own HTML uses, so that its first round
 * trip carries less; the build's last step (integrations/page-styles.ts)
 * writes its route's whole share of the stylesheet, which also covers what
 * its scripts draw later (toasts, panels, errors, the sections loaded after
 * the calculator), to a hashed file named in that attribute. It holds every
 * rule of the inline one, in Tailwind's order, so that once loaded it
 * decides the cascade alone.
 */

/** The attribute of `<html>` that asks for the split and names the file. */
export const LATER_STYLES_ATTRIBUTE = "data-later-styles";

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
