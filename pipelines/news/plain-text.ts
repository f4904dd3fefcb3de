/**
 * Feed HTML as plain text: what the site shows of a title or description
 * from a feed, never markup (docs/data-refresh.md, "Notícias da Agência
 * Brasil").
 */
import sanitizeHtml from "sanitize-html";

/**
 * The text of an HTML fragment: every tag dropped (sanitize-html with no
 * tag allowed; the content of `script`, `style`, `textarea` and `option`
 * dropped with them), entities decoded, runs of white space (non-breaking
 * spaces included) made one space, trimmed. sanitize-html decodes the
 * entities, then escapes exactly `&`, `<` and `>` in the text it returns;
 * those three are undone here, `&amp;` last, so "R&amp;D &lt;3" reads
 * "R&D <3" and nothing else changes.
 */
export function htmlToPlainText(html: string): string {
  const escaped = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return escaped.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();
}

/**
 * `text` cut to at most `max` characters (code points) at the last space
 * before the limit, with "…" added, and whether it was cut. A text within
 * the limit comes back whole; a first word longer than the limit is cut
 * inside the word.
 */
export function shortenText(text: string, max: number): { text: string; shortened: boolean } {
  const characters = [...text];
  if (characters.length <= max) return { text, shortened: false };
  const head = characters.slice(0, max - 1).join("");
  const space = head.lastIndexOf(" ");
  const cut = (space > 0 ? head.slice(0, space) : head).replace(/[\s.,;:!?–—-]+$/u, "");
  return { text: `${cut}…`, shortened: true };
}
