import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "./brand";
import { absoluteUrl, SHARE_IMAGE } from "./site";
import { type JsonLdNode, organizationNode, websiteNode } from "./structured-data";

/** What a page says about itself to browsers, search engines and social networks. */
export interface PageMetaInput {
  /** The page's own name; the site name is appended for `<title>`. */
  title: string;
  /** Meta description, in Portuguese (about 120–160 characters). */
  description: string;
  /** Path of the canonical URL, e.g. "/blog"; omit for pages that must not be indexed. */
  path?: string;
  /** Page-specific JSON-LD nodes, added after WebSite and Organization. */
  jsonLd?: readonly JsonLdNode[];
}

/**
 * The meta descriptors of a page: `<title>`, description, canonical URL,
 * Open Graph and Twitter card tags with the 1200×630 share image, and one
 * JSON-LD `@graph` with WebSite, Organization and the page's own nodes.
 * Without `path` the page gets `robots: noindex` and no canonical URL.
 */
export function pageMeta({ title, description, path, jsonLd = [] }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} | ${SITE_NAME}`;
  const image = absoluteUrl(SHARE_IMAGE.path);
  const meta: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:type", content: "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: `${SITE_NAME}: calculadora da regra dos 70%` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { "script:ld+json": { "@context": "https://schema.org", "@graph": [websiteNode(), organizationNode(), ...jsonLd] } },
  ];
  if (path === undefined) return [...meta, { name: "robots", content: "noindex" }];
  const url = absoluteUrl(path);
  return [...meta, { tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url }];
}
