import type { BlogPost, InfoCard } from "../content/types";
import { brDateToIso } from "./format";
import { SITE_DESCRIPTION, SITE_NAME } from "./brand";
import { absoluteUrl, SHARE_IMAGE, SITE_URL } from "./site";

/**
 * schema.org JSON-LD nodes for search engines (https://schema.org,
 * Google Search Central's structured data guides). Pure builders: each
 * returns one plain object for the page's `@graph`.
 */
export type JsonLdNode = Record<string, unknown> & { "@type": string };

/** The site itself, on every page. */
export function websiteNode(): JsonLdNode {
  return { "@type": "WebSite", "@id": `${SITE_URL}/#website`, name: SITE_NAME, url: absoluteUrl("/"), inLanguage: "pt-BR", publisher: { "@id": `${SITE_URL}/#organization` } };
}

/** The organization behind the site, on every page. */
export function organizationNode(): JsonLdNode {
  return {
    "@type": "Organization",
    "@id": `${SITE_URL}/#organization`,
    name: SITE_NAME,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icons/icon-512.png"),
  };
}

/** The calculator, a free web application (home page). */
export function webApplicationNode(): JsonLdNode {
  return {
    "@type": "WebApplication",
    name: `Calculadora ${SITE_NAME}`,
    url: absoluteUrl("/"),
    description: SITE_DESCRIPTION,
    applicationCategory: "UtilitiesApplication",
    operatingSystem: "Any",
    inLanguage: "pt-BR",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "BRL" },
  };
}

/** FAQPage from the information cards: the title is the question, the paragraphs the answer. */
export function faqPageNode(cards: readonly InfoCard[]): JsonLdNode {
  return {
    "@type": "FAQPage",
    mainEntity: cards.map((card) => ({
      "@type": "Question",
      name: card.title,
      acceptedAnswer: { "@type": "Answer", text: card.paragraphs.join(" ") },
    })),
  };
}

/** One BlogPosting per post card of /blog, each addressed by its card's anchor. */
export function blogPostingNodes(posts: readonly BlogPost[]): JsonLdNode[] {
  return posts.map((post) => ({
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    url: absoluteUrl(`/blog#${post.id}`),
    datePublished: brDateToIso(post.date) ?? undefined,
    author: { "@type": "Organization", name: post.author },
    publisher: { "@id": `${SITE_URL}/#organization` },
    image: absoluteUrl(SHARE_IMAGE.path),
    inLanguage: "pt-BR",
  }));
}
