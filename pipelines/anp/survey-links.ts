/**
 * Reads the ANP's page "Levantamento de preços de combustíveis – últimas
 * semanas pesquisadas" (a gov.br Plone page) for the links to each week's
 * summary and station file, with an HTML parser (parse5), so that the
 * refresh takes the files the ANP really published, however it spelled
 * their names or wherever on gov.br/anp it put them.
 */
import { parse } from "parse5";
import type { DefaultTreeAdapterTypes } from "parse5";
import { compareWeeksNewestFirst, parseSurveyFileName, type SurveyFileKind, type SurveyWeek } from "./files.ts";

/** A link of the page to a survey file: its absolute URL, kind and week (by its name, files.ts). */
export interface SurveyLink {
  readonly url: string;
  readonly kind: SurveyFileKind;
  readonly week: SurveyWeek;
}

/** Every `href` of the `<a>` elements under `node`, in document order. */
function hrefs(node: DefaultTreeAdapterTypes.ParentNode): string[] {
  return node.childNodes.flatMap((child) => {
    if (!("childNodes" in child)) return [];
    const own =
      child.nodeName === "a" ? child.attrs.filter((attr) => attr.name === "href").map((attr) => attr.value) : [];
    return [...own, ...hrefs(child)];
  });
}

/**
 * The survey files the page at `pageUrl` links to: every `<a href>`,
 * absolute or relative (resolved against `pageUrl`), on (www.)gov.br under
 * /anp/ (or, for a mirror of the page, `ANP_PRICES_URL`, on the page's own
 * host), whose last path segment is a survey file name in any of its
 * variants (files.ts). Other links are ignored. In page order, each URL once.
 */
export function surveyLinks(html: string, pageUrl: string): SurveyLink[] {
  const links = new Map<string, SurveyLink>();
  const page = new URL(pageUrl);
  const official = (url: URL) => ["www.gov.br", "gov.br"].includes(url.hostname) && url.pathname.startsWith("/anp/");
  for (const href of hrefs(parse(html))) {
    let url: URL;
    try {
      url = new URL(href.trim(), pageUrl);
    } catch {
      continue;
    }
    if (!official(url) && (official(page) || url.origin !== page.origin)) continue;
    const segment = url.pathname.split("/").at(-1) ?? "";
    let name: string;
    try {
      name = decodeURIComponent(segment);
    } catch {
      continue;
    }
    const file = parseSurveyFileName(name);
    url.hash = "";
    if (file && !links.has(url.href)) links.set(url.href, { url: url.href, ...file });
  }
  return [...links.values()];
}

/** A week with both of its files. */
export interface SurveyPair {
  readonly week: SurveyWeek;
  readonly weekly: string;
  readonly stations: string;
}

/**
 * The weeks for which `links` hold both the summary and the station file,
 * newest first by the dates the names denote (the first link of a kind
 * when a week has several).
 */
export function surveyPairs(links: readonly SurveyLink[]): SurveyPair[] {
  const weeks = new Map<string, { week: SurveyWeek; weekly?: string; stations?: string }>();
  for (const link of links) {
    const key = `${link.week.start} ${link.week.end}`;
    const entry = weeks.get(key) ?? { week: link.week };
    entry[link.kind] ??= link.url;
    weeks.set(key, entry);
  }
  return [...weeks.values()]
    .flatMap(({ week, weekly, stations }) => (weekly && stations ? [{ week, weekly, stations }] : []))
    .sort((a, b) => compareWeeksNewestFirst(a.week, b.week));
}
