/**
 * Where a tap on an Avisos notice leads (docs/alerts.md): the tab already
 * open on the notice's city page, if any, is brought forward and loaded
 * again at the notice's address (so that it shows the survey the notice
 * speaks of, at the panel); otherwise a new tab opens there. That page, and
 * the files its panel reads, come from the network first.
 */
import { NOTICE_PARAMETER } from "#features/stations/alert-messages.ts";

/** What the worker knows of an open tab of the site. */
export interface OpenPage {
  readonly url: string;
}

/**
 * The open tab showing the page of `target` (a same-origin path with its
 * query and fragment), compared by path alone; null when none does.
 */
export function pageForNotice<Page extends OpenPage>(
  pages: readonly Page[],
  target: string,
  origin: string,
): Page | null {
  const path = new URL(target, origin).pathname;
  return pages.find((page) => new URL(page.url).pathname === path) ?? null;
}

/** What the worker reads of a request to decide how to answer it. */
export interface RequestFacts {
  readonly url: string;
  readonly method: string;
  readonly mode: string;
  readonly referrer: string;
}

/** The files the panel of a page opened from a notice reads: a state's stations' prices and its cities' means. */
const PANEL_FILES = /^\/precos\/[a-z]{2}\/(postos-precos|medias)\.json$/;

/** The price pages (a state's, a city's, a city's station list), which the worker takes from the network first. */
const PRICE_PAGES = /^\/precos\//;

/**
 * Whether the worker fetches `request` from the network first rather than
 * from its precache: a page opened from a notice (its address carries
 * `?aviso=`), and the files that page's panel reads, or a price page's
 * (that page itself comes from the network first, so its panel and the
 * first snapshot of what it keeps judge the survey it shows). Any other
 * request, Meus postos' files on the calculator included, keeps the
 * precache's instant answer.
 */
export function fromNetworkFirst(request: RequestFacts, origin: string): boolean {
  const url = new URL(request.url);
  if (url.origin !== origin || request.method !== "GET") return false;
  if (request.mode === "navigate") return url.searchParams.has(NOTICE_PARAMETER);
  if (!PANEL_FILES.test(url.pathname) || !request.referrer) return false;
  const page = new URL(request.referrer);
  return page.origin === origin && (page.searchParams.has(NOTICE_PARAMETER) || PRICE_PAGES.test(page.pathname));
}
