/**
 * Each route's share of the stylesheet, an Astro integration that rewrites
 * every page once all are prerendered (`astro:build:done`). Astro inlines
 * the whole site's Tailwind output in every page, so that first paint is one
 * request; but a page whose compressed HTML passes the first TCP window
 * waits one more round trip, and the stylesheet was half of that window
 * (docs/speed-findings.md, "The first TCP window"). PurgeCSS keeps, for the pages of one
 * route (every city page together, each article, …), the rules whose
 * classes, elements and attributes appear in those pages or in a script they
 * can load: their modules and islands and what those import, eagerly or
 * lazily, so a toast or a panel drawn later keeps its styles. Attributes
 * never decide: a script may set one at any moment (`hidden` on the dated
 * texts, `aria-*` and `data-state` by Radix, `data-pending` on a form), so a
 * rule is judged by its classes, ids and elements. Custom properties,
 * keyframes and font faces nothing uses go too.
 *
 * A page that asks for it (`<html data-later-styles>`, src/lib/later-styles.ts)
 * keeps inline only the rules its HTML uses (its inline scripts included);
 * the route's whole share, which also covers its scripts, goes to a hashed file under /_astro
 * that the page loads once it has painted, named in that attribute.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { PurgeCSS } from "purgecss";
import { LATER_STYLES_ATTRIBUTE } from "#lib/later-styles.ts";
import { routePages } from "./build-files.ts";

/** An inline stylesheet of a page: the whole element and its text. */
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g;

/**
 * The site addresses of the scripts a text names in quotes, absolute
 * (`"/_astro/x.js"`, `"/update-notice.js"`) or relative to `folder`, the
 * address of the text's own folder (`"./x.js"` in a chunk of /_astro/).
 */
function scriptsNamedIn(text: string, folder: string): string[] {
  return [...text.matchAll(/["'`]((?:\.{1,2})?\/[\w./-]+\.js)["'`]/g)].map(
    ([, reference = ""]) => new URL(reference, `https://site.invalid${folder}`).pathname,
  );
}

/** The text of every script of `client` (build/client) the pages name, and of those these name in turn. */
export function reachableScripts(pages: readonly string[], client: string): string[] {
  const seen = new Map<string, string>();
  const visit = (addresses: string[]) => {
    for (const address of addresses) {
      const path = join(client, address);
      if (seen.has(address) || !existsSync(path)) continue;
      const text = readFileSync(path, "utf8");
      seen.set(address, text);
      visit(scriptsNamedIn(text, address.slice(0, address.lastIndexOf("/") + 1)));
    }
  };
  pages.forEach((page) => visit(scriptsNamedIn(page, "/")));
  return [...seen.values()];
}

/**
 * The words of a page or a script a selector may need: runs between white
 * space and quotes (a class list, `sm:px-3`, `[&_td]:px-3` once `&amp;` is
 * read as `&`), and for `name=value`, the attribute's name and value too.
 */
export function contentWords(text: string): string[] {
  const decoded = text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
  return (decoded.match(/[^<>"'`\s]+/g) ?? []).flatMap((word) =>
    word.includes("=") ? [word, ...word.split("=")] : word,
  );
}

/** The attributes the stylesheet's selectors test (`[hidden]`, `[aria-expanded=true]`), not `\[` in a class name. */
function attributesIn(css: string): string[] {
  return [...new Set([...css.matchAll(/(?<!\\)\[([\w-]+)/g)].map(([, name = ""]) => name))];
}

/**
 * Rules PurgeCSS cannot judge and would drop: a `:where()` holding only a
 * negation, as in Tailwind's `[hidden]:where(:not([hidden=until-found]))`,
 * the rule that hides an element with `hidden` whatever its display class
 * (PurgeCSS 8 finds nothing to look for inside it). They are marked to stay.
 */
const UNJUDGED_RULE = /([^{}]*:where\(:not\([^{}]*)\{/g;

/**
 * `css` without the custom properties that no declaration reads with
 * `var()`: their `@property` registrations, their entries in Tailwind's
 * fallback for browsers without `@property` (`@layer properties{…}`) and
 * the declarations that set them. Tailwind registers every `--tw-*` that a
 * utility it generated may set (`--tw-font-weight` for `font-bold`), and a
 * value nothing reads changes nothing on the page; PurgeCSS keeps them all.
 */
export function dropUnreadProperties(css: string): string {
  const registration = /@property (--[\w-]+)\{[^}]*\}/g;
  const withoutRegistrations = css.replace(registration, "");
  const unread = new Set(
    [...css.matchAll(registration)]
      .map(([, name = ""]) => name)
      .filter((name) => !withoutRegistrations.includes(`var(${name}`)),
  );
  return css
    .replace(registration, (rule, name: string) => (unread.has(name) ? "" : rule))
    .replace(/(?<=[{;])(--[\w-]+):[^;{}]*;?/g, (declaration, name: string) => (unread.has(name) ? "" : declaration));
}

/** `css` without the rules, custom properties, keyframes and font faces that nothing in `content` can use. */
export async function pruneStylesheet(css: string, content: readonly string[]): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: content.map((raw) => ({ raw, extension: "html" })),
    css: [{ raw: css.replace(UNJUDGED_RULE, "$1{/* purgecss ignore current */") }],
    defaultExtractor: contentWords,
    dynamicAttributes: attributesIn(css),
    variables: true,
    keyframes: true,
    fontFace: true,
  });
  return dropUnreadProperties(result?.css ?? css);
}

/** `<html … data-later-styles…>`: a page that asks for a later stylesheet. */
const LATER_STYLES = new RegExp(`(<html[^>]*? ${LATER_STYLES_ATTRIBUTE})(="[^"]*")?`);

/**
 * Writes `css` to `client`/_astro/later.<hash>.css (hashed, so cached for a
 * year) and returns its address.
 */
function writeLaterStyles(css: string, client: string): string {
  const hash = createHash("sha256").update(css).digest("base64url").slice(0, 8);
  const address = `/_astro/later.${hash}.css`;
  writeFileSync(join(client, address), css);
  return address;
}

/**
 * The page with every `<style>` of its body moved into the head's stylesheet.
 * Astro writes its island rule (`astro-island,astro-slot{display:contents}`)
 * as a `<style>` right before a page's first island, and HTML allows a style
 * in the body only as its parent's first child (the Nu checker says so).
 */
export function hoistBodyStyles(page: string): string {
  const body = page.search(/<body[\s>]/);
  const head = body < 0 ? "" : page.slice(0, body);
  const end = head.lastIndexOf("</style>");
  if (end < 0) return page;
  const hoisted: string[] = [];
  const rest = page.slice(body).replace(INLINE_STYLE, (_element, css: string) => {
    hoisted.push(css);
    return "";
  });
  return hoisted.length === 0 ? page : `${head.slice(0, end)}${hoisted.join("")}${head.slice(end)}${rest}`;
}

/**
 * The pages of one route, their body's styles hoisted ({@link hoistBodyStyles}),
 * with each inline stylesheet cut to what those pages and their scripts (in
 * `client`, build/client) can use, in the same order. Pages that ask for a later stylesheet keep inline only
 * what they use themselves and name the file of the whole share.
 */
export async function pruneRouteStyles(routePages: readonly string[], client: string): Promise<string[]> {
  const pages = routePages.map(hoistBodyStyles);
  const withoutStyles = pages.map((page) => page.replace(INLINE_STYLE, ""));
  const whole = [...withoutStyles, ...reachableScripts(pages, client)];
  const later = pages.some((page) => LATER_STYLES.test(page));
  const inline = new Map<string, string>();
  const shares: string[] = [];
  for (const page of pages) {
    for (const [, css = ""] of page.matchAll(INLINE_STYLE)) {
      if (inline.has(css)) continue;
      inline.set(css, await pruneStylesheet(css, later ? withoutStyles : whole));
      if (later) shares.push(await pruneStylesheet(css, whole));
    }
  }
  const laterAddress = later ? writeLaterStyles(shares.join(""), client) : "";
  return pages.map((page) =>
    page
      .replace(INLINE_STYLE, (_element, css: string) => `<style>${inline.get(css)}</style>`)
      .replace(LATER_STYLES, (_marker, start: string) => `${start}="${laterAddress}"`),
  );
}

/**
 * The integration: rewrites the pages of each route (Astro's `assets`) in
 * build/client with the route's share of the stylesheet ({@link pruneRouteStyles})
 * and logs the HTML bytes saved, uncompressed.
 */
export function pageStyles(): AstroIntegration {
  return {
    name: "page-styles",
    hooks: {
      "astro:build:done": async ({ dir, assets, logger }) => {
        const client = fileURLToPath(dir);
        let saved = 0;
        for (const paths of routePages(assets)) {
          const pages = paths.map((path) => readFileSync(path, "utf8"));
          const pruned = await pruneRouteStyles(pages, client);
          paths.forEach((path, index) => {
            const page = pruned[index] ?? "";
            saved += (pages[index] ?? "").length - page.length;
            writeFileSync(path, page);
          });
        }
        logger.info(`pages ${Math.round(saved / 1024)} KB lighter`);
      },
    },
  };
}
