/**
 * Product photos that wait for the calculator. On the page used at the pump
 * no third-party request may compete with the calculator's code on a first
 * visit, so a product photo is rendered hidden with its address in
 * {@link DEFERRED_SRC_ATTRIBUTE} (and, for a browser without JavaScript, as a
 * plain image in `<noscript>`); once the calculator's island is ready
 * (integrations/directives/interaction.ts), each photo gets its address and
 * shows, still `loading="lazy"`: it is fetched as it nears the screen.
 */

/** The attribute holding a deferred photo's address. */
export const DEFERRED_SRC_ATTRIBUTE = "data-src";

/** Once `ready` resolves, gives every deferred photo of `root` its address and shows it. */
export async function showDeferredPhotos(root: Document, ready: Promise<void>): Promise<void> {
  await ready;
  for (const image of root.querySelectorAll<HTMLImageElement>(`img[${DEFERRED_SRC_ATTRIBUTE}]`)) {
    image.src = image.getAttribute(DEFERRED_SRC_ATTRIBUTE) ?? "";
    image.removeAttribute(DEFERRED_SRC_ATTRIBUTE);
    image.hidden = false;
  }
}
