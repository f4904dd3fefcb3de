import { SITE_NAME } from "./brand.ts";
import { absoluteUrl, SHARE_IMAGE, type ShareImage } from "./site.ts";
import { type JsonLdNode, organizationNode, websiteNode } from "./structured-data.ts";

/** What a page says about itself to browsers, search engines and social networks. */
export interface PageMetaInput {
  /** The page's own name; the site name is appended for `<title>`. */
  title: string;
  /** Meta description, in Portuguese (about 120–160 characters). */
  description: string;
  /** Path of the canonical URL, e.g. "/blog"; omit for pages that must not be indexed. */
  path?: string;
  /** For an article: its dates, which make the Open Graph type "article" with its times. */
  article?: { published: Date; modified?: Date };
  /** Page-specific JSON-LD nodes, added after WebSite and Organization. */
  jsonLd?: readonly JsonLdNode[];
  /** The page's own share card; without it, the site's generic image (`SHARE_IMAGE`). */
  image?: ShareImage;
}

/** A `<meta>` element: `name` or `property` (Open Graph) with its content. */
type MetaTag = { name: string; content: string } | { property: string; content: string };

/** The head of a page, ready to render. */
export interface PageHead {
  title: string;
  /** Absolute canonical URL, or null for a page that must not be indexed. */
  canonical: string | null;
  meta: MetaTag[];
  /** One JSON-LD document with a `@graph`. */
  jsonLd: Record<string, unknown>;
}

/**
 * The head of a page: `<title>`, description, canonical URL, Open Graph and
 * Twitter card tags with the page's share image (its own card, or the
 * generic one) and its text alternative, and one JSON-LD `@graph`
 * with WebSite, Organization and the page's own nodes. Without `path` the
 * page gets `robots: noindex` and no canonical URL.
 */
export function pageMeta({
  title,
  description,
  path,
  article,
  jsonLd = [],
  image: share = SHARE_IMAGE,
}: PageMetaInput): PageHead {
  const fullTitle = `${title} | ${SITE_NAME}`;
  const image = absoluteUrl(share.path);
  const canonical = path === undefined ? null : absoluteUrl(path);
  const meta: MetaTag[] = [
    { name: "description", content: description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(share.width) },
    { property: "og:image:height", content: String(share.height) },
    { property: "og:image:alt", content: share.alt },
    // X reads og:title, og:description and og:image when its own tags are absent (developer.x.com/cards/markup);
    // it needs its own for the card's type and the image's alternative text.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: share.alt },
    ...(article
      ? [
          { property: "article:published_time", content: article.published.toISOString() },
          { property: "article:modified_time", content: (article.modified ?? article.published).toISOString() },
        ]
      : []),
    ...(canonical ? [{ property: "og:url", content: canonical }] : [{ name: "robots", content: "noindex" }]),
  ];
  return {
    title: fullTitle,
    canonical,
    meta,
    jsonLd: { "@context": "https://schema.org", "@graph": [websiteNode(), organizationNode(), ...jsonLd] },
  };
}

/** JSON for an inline `<script type="application/ld+json">`: "<" escaped, so no text can close the element. */
export function jsonLdText(document: Record<string, unknown>): string {
  return JSON.stringify(document).replace(/</g, "\\u003c");
}
