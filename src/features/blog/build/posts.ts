import type { BlogPostData } from "#content/schemas.ts";

/** A blog article as the pages use it: its slug (file name) and front matter. */
export interface BlogPost {
  slug: string;
  data: BlogPostData;
}

/** Articles newest first (by publication date, then title), as the blog and the feed list them. */
export function newestFirst<T extends BlogPost>(posts: readonly T[]): T[] {
  return [...posts].sort(
    (a, b) =>
      b.data.datePublished.getTime() - a.data.datePublished.getTime() ||
      a.data.title.localeCompare(b.data.title, "pt-BR"),
  );
}

/** Cards on /blog: 6 post cards (docs/product-rules.md, "Counts"); older articles keep their pages, feed and sitemap entries. */
export const BLOG_CARD_COUNT = 6;

/** The articles /blog shows as cards: the {@link BLOG_CARD_COUNT} newest. */
export function blogCards<T extends BlogPost>(posts: readonly T[]): T[] {
  return newestFirst(posts).slice(0, BLOG_CARD_COUNT);
}

/**
 * Up to `count` other articles to read next: those sharing the most
 * keywords with `post` first, then the newest. Never `post` itself.
 */
export function relatedPosts<T extends BlogPost>(post: T, posts: readonly T[], count = 3): T[] {
  const keywords = new Set(post.data.keywords.map((keyword) => keyword.toLowerCase()));
  const shared = (other: T) => other.data.keywords.filter((keyword) => keywords.has(keyword.toLowerCase())).length;
  return newestFirst(posts.filter((other) => other.slug !== post.slug))
    .map((other, index) => ({ other, index, score: shared(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other);
}
