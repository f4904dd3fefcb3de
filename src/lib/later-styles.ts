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
 * failed, at once when the page names none.
 */
export function loadLaterStyles(document: Document): Promise<void> {
  const href = document.documentElement.getAttribute(LATER_STYLES_ATTRIBUTE);
  if (!href) return Promise.resolve();
  const link =
    document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`) ??
    Object.assign(document.createElement("link"), { rel: "stylesheet", href });
  if (link.sheet) return Promise.resolve();
  const settled = new Promise<void>((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });
  if (!link.isConnected) document.head.append(link);
  return settled;
}
