/**
 * A page's CSP `<meta>` naming only its own inline code. Astro's
 * `security.csp` lists in every page the hashes of every inline script it
 * knows (the directives of all islands, the site script…) and of the page's
 * stylesheet; after page-styles.ts has cut a stylesheet its hash is new, and
 * hashes of scripts a page does not have only weigh on its first TCP window
 * (they do not compress). This sets `script-src` and `style-src` to their
 * other sources plus the SHA-256 of each inline script and style the page
 * contains (data blocks such as JSON-LD run nothing and need none).
 * Reference: CSP Level 3, "hash-source".
 */
import { createHash } from "node:crypto";
import {
  applyEdits,
  attributeOf,
  attributeSetting,
  elementsOf,
  type HtmlDocument,
  parseHtml,
  rawContent,
} from "./html-source.ts";

/** The CSP source of an inline script or style's text: `'sha256-…'`. */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

/** Script types that run (HTML Living Standard, "JavaScript MIME type"): none, a module, or JavaScript. */
const RUNNING_TYPES = new Set([undefined, "module", "text/javascript"]);

/** Inline elements of one kind, their text as written: scripts without `src` that run, or styles. */
function inlineTexts(html: string, document: HtmlDocument, tagName: "script" | "style"): string[] {
  return [...elementsOf(document)]
    .filter(
      (element) =>
        element.tagName === tagName &&
        (tagName === "style" ||
          (RUNNING_TYPES.has(attributeOf(element, "type")) && attributeOf(element, "src") === undefined)),
    )
    .map((element) => rawContent(html, element));
}

/** `sources` of a directive with its hashes replaced by those of `texts`. */
function withHashes(sources: string, texts: readonly string[]): string {
  const kept = sources.split(/\s+/).filter((source) => source && !source.startsWith("'sha256-"));
  return [...kept, ...new Set(texts.map(hashSource))].join(" ");
}

/**
 * `html` whose CSP `<meta>` lists, in `script-src` and `style-src`, exactly
 * the hashes of the page's inline scripts and styles. Throws when the page
 * has inline code but no CSP `<meta>`, which would mean Astro's policy is gone.
 */
export function withOwnHashes(html: string): string {
  const document = parseHtml(html);
  const texts = {
    "script-src": inlineTexts(html, document, "script"),
    "style-src": inlineTexts(html, document, "style"),
  };
  const meta = [...elementsOf(document)].find(
    (element) =>
      element.tagName === "meta" &&
      attributeOf(element, "http-equiv")?.toLowerCase() === "content-security-policy" &&
      attributeOf(element, "content") !== undefined,
  );
  if (!meta) {
    if (texts["script-src"].length + texts["style-src"].length === 0) return html;
    throw new Error("csp-meta: a page with inline code has no Content-Security-Policy <meta>");
  }
  const policy = (attributeOf(meta, "content") ?? "")
    .split(";")
    .map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return name in texts
        ? `${name} ${withHashes(sources.join(" "), texts[name as keyof typeof texts])}`
        : part.trim();
    })
    .filter(Boolean)
    .join(";");
  return applyEdits(html, [attributeSetting(html, meta, "content", `${policy};`)]);
}
