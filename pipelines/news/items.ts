/**
 * From a feed's entries to the site's news items from Agência Brasil: each
 * entry checked and mapped (plain text, strict date, credit), the fuel items
 * kept, newest first, each article once, six at most
 * (docs/data-refresh.md, "Notícias da Agência Brasil"; the credit:
 * docs/content.md, "Notícias da Agência Brasil").
 */
import { normaliseText, slugify } from "#lib/search-text.ts";
import { type FeedEntry, FeedRefused } from "./feed.ts";
import { matchFuelKeywords } from "./keywords.ts";
import { htmlToPlainText, shortenText } from "./plain-text.ts";
import { parseRfc822 } from "./rfc822.ts";

/** The agency's name, the items' `source`. */
export const AGENCY = "Agência Brasil";
/**
 * The licence EBC's terms of use name for Agência Brasil's texts, Creative Commons Atribuição 3.0 Brasil (the evidence:
 * docs/content.md, "Notícias da Agência Brasil"); the card links its deed, in Portuguese.
 */
export const LICENCE = { licence: "CC BY 3.0 BR", licenceUrl: "https://creativecommons.org/licenses/by/3.0/br/" };
/** Most items kept: the news section shows six (docs/product-rules.md, "Counts"). */
export const MAX_NEWS = 6;
/** Longest summary, in characters; a longer description is cut at a word and the card says it was shortened. */
export const MAX_SUMMARY = 400;

/** A news item from Agência Brasil as src/content/news-agencia-brasil.json holds it. */
export interface AgencyNewsItem {
  id: string;
  title: string;
  /** The description as plain text, at most {@link MAX_SUMMARY} characters. */
  content: string;
  source: typeof AGENCY;
  /** The article's https address. */
  url: string;
  /** The article's date and time, ISO 8601 with the feed's offset ("2026-06-18T18:40:00-03:00"). */
  published: string;
  /** The fuel keywords it matched (pipelines/news/keywords.ts). */
  keywords: string[];
  credit: { licence: string; licenceUrl: string; author?: string; shortened: boolean };
}

/** An entry left out, and why (in Portuguese, for the command's output). */
interface Skipped {
  position: number;
  title: string;
  reason: string;
}

/** An entry that passed every check, with what dedupe needs. */
interface Candidate {
  position: number;
  guid: string | null;
  item: AgencyNewsItem;
}

/** The reporter's name from `dc:creator` ("Ana Souza - Repórter da Agência Brasil" → "Ana Souza"); none when it names only the agency. */
export function authorName(creators: readonly string[]): string | undefined {
  const name = htmlToPlainText(creators[0] ?? "")
    .replace(/\s*[-–—]\s*rep[oó]rter(a)? d[ao] ag[eê]ncia brasil\s*$/iu, "")
    .trim();
  return name === "" || normaliseText(name) === normaliseText(AGENCY) ? undefined : name;
}

/** The item's id: "agencia-brasil-" and the agency's node number from the guid ("1650101 at https://…"), else the link's last segment. */
function itemId(guid: string | null, url: string): string {
  const node = /^(\d+) at /.exec(guid ?? "")?.[1];
  return `agencia-brasil-${node ?? slugify(new URL(url).pathname.split("/").filter(Boolean).pop() ?? url)}`;
}

/** Why the entry's link is unusable, or null when it is an https URL. */
function linkProblem(link: string | null): string | null {
  if (link === null || link.trim() === "") return "sem link";
  if (!URL.canParse(link) || new URL(link).protocol !== "https:") return `link que não é https («${link}»)`;
  return null;
}

/**
 * One entry checked and mapped, or the reason it is left out: no https
 * link, no date or one that RFC 822 does not allow, no title or no summary
 * once the markup is gone. Its keywords may be empty (not about fuel).
 */
export function readEntry(entry: FeedEntry): { item: AgencyNewsItem } | { reason: string } {
  const title = htmlToPlainText(entry.title ?? "");
  const summary = htmlToPlainText(entry.description ?? "");
  const published = entry.pubDate === null ? null : parseRfc822(entry.pubDate);
  const problem =
    linkProblem(entry.link) ??
    (entry.pubDate === null ? "sem data" : null) ??
    (published === null ? `data ilegível («${entry.pubDate}»)` : null) ??
    (title === "" ? "sem título" : null) ??
    (summary === "" ? "sem resumo" : null);
  if (problem !== null || published === null || entry.link === null) return { reason: problem ?? "sem data" };
  const url = new URL(entry.link).href;
  const { text, shortened } = shortenText(summary, MAX_SUMMARY);
  const author = authorName(entry.creators);
  return {
    item: {
      id: itemId(entry.guid, url),
      title,
      content: text,
      source: AGENCY,
      url,
      published,
      keywords: matchFuelKeywords(title, summary),
      credit: { ...LICENCE, ...(author === undefined ? {} : { author }), shortened },
    },
  };
}

/** Newest first by the instant of `published` (offsets compared as instants); equal instants keep their order. */
function newestFirst<T extends { published: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.published) - Date.parse(a.published));
}

/** The entry `candidate` repeats (same link, guid or id), among those `kept`. */
function repeated(candidate: Candidate, kept: readonly Candidate[]): { of: Candidate; by: string } | null {
  for (const other of kept) {
    if (other.item.url === candidate.item.url) return { of: other, by: "mesmo link" };
    if (candidate.guid !== null && other.guid === candidate.guid) return { of: other, by: "mesmo guid" };
    if (other.item.id === candidate.item.id) return { of: other, by: "mesmo id" };
  }
  return null;
}

/** What {@link selectFuelNews} found in a feed. */
export interface Selection {
  /** The fuel items, newest first, each article once, at most {@link MAX_NEWS}. */
  items: AgencyNewsItem[];
  /** Entries read, and those that passed every check (any topic). */
  read: number;
  valid: number;
  /** Valid entries about something else. */
  offTopic: number;
  /** Entries left out for a fault or as a repeat. */
  skipped: Skipped[];
  /** Fuel items beyond the six kept. */
  beyondMax: number;
}

/**
 * The fuel news of a feed's `entries`: each entry read ({@link readEntry}),
 * the ones with a fuel keyword kept, newest first; an article already kept
 * (same link or guid) is left out, so the newest copy stays. Throws
 * {@link FeedRefused} naming `feedName` when no entry at all is valid (an
 * empty channel, or every item without a date or link); a valid feed with no
 * fuel item gives an empty list.
 */
export function selectFuelNews(entries: readonly FeedEntry[], feedName: string): Selection {
  const skipped: Skipped[] = [];
  const valid: Candidate[] = [];
  for (const entry of entries) {
    const reading = readEntry(entry);
    if ("reason" in reading) {
      skipped.push({ position: entry.position, title: htmlToPlainText(entry.title ?? ""), reason: reading.reason });
    } else valid.push({ position: entry.position, guid: entry.guid, item: reading.item });
  }
  if (valid.length === 0) {
    const why =
      entries.length === 0
        ? "o canal não tem nenhum item"
        : entries.length === 1
          ? "o único item não é válido"
          : `nenhum dos ${entries.length} itens é válido`;
    throw new FeedRefused(`${feedName}: ${why} (um item precisa de título, resumo, link https e data RFC 822)`);
  }
  const fuel = newestFirst(
    valid
      .filter(({ item }) => item.keywords.length > 0)
      .map((candidate) => ({ ...candidate, published: candidate.item.published })),
  );
  const kept: Candidate[] = [];
  for (const candidate of fuel) {
    const original = repeated(candidate, kept);
    if (original === null) kept.push(candidate);
    else
      skipped.push({
        position: candidate.position,
        title: candidate.item.title,
        reason: `repete o item ${original.of.position} (${original.by})`,
      });
  }
  return {
    items: kept.slice(0, MAX_NEWS).map(({ item }) => item),
    read: entries.length,
    valid: valid.length,
    offTopic: valid.length - fuel.length,
    skipped: skipped.sort((a, b) => a.position - b.position),
    beyondMax: Math.max(0, kept.length - MAX_NEWS),
  };
}
