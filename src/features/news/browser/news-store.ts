import { type KeyValueStorage, readItem, writeItem } from "#browser/safe-storage.ts";
import type { NewsItem } from "#content/schemas.ts";
import { LAST_UPDATE_KEY, NEWS_KEY } from "#features/news/dom-contract.ts";
import { parseJson } from "#lib/parse-json.ts";

/** News refresh interval, 24 h in ms: when the last refresh is that old, and again every 24 h the page stays open. */
export const REFRESH_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The news list in force and when it must next be refreshed. */
export interface NewsState {
  items: NewsItem[];
  /** Epoch ms of the next refresh: last update + 24 h. */
  nextRefreshAt: number;
}

function isString(value: unknown): value is string {
  return typeof value === "string";
}

function isWebUrl(value: string): boolean {
  return URL.canParse(value) && ["http:", "https:"].includes(new URL(value).protocol);
}

/** Most items a stored list may hold; a longer one is not the site's. */
const MAX_STORED_ITEMS = 50;

/** A day (yyyy-mm-dd), or a date and time with its offset (2026-06-18T18:40:00-03:00), as `published` may be. */
const PUBLISHED = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** True when `value` is a credit: a licence name, its http(s) page, whether the text was shortened, maybe an author. */
function isCredit(value: unknown): value is NonNullable<NewsItem["credit"]> {
  if (typeof value !== "object" || value === null) return false;
  const credit = value as Record<string, unknown>;
  return (
    isString(credit.licence) &&
    isString(credit.licenceUrl) &&
    isWebUrl(credit.licenceUrl) &&
    typeof credit.shortened === "boolean" &&
    (credit.author === undefined || isString(credit.author))
  );
}

/**
 * True when `value` has every field of a news item with the right type, an
 * http(s) `url` (a stored `javascript:` link must never render), if
 * present a `published` day or date and time, and if present a `credit`
 * whose licence link is http(s) too.
 */
export function isNewsItem(value: unknown): value is NewsItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    ["id", "title", "content", "source", "url", "date"].every((field) => isString(item[field])) &&
    isWebUrl(item.url as string) &&
    Array.isArray(item.keywords) &&
    item.keywords.every(isString) &&
    (item.published === undefined || (isString(item.published) && PUBLISHED.test(item.published))) &&
    (item.credit === undefined || isCredit(item.credit))
  );
}

/** A copy of a credit with only its known fields. */
function copyCredit({ licence, licenceUrl, author, shortened }: NonNullable<NewsItem["credit"]>) {
  return { licence, licenceUrl, ...(author === undefined ? {} : { author }), shortened };
}

/**
 * Parses the stored list (a valid stored list is the one shown, not the
 * defaults), whatever its items' ids: it is used when it is JSON for an array of 1 to
 * {@link MAX_STORED_ITEMS} valid news items. Returns null for anything else
 * (missing, corrupt, a single invalid item), which gets re-seeded. Only the
 * known fields are kept, so stray stored properties never render.
 */
export function parseStoredNews(json: string | null): NewsItem[] | null {
  const value = parseJson(json);
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_STORED_ITEMS) return null;
  if (!value.every(isNewsItem)) return null;
  return value.map(({ id, title, content, source, url, date, keywords, published, credit }) => ({
    id,
    title,
    content,
    source,
    url,
    date,
    keywords: [...keywords],
    ...(published === undefined ? {} : { published }),
    ...(credit === undefined ? {} : { credit: copyCredit(credit) }),
  }));
}

/**
 * True when the list must be refreshed: the last-update marker is missing,
 * unparseable, older than 24 h, or in the future (a clock that was wrong).
 * `now` is epoch ms.
 */
export function isStale(marker: string | null, now: number): boolean {
  if (marker === null) return true;
  const time = Date.parse(marker);
  return Number.isNaN(time) || time > now || now - time >= REFRESH_INTERVAL_MS;
}

/** Sets every item's date to `now`: a refresh dates every item at the moment it runs. */
function refreshNews(items: readonly Omit<NewsItem, "date">[], now: number): NewsItem[] {
  const date = new Date(now).toISOString();
  return items.map((item) => ({ ...item, keywords: [...item.keywords], date }));
}

/**
 * Loads the news list from storage, seeding it when nothing valid is stored
 * and refreshing it when the last-update marker is missing or 24 hours old
 * (docs/product-rules.md, 'Data kept on the device'), and writes back what
 * changed. A refresh rewrites the list with the site's current items
 * (`defaults`) dated `now`, so a corrected or newer item reaches every
 * visitor within 24 hours. `storage` may be null, throw
 * or be full: the returned list then lives in memory only. Never throws.
 * @param now epoch ms
 */
export function syncNews(
  storage: KeyValueStorage | null,
  defaults: readonly Omit<NewsItem, "date">[],
  now: number,
): NewsState {
  const stored = parseStoredNews(readItem(storage, NEWS_KEY));
  const marker = readItem(storage, LAST_UPDATE_KEY);
  if (stored && !isStale(marker, now)) {
    return { items: stored, nextRefreshAt: Date.parse(marker as string) + REFRESH_INTERVAL_MS };
  }
  return forceRefresh(storage, defaults, now);
}

/**
 * Rewrites the dates of `items` to `now`, stores the list and the new
 * marker, and returns the new state. Never throws. `now` is epoch ms.
 */
export function forceRefresh(
  storage: KeyValueStorage | null,
  items: readonly Omit<NewsItem, "date">[],
  now: number,
): NewsState {
  const refreshed = refreshNews(items, now);
  writeItem(storage, NEWS_KEY, JSON.stringify(refreshed));
  writeItem(storage, LAST_UPDATE_KEY, new Date(now).toISOString());
  return { items: refreshed, nextRefreshAt: now + REFRESH_INTERVAL_MS };
}
