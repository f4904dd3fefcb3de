/**
 * The site's route paths, in one place: the pages, features, feeds and
 * server rules that link to a page or serve it take its path from here, so
 * that a page file in src/pages and every link to it agree. (The addresses
 * of data files and page scripts fetched at run time stay with the one
 * module that reads each: src/data/*.ts, cars/island/car-search-box.ts.)
 * Imported by the server (server.mjs) through the integrations, so its
 * imports name their `.ts` file.
 */
import { slugify } from "./search-text.ts";

/**
 * Folder of the share cards (`/og/<name>-<hash>.png`): each file name ends
 * with a hash of what the card draws, so a card never changes under its
 * name and is cached for a year, like `/_astro/`.
 */
export const SHARE_CARDS_PATH = "/og/";

// ——— ANP prices ——————————————————————————————————————————————————————————

/** The page of every state's prices. */
export const PRICES_PATH = "/precos";

/** A state's page, by its code: "SP" or "sp" → "/precos/sp". */
export function statePagePath(code: string): string {
  return `${PRICES_PATH}/${code.toLowerCase()}`;
}

/** A state's month-by-month page: "sp" → "/precos/sp/historico". */
export function stateHistoryPath(code: string): string {
  return `${statePagePath(code)}/historico`;
}

/** A surveyed city's page: "/precos/sp/sao-jose-dos-campos" (its name without accents, `slugify`). */
export function cityPagePath(city: { readonly uf: string; readonly name: string }): string {
  return `${statePagePath(city.uf)}/${slugify(city.name)}`;
}

/** Page `page` (1-based) of a city's full list of stations, from the city page's path: ".../postos", ".../postos/2". */
export function stationListPath(cityPath: string, page = 1): string {
  return page === 1 ? `${cityPath}/postos` : `${cityPath}/postos/${page}`;
}

/**
 * The open data page: every kept ANP week as CSV and JSON files, under
 * `/dados/<domingo>_<sábado>/`, described by `/dados/datapackage.json`.
 */
export const OPEN_DATA_PATH = "/dados";

/** The RSS feed of a state's verdict flips ("/precos/sc/rss.xml"), or the national one without a state. */
export function flipFeedPath(state?: { readonly code: string }): string {
  return `${state ? statePagePath(state.code) : PRICES_PATH}/rss.xml`;
}

/** The RSS feed of a surveyed city's weeks, below its page: "/precos/sp/campinas/rss.xml". */
export function cityFeedPath(city: { readonly uf: string; readonly name: string }): string {
  return `${cityPagePath(city)}/rss.xml`;
}

// ——— Inmetro cars ————————————————————————————————————————————————————————

/** The hub of the Inmetro – PBE Veicular pages. */
export const CATALOGUE_PATH = "/carros";

/** A make's page: "chevrolet" → "/carros/chevrolet". */
export function makePath(slug: string): string {
  return `${CATALOGUE_PATH}/${slug}`;
}

/** A version's row on its make's page: "/carros/chevrolet#chevrolet-onix-ltz-1-0-turbo-12v-a-6". */
export function versionPath(version: { readonly makeSlug: string; readonly id: string }): string {
  return `${makePath(version.makeSlug)}#${version.id}`;
}

/** The page of one table's cars: 2026 → "/carros/tabela-2026". */
export function tablePath(year: number): string {
  return `${CATALOGUE_PATH}/tabela-${year}`;
}

// ——— Blog and the other pages ————————————————————————————————————————————

/** The blog's page. */
export const BLOG_PATH = "/blog";

/** An article's page: "/blog/<slug>". */
export function postPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}

/** The blog's RSS feed. */
export const BLOG_FEED_PATH = `${BLOG_PATH}/rss.xml`;

/** The curiosities page. */
export const CURIOSITIES_PATH = "/curiosidades";

/** The driver's fill-up log ("Meus abastecimentos"). */
export const LOGBOOK_PATH = "/abastecimentos";

/** The privacy page, which lists what the site keeps on the device. */
export const PRIVACY_PATH = "/privacidade";

/** The page that shows other sites how to frame the calculator: the snippet to copy and a preview. */
export const EMBED_PATH = "/embed";

/** The calculator made to be framed by other sites (`?uf=sp` fills in a state's ANP means). */
export const EMBED_CALCULATOR_PATH = `${EMBED_PATH}/calculadora`;

/** The icon sprite: every icon the pages draw with `<use>` (src/components/ui/icons.tsx, integrations/icon-sprite.ts). */
export const ICON_SPRITE_PATH = "/icones.svg";

// ——— Internal pages ——————————————————————————————————————————————————————

/**
 * Whether `path` (a URL path, "/embed/calculadora") is a page made to be
 * framed by other sites, under /embed/ (not /embed itself, a page of the
 * site): the only pages another origin may frame (docs/embed.md), noindex,
 * kept out of the sitemap (astro.config.ts) and of the service worker's
 * precache (integrations/service-worker.ts).
 */
export function isEmbeddedPath(path: string): boolean {
  return path.startsWith(`${EMBED_PATH}/`);
}

/**
 * Whether `path` (a URL path, "/__erro") is an internal page: one that
 * starts with "/__", built for the tests only (the error drill), kept out of
 * the sitemap (astro.config.ts), disallowed in robots.txt.
 */
export function isInternalPath(path: string): boolean {
  return path.startsWith("/__");
}

/**
 * A page's canonical path from the address Astro gives it while prerendering: the build writes each page as
 * `<path>.html` (astro.config.ts), so "/precos.html" → "/precos" and "/index.html" → "/"; a trailing slash goes too
 * ("/blog/" → "/blog").
 */
export function canonicalPath(pathname: string): string {
  return pathname
    .replace(/(^|\/)index\.html$/, "$1")
    .replace(/\.html$/, "")
    .replace(/(.)\/$/, "$1");
}
