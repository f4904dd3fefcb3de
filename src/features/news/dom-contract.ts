/** What the privacy page shares with the news' store (browser/news-store.ts): the keys it keeps on the device. */

/** localStorage key of the news list, as JSON: a fixed name (docs/product-rules.md, 'Data kept on the device'). */
export const NEWS_KEY = "automotive_news";

/** localStorage key of the ISO timestamp of the last refresh; a fixed name, like {@link NEWS_KEY}. */
export const LAST_UPDATE_KEY = "last_news_update";
