/** Year of the build, in which the prerendered HTML was written (vite `define`). */
declare const __BUILD_YEAR__: number;
/** Public origin of the site, e.g. "https://www.etanolougasolina.com.br" (site.config.ts). */
declare const __SITE_URL__: string;
