/**
 * Reads an RSS 2.0 feed's text into plain entries with
 * @rowanmanning/feed-parser, keeping each item's fields as the feed wrote
 * them (the raw `pubDate` text, the description's HTML) for
 * pipelines/news/items.ts to check. Refuses, naming the feed, what is not RSS.
 */
import { parseFeed } from "@rowanmanning/feed-parser";

/** One `<item>` of the feed, as written; null where the feed has nothing. */
export interface FeedEntry {
  /** Its place in the feed, from 1, for messages. */
  position: number;
  title: string | null;
  /** The `<link>`, resolved against the feed's base URL. */
  link: string | null;
  guid: string | null;
  /** The raw `<pubDate>` (or `<dc:date>`) text. */
  pubDate: string | null;
  /** The `<description>` as HTML, entities of the XML decoded. */
  description: string | null;
  /** The `<dc:creator>` (or `<author>`) names, as written. */
  creators: string[];
}

/** A feed the pipeline refuses as a whole: its message names the feed and what is wrong. */
export class FeedRefused extends Error {
  override name = "FeedRefused";
}

/**
 * The items of the RSS feed `xml`; `feedName` (its URL or path) names it in
 * messages. Throws {@link FeedRefused} when the text is not a feed at all (an
 * HTML page, a JSON error) or is an Atom feed.
 */
export function readFeedEntries(xml: string, feedName: string): FeedEntry[] {
  let feed: ReturnType<typeof parseFeed>;
  try {
    feed = parseFeed(xml);
  } catch (error) {
    const start = xml.trimStart().slice(0, 60).replace(/\s+/g, " ");
    throw new FeedRefused(
      `${feedName}: não é um feed RSS (${error instanceof Error ? error.message : String(error)}); o texto começa com «${start}»`,
      { cause: error },
    );
  }
  if (feed.meta.type !== "rss") {
    throw new FeedRefused(`${feedName}: é um feed ${feed.meta.type}, não RSS 2.0`);
  }
  return feed.items.map((item, index) => {
    const date = item.element.findElementWithName("pubdate") ?? item.element.findElementWithName("date");
    return {
      position: index + 1,
      title: item.title,
      link: item.url,
      guid: item.id,
      pubDate: date ? date.textContent.trim() : null,
      description: item.description,
      creators: item.authors.flatMap(({ name }) => (name ? [name] : [])),
    };
  });
}
