/**
 * The brand, as plain constants (no build-time globals), so that both the
 * app and the build configuration (web app manifest) can import them.
 */

/** The product's name, as the brand link and page titles show it. */
export const SITE_NAME = "Etanol ou Gasolina?";

/** One-sentence description of the site, for the manifest and structured data. */
export const SITE_DESCRIPTION =
  "Calculadora gratuita que mostra, pela regra dos 70%, se compensa abastecer o carro flex com etanol ou gasolina.";

/** Brand green (ethanol), the browser's theme colour. */
export const THEME_COLOR = "#15803d";

/** Page background colour, for the installed app's splash screen. */
export const BACKGROUND_COLOR = "#f8fafc";
