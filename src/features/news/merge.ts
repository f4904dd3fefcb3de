/** The product rules' count of news items on the home page (docs/product-rules.md, "Counts"). */
export const NEWS_COUNT = 6;

/**
 * The home page's news list: the items taken from the agency's feed
 * (`fetched`, src/content/news-agencia-brasil.json) first, newest first by
 * the instant of `published`, then the hand-written ones (`handWritten`,
 * src/content/news.json) in their file's order, `count` in all. An article
 * appears once: an item whose `url` (or `id`) is already listed is skipped,
 * fetched or hand-written. With fewer items than `count` in both lists, the
 * list is shorter.
 */
export function mergeNews<T extends { id: string; url: string; published?: string }>(
  fetched: readonly T[],
  handWritten: readonly T[],
  count: number = NEWS_COUNT,
): T[] {
  const newest = [...fetched].sort((a, b) => instant(b) - instant(a));
  const list: T[] = [];
  for (const item of [...newest, ...handWritten]) {
    if (list.length === count) break;
    if (!list.some((other) => other.url === item.url || other.id === item.id)) list.push(item);
  }
  return list;
}

/** Epoch ms of `published`; an item without a readable one sorts last. */
function instant(item: { published?: string }): number {
  const time = item.published === undefined ? Number.NaN : Date.parse(item.published);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}
