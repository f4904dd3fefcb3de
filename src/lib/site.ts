import { SITE_NAME } from "./brand.ts";

/** Public origin of the site, without a trailing slash (SITE_URL at build time, see site.config.ts). */
export const SITE_URL: string = __SITE_URL__;

/** Absolute URL of a path on this site: "/blog" → "https://…/blog". */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${SITE_URL}/` : `${SITE_URL}${path}`;
}

/** A page's picture for link previews (Open Graph, Twitter card, JSON-LD `image`). */
export interface ShareImage {
  /** Path on this site, e.g. "/og-image.png". */
  readonly path: string;
  /** Pixels. */
  readonly width: number;
  readonly height: number;
  /** What the picture says, for screen readers and previews without images. */
  readonly alt: string;
}

/** The site's generic share image (1200×630 px, public/og-image.png), for pages without a card of their own. */
export const SHARE_IMAGE: ShareImage = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: `Calculadora ${SITE_NAME} (regra dos 70%)`,
};

/** The date the build stands for (SOURCE_DATE_EPOCH, or when it ran): "today" for every prerendered text. */
export const BUILD_DATE = new Date(__BUILD_DATE__);
