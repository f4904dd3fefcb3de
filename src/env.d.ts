/** Year of the build, in which the prerendered HTML was written (vite `define`). */
declare const __BUILD_YEAR__: number;
/** Public origin of the site, e.g. "https://www.etanolougasolina.com.br" (site.config.ts). */
declare const __SITE_URL__: string;
/** Google Analytics 4 measurement ID, or "" when analytics is off (VITE_GA_ID, site.config.ts). */
declare const __GA_ID__: string;
/** Amazon Associates tag, or "" (AMAZON_ASSOCIATE_TAG, site.config.ts). */
declare const __AMAZON_TAG__: string;
/** Who runs the site (SITE_OPERATOR, site.config.ts). */
declare const __SITE_OPERATOR__: string;
/** E-mail for privacy requests (PRIVACY_CONTACT, site.config.ts). */
declare const __PRIVACY_CONTACT__: string;
