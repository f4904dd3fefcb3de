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

/** The CSP source of an inline script or style's text: `'sha256-…'`. */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

/** Inline elements of one kind: scripts without `src` that run (no type, or a JavaScript one), or styles. */
function inlineTexts(html: string, element: "script" | "style"): string[] {
  const texts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(
    new RegExp(`<${element}([^>]*)>([\\s\\S]*?)</${element}>`, "g"),
  )) {
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    const runs = element === "style" || type === undefined || type === "module" || type === "text/javascript";
    if (runs && !/\bsrc=/.test(attributes)) texts.push(text);
  }
  return texts;
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
  const meta = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i.exec(html);
  if (!meta) {
    if (inlineTexts(html, "script").length + inlineTexts(html, "style").length === 0) return html;
    throw new Error("csp-meta: a page with inline code has no Content-Security-Policy <meta>");
  }
  const texts = { "script-src": inlineTexts(html, "script"), "style-src": inlineTexts(html, "style") };
  const policy = (meta[2] ?? "")
    .split(";")
    .map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return name in texts
        ? `${name} ${withHashes(sources.join(" "), texts[name as keyof typeof texts])}`
        : part.trim();
    })
    .filter(Boolean)
    .join(";");
  return html.replace(meta[0], () => `${meta[1]}${policy};${meta[3]}`);
}
