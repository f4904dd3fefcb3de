/**
 * The shapes of the site's content (the product's fields:
 * docs/product-rules.md, 'Content items'), as Zod schemas: the content
 * collections (src/content.config.ts) validate every entry against them at
 * build time, so a missing or mistyped field fails the build with the
 * file and field named. Types are inferred from them.
 */
import { z } from "astro/zod";
import { isIconName } from "#components/ui/icons.tsx";
import { ACCENTS, AFFILIATE_LABELS } from "./vocabulary.ts";

const text = z.string().trim().min(1);
const httpsUrl = z.url({ protocol: /^https$/ });
const icon = z.string().refine(isIconName, { message: "não é o nome de um ícone do Lucide (ex.: circle-gauge)" });
const accent = z.enum(ACCENTS);

/** A recommended affiliate product, one of the home page's three. */
export const productSchema = z.object({
  id: text,
  title: text,
  description: text,
  /** Meaningful alternative text for the photo. */
  imageAlt: text,
  /** https URL on the external photo host; loaded lazily. */
  imageSrc: httpsUrl,
  icon,
  accent,
  /** https URL of the affiliate offer, opened in a new tab. */
  affiliateUrl: httpsUrl,
  analyticsLabel: z.enum(AFFILIATE_LABELS),
  features: z.tuple([z.object({ icon, text }), z.object({ icon, text })]),
});
export type Product = z.infer<typeof productSchema>;

/** A source a reader can check: its publisher or title, and the https page. */
const sourceSchema = z.object({ name: text, url: httpsUrl });

/** One of the home page's six information cards, titled as the question a driver asks, with its sources. */
export const infoCardSchema = z.object({
  id: text,
  icon,
  accent,
  title: text,
  paragraphs: z.array(text).min(1).max(3),
  sources: z.array(sourceSchema).min(1),
});

/**
 * How a news item republished under a Creative Commons licence is credited
 * (docs/content.md, "Notícias da Agência Brasil"): the licence's name and
 * https page, the reporter when the source names one, and whether the site
 * shortened the text.
 */
const creditSchema = z.object({
  licence: text,
  licenceUrl: httpsUrl,
  author: text.optional(),
  shortened: z.boolean(),
});
export type NewsCredit = z.infer<typeof creditSchema>;

/**
 * A default news item without its date, which each refresh sets:
 * a true, dated summary of a real source page (`url`), `published` being
 * that page's own date: a day (yyyy-mm-dd) for the hand-written items
 * (src/content/news.json), a date and time with its offset for those taken
 * from Agência Brasil's feed (src/content/news-agencia-brasil.json,
 * `npm run data:noticias`), which also carry their `credit`.
 */
export const newsSchema = z.object({
  id: text,
  title: text,
  content: text,
  source: text,
  url: httpsUrl,
  published: z.union([z.iso.date(), z.iso.datetime({ offset: true })]),
  keywords: z.array(text),
  credit: creditSchema.optional(),
});
export type NewsDefault = z.infer<typeof newsSchema>;
/** A news item as stored and shown; `date`, the last refresh, is an ISO 8601 string; it may lack `published`. */
export type NewsItem = Omit<NewsDefault, "published"> & { published?: string; date: string };

/** A fact card of /curiosidades, with the source a reader can check. */
export const curiositySchema = z.object({
  id: text,
  icon,
  accent,
  title: text,
  text,
  /** Name of the publication or institution the fact comes from. */
  source: text,
  /** The https page the fact comes from. */
  sourceUrl: httpsUrl,
});

/** The front matter of a blog article (src/content/blog/<slug>.md). */
export const blogPostSchema = z.object({
  title: text,
  /** Card excerpt and meta description. */
  description: text,
  datePublished: z.coerce.date(),
  dateModified: z.coerce.date().optional(),
  author: text,
  icon,
  accent,
  keywords: z.array(text).default([]),
  /** An optional affiliate offer shown with the article's card. */
  affiliate: z.object({ url: httpsUrl, product: text }).optional(),
});
export type BlogPostData = z.infer<typeof blogPostSchema>;
