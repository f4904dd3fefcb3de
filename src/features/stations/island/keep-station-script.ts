/**
 * What the station cards of the price pages (StationList.tsx) and the site
 * script (src/browser/entries/boot.ts) share with the keep buttons' script
 * (keep-station-buttons.ts): the attribute that marks a station card and
 * the fixed address the script is built to (integrations/lazy-entries.ts),
 * loaded only on a page that has such cards, once the page has loaded.
 * The keep buttons' script does not import this module (see KEEP_BUTTONS there).
 */

/** The attribute of a station card (its `<li>`) that gets a "Guardar em Meus postos" button; its value is the station's CNPJ. */
export const KEEP_STATION_ATTRIBUTE = "data-keep-station";

/** Address of the keep buttons' script (keep-station-buttons.ts). */
export const KEEP_STATIONS_SCRIPT = "/precos/meus-postos.js";
