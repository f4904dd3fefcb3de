/**
 * Product photos that wait for the calculator and for the visitor. On the
 * page used at the pump no third-party request may compete with the
 * calculator's code on a first visit, and a photo should load when it is
 * about to be seen (a browser's own lazy loading starts up to 2,500 px
 * ahead on a slow connection). So a product photo is rendered hidden with
 * its address in {@link DEFERRED_SRC_ATTRIBUTE} (and, for a browser without
 * JavaScript, as a plain image in `<noscript>`); once the calculator's
 * island is ready (src/browser/directives/client-interaction.ts hands this
 * to `client:interaction`), each photo gets its address and shows when its
 * box comes within a quarter of a screen of the viewport.
 */
import { DEFERRED_SRC_ATTRIBUTE } from "#features/affiliate/dom-contract.ts";

/** Gives a deferred photo its address and shows it. */
function show(image: HTMLImageElement): void {
  image.src = image.getAttribute(DEFERRED_SRC_ATTRIBUTE) ?? "";
  image.removeAttribute(DEFERRED_SRC_ATTRIBUTE);
  image.hidden = false;
}

/**
 * Once `ready` resolves, shows every deferred photo of `root` as its box
 * (the photo's parent: a hidden image has none of its own) nears the
 * screen; at once where IntersectionObserver is missing.
 */
export async function showDeferredPhotos(root: Document, ready: Promise<void>): Promise<void> {
  await ready;
  const images = [...root.querySelectorAll<HTMLImageElement>(`img[${DEFERRED_SRC_ATTRIBUTE}]`)];
  if (typeof IntersectionObserver === "undefined") {
    images.forEach(show);
    return;
  }
  const byBox = new Map<Element, HTMLImageElement>(
    images.flatMap((image) => (image.parentElement ? [[image.parentElement, image] as const] : [])),
  );
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const image = byBox.get(entry.target);
        if (!entry.isIntersecting || !image) continue;
        observer.unobserve(entry.target);
        show(image);
      }
    },
    { rootMargin: "25% 0px" },
  );
  for (const box of byBox.keys()) observer.observe(box);
}
