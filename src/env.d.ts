/** Year of the build, in which the prerendered HTML was written (vite `define`). */
declare const __BUILD_YEAR__: number;
/** Public origin of the site, e.g. "https://www.exemplo.com.br" (SITE_URL, site.config.ts). */
declare const __SITE_URL__: string;
/** Google Analytics 4 measurement ID, or "" when analytics is off (GA_ID, site.config.ts). */
declare const __GA_ID__: string;
/** Amazon Associates tag, or "" (AMAZON_ASSOCIATE_TAG, site.config.ts). */
declare const __AMAZON_TAG__: string;
/** The build's date, ISO 8601 (SOURCE_DATE_EPOCH or the time of the build, site.config.ts). */
declare const __BUILD_DATE__: string;
/**
 * The data controller the privacy page names: legal name, CNPJ or CPF, e-mail; "" when not configured
 * (PRIVACY_CONTROLLER_NAME, PRIVACY_CONTROLLER_ID, PRIVACY_CONTACT, site.config.ts).
 */
declare const __PRIVACY_CONTROLLER__: { name: string; id: string; contact: string };

/** A module's bundled, minified code, for a page to write inline (integrations/inline-scripts.ts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}
