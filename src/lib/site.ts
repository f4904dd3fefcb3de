/** Public origin of the site, without a trailing slash (SITE_URL at build time, see site.config.ts). */
export const SITE_URL: string = __SITE_URL__;

/** Absolute URL of a path on this site: "/blog" → "https://…/blog". */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${SITE_URL}/` : `${SITE_URL}${path}`;
}

/** The social share image (1200×630 px, public/og-image.png). */
export const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

/** The date the build stands for (SOURCE_DATE_EPOCH, or when it ran): "today" for every prerendered text. */
export const BUILD_DATE = new Date(__BUILD_DATE__);
