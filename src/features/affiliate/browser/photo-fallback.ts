import { PHOTO_FALLBACK_ATTRIBUTE } from "#features/affiliate/dom-contract.ts";

function swap(image: HTMLImageElement): void {
  const fallback = image.nextElementSibling;
  if (!(fallback instanceof HTMLElement) || !fallback.hasAttribute(PHOTO_FALLBACK_ATTRIBUTE)) return;
  image.remove();
  fallback.hidden = false;
}

/**
 * Replaces every product photo that fails to load (offline, blocked host)
 * by its fallback, the product's icon with the same alternative text, so a
 * card never shows a broken image. One capturing listener on `root` (image
 * errors do not bubble), plus a check of the photos that already failed
 * before this ran. Returns the uninstaller.
 */
export function replaceBrokenPhotos(root: Document): () => void {
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement) swap(event.target);
  };
  root.addEventListener("error", onError, { capture: true });
  for (const image of root.querySelectorAll("img")) {
    if (image.complete && image.naturalWidth === 0 && image.getAttribute("src")) swap(image);
  }
  return () => root.removeEventListener("error", onError, { capture: true });
}
