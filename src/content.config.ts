import { file, glob } from "astro/loaders";
import { z } from "astro/zod";
import { defineCollection } from "astro:content";
import { blogPostSchema, curiositySchema, infoCardSchema, newsSchema, productSchema } from "./content/schemas.ts";

/**
 * A JSON array file as a collection that remembers the file's order: the
 * parser records each item's index as `position` (the content store does
 * not keep insertion order); content/ordered.ts sorts by it.
 */
function orderedFile(path: string) {
  return file(path, {
    parser: (text) =>
      (JSON.parse(text) as Array<Record<string, unknown>>).map((item, position) => ({ ...item, position })),
  });
}

const position = { position: z.number().int().nonnegative() };

/** The site's content collections (schemas in src/content/schemas.ts). */
export const collections = {
  products: defineCollection({
    loader: orderedFile("src/content/products.json"),
    schema: productSchema.extend(position),
  }),
  infoCards: defineCollection({
    loader: orderedFile("src/content/info-cards.json"),
    schema: infoCardSchema.extend(position),
  }),
  news: defineCollection({ loader: orderedFile("src/content/news.json"), schema: newsSchema.extend(position) }),
  /** The fuel news of Agência Brasil's feed, written by `npm run data:noticias`; the news list shows them first. */
  agencyNews: defineCollection({
    loader: orderedFile("src/content/news-agencia-brasil.json"),
    schema: newsSchema.extend(position),
  }),
  curiosities: defineCollection({
    loader: orderedFile("src/content/curiosities.json"),
    schema: curiositySchema.extend(position),
  }),
  blog: defineCollection({ loader: glob({ pattern: "*.md", base: "src/content/blog" }), schema: blogPostSchema }),
};
