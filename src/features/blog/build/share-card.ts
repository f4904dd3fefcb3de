/**
 * The share card of an article (src/lib/share-card.ts): its title, its
 * author and publication date.
 */
import type { BlogPostData } from "#content/schemas.ts";
import { formatLongDate } from "#lib/format.ts";
import type { ShareCard } from "#lib/share-card.ts";

/** An article's card: "Blog", the article's title as the headline, "Por <autor>", the publication date. */
export function articleCard(data: Pick<BlogPostData, "title" | "author" | "datePublished">): ShareCard {
  return {
    title: "Blog",
    headline: data.title,
    tone: null,
    lines: [`Por ${data.author}`],
    source: `Publicado em ${formatLongDate(data.datePublished)}`,
  };
}
