import rss from "@astrojs/rss";
import type { APIContext } from "astro";
import { getCollection } from "astro:content";
import { newestFirst } from "#features/blog/build/posts.ts";
import { SITE_NAME } from "#lib/brand.ts";
import { postPath } from "#lib/paths.ts";

/** The blog's RSS 2.0 feed, /blog/rss.xml, newest article first, with absolute links. */
export async function GET(context: APIContext) {
  const posts = newestFirst((await getCollection("blog")).map(({ id, data }) => ({ slug: id, data })));
  return rss({
    title: `Blog ${SITE_NAME}`,
    description: "Dicas práticas de economia, manutenção e combustível para quem tem carro flex.",
    site: context.site ?? "",
    customData: "<language>pt-br</language>",
    // The canonical URLs have no trailing slash (astro.config.ts, trailingSlash: "never").
    trailingSlash: false,
    items: posts.map(({ slug, data }) => ({
      title: data.title,
      description: data.description,
      link: postPath(slug),
      pubDate: data.datePublished,
      author: data.author,
      categories: data.keywords,
    })),
  });
}
