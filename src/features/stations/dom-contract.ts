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

/**
 * The attribute of a city page's follow section ("Seguir Campinas", city-follow.ts); the section also carries the
 * city's `data-uf` and `data-city`.
 */
export const FOLLOW_CITY_ATTRIBUTE = "data-follow-city";

/** What the site script looks for before it loads {@link KEEP_STATIONS_SCRIPT}: station cards, or a follow section. */
export const STATION_PAGE_SELECTOR = `[${KEEP_STATION_ATTRIBUTE}],[${FOLLOW_CITY_ATTRIBUTE}]`;

/** Address of the price pages' script (station-page-script.ts): the keep buttons, and on a city page its Avisos. */
export const KEEP_STATIONS_SCRIPT = "/precos/meus-postos.js";
