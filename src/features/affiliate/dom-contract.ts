/**
 * What the product cards (build/ProductCard.tsx) share with the scripts that
 * enhance them in the browser (browser/analytics.ts, deferred-photos.ts,
 * photo-fallback.ts): the attributes they mark, and the blank image a
 * deferred photo shows first.
 */

/** Attribute that marks an affiliate link with its analytics label. */
export const AFFILIATE_LABEL_ATTRIBUTE = "data-affiliate-label";

/** A transparent 1×1 GIF: the `src` an image must have until its address is given, at no request. */
export const BLANK_IMAGE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** The attribute holding a deferred photo's address. */
export const DEFERRED_SRC_ATTRIBUTE = "data-src";

/** Attribute of the hidden element that stands in for a product photo that fails to load. */
export const PHOTO_FALLBACK_ATTRIBUTE = "data-photo-fallback";
