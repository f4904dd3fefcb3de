import { SITE_DESCRIPTION, SITE_NAME } from "./brand.ts";
import type { Crumb } from "./breadcrumbs.ts";
import { absoluteUrl, SHARE_IMAGE, SITE_URL } from "./site.ts";

/**
 * schema.org JSON-LD nodes for search engines (https://schema.org,
 * Google Search Central's structured data guides). Pure builders: each
 * returns one plain object for the page's `@graph`.
 */
export type JsonLdNode = Record<string, unknown> & { "@type": string };

/** The site itself, on every page. */
export function websiteNode(): JsonLdNode {
  return {
    "@type": "WebSite",
    "@id": `${SITE_URL}/#website`,
    name: SITE_NAME,
    url: absoluteUrl("/"),
    inLanguage: "pt-BR",
    publisher: { "@id": `${SITE_URL}/#organization` },
  };
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

/** What the structured data of a blog article needs. */
export interface ArticleSummary {
  /** The article's path, e.g. "/blog/calibragem-dos-pneus". */
  path: string;
  title: string;
  description: string;
  datePublished: Date;
  dateModified?: Date;
  author: string;
  keywords?: readonly string[];
  /** Path of the article's share card ("/og/….png"); without it, the site's generic image. */
  image?: string;
}

/** ISO calendar date "yyyy-mm-dd" of a date (UTC, as front matter dates are read). */
function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A BlogPosting for one article, the main entity of its own page (Google's Article guide). */
export function blogPostingNode(article: ArticleSummary): JsonLdNode {
  const url = absoluteUrl(article.path);
  return {
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: isoDate(article.datePublished),
    dateModified: isoDate(article.dateModified ?? article.datePublished),
    author: { "@type": "Organization", name: article.author, url: absoluteUrl("/") },
    publisher: { "@id": `${SITE_URL}/#organization` },
    image: absoluteUrl(article.image ?? SHARE_IMAGE.path),
    inLanguage: "pt-BR",
    ...(article.keywords?.length ? { keywords: article.keywords.join(", ") } : {}),
  };
}

/** A BreadcrumbList from the home page down to the current page: `trail` is [name, path] pairs. */
export function breadcrumbNode(trail: readonly Crumb[]): JsonLdNode {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(path),
    })),
  };
}

/** What the structured data of a page built on an official dataset needs. */
export interface DatasetSummary {
  /** The page's path, e.g. "/precos/sp". */
  path: string;
  name: string;
  description: string;
  /** Who publishes the data: "Agência Nacional do Petróleo, Gás Natural e Biocombustíveis (ANP)". */
  creator: string;
  /** The publisher's page for the data. */
  sourceUrl: string;
  /** Period covered, ISO 8601 ("2026-06-07/2026-06-13", "2013-01/2026-06"). */
  temporalCoverage: string;
  /** Place covered, e.g. "Brasil" or "São Paulo, Brasil". */
  spatialCoverage: string;
  /** The date the data was last updated, ISO "yyyy-mm-dd". */
  dateModified: string;
  keywords?: readonly string[];
  /** Path of the page's share card, which states the data's finding ("/og/….png"). */
  image?: string;
}

/** A Dataset for a page that presents an official dataset (Google's Dataset guide). */
export function datasetNode(dataset: DatasetSummary): JsonLdNode {
  return {
    "@type": "Dataset",
    name: dataset.name,
    description: dataset.description,
    url: absoluteUrl(dataset.path),
    creator: { "@type": "Organization", name: dataset.creator, url: dataset.sourceUrl },
    isBasedOn: dataset.sourceUrl,
    temporalCoverage: dataset.temporalCoverage,
    spatialCoverage: { "@type": "Place", name: dataset.spatialCoverage },
    dateModified: dataset.dateModified,
    inLanguage: "pt-BR",
    isAccessibleForFree: true,
    ...(dataset.keywords?.length ? { keywords: dataset.keywords.join(", ") } : {}),
    ...(dataset.image ? { image: absoluteUrl(dataset.image) } : {}),
  };
}
