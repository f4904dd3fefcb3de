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
import {
  applyEdits,
  attributeOf,
  attributeSetting,
  contentRange,
  elementsNamed,
  elementsOf,
  type HtmlDocument,
  type HtmlElement,
  isWritten,
  outerRange,
  parseHtml,
  rawContent,
  removal,
} from "./html-source.ts";

/** The inline stylesheets of a page: its `<style>` elements without attributes, as Astro writes them. */
function inlineStyles(document: HtmlDocument): HtmlElement[] {
  return elementsNamed(document, "style").filter((element) => element.attrs.length === 0);
}

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

/** A script's address as a whole attribute value (`src`, `component-url`…): absolute, or relative to the page. */
const SCRIPT_ADDRESS = /^(?:\.{1,2})?\/[\w./-]+\.js$/;

/** The site addresses of the scripts a page names: in an attribute, or in quotes in an inline script. */
function scriptsNamedInPage(page: string, document: HtmlDocument): string[] {
  return [...elementsOf(document)].flatMap((element) => [
    ...element.attrs
      .filter((attr) => SCRIPT_ADDRESS.test(attr.value))
      .map((attr) => new URL(attr.value, "https://site.invalid/").pathname),
    ...(element.tagName === "script" ? scriptsNamedIn(rawContent(page, element), "/") : []),
  ]);
}

/** The text of every script of `client` (build/client) at `addresses`, and of those these name in turn. */
function scriptsFrom(addresses: readonly string[], client: string): string[] {
  const seen = new Map<string, string>();
  const visit = (next: readonly string[]) => {
    for (const address of next) {
      const path = join(client, address);
      if (seen.has(address) || !existsSync(path)) continue;
      const text = readFileSync(path, "utf8");
      seen.set(address, text);
      visit(scriptsNamedIn(text, address.slice(0, address.lastIndexOf("/") + 1)));
    }
  };
  visit(addresses);
  return [...seen.values()];
}

/** The text of every script of `client` (build/client) the pages name, and of those these name in turn. */
export function reachableScripts(pages: readonly string[], client: string): string[] {
  return scriptsFrom(
    pages.flatMap((page) => scriptsNamedInPage(page, parseHtml(page))),
    client,
  );
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

/** The page's `<html>` when it asks for a later stylesheet (`<html … data-later-styles>`). */
function laterStylesRoot(document: HtmlDocument): HtmlElement | undefined {
  return elementsNamed(document, "html").find((html) => attributeOf(html, LATER_STYLES_ATTRIBUTE) !== undefined);
}

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
  const document = parseHtml(page);
  const body = elementsNamed(document, "body").find(isWritten);
  if (!body) return page;
  const bodyStart = outerRange(body).start;
  const headStyle = elementsNamed(document, "style")
    .filter((style) => outerRange(style).end <= bodyStart)
    .at(-1);
  const hoisted = inlineStyles(document).filter((style) => outerRange(style).start >= bodyStart);
  if (!headStyle || hoisted.length === 0) return page;
  const { end } = contentRange(headStyle);
  const css = hoisted.map((style) => rawContent(page, style)).join("");
  return applyEdits(page, [{ start: end, end, text: css }, ...hoisted.map(removal)]);
}

/**
 * The pages of one route, their body's styles hoisted ({@link hoistBodyStyles}),
 * with each inline stylesheet cut to what those pages and their scripts (in
 * `client`, build/client) can use, in the same order. Pages that ask for a later stylesheet keep inline only
 * what they use themselves and name the file of the whole share.
 */
export async function pruneRouteStyles(routePages: readonly string[], client: string): Promise<string[]> {
  const pages = routePages.map((html) => {
    const page = hoistBodyStyles(html);
    const document = parseHtml(page);
    const scripts = scriptsNamedInPage(page, document);
    return { page, scripts, styles: inlineStyles(document), laterRoot: laterStylesRoot(document) };
  });
  const withoutStyles = pages.map(({ page, styles }) => applyEdits(page, styles.map(removal)));
  const whole = [
    ...withoutStyles,
    ...scriptsFrom(
      pages.flatMap(({ scripts }) => scripts),
      client,
    ),
  ];
  const later = pages.some(({ laterRoot }) => laterRoot !== undefined);
  const inline = new Map<string, string>();
  const shares: string[] = [];
  for (const { page, styles } of pages) {
    for (const css of styles.map((style) => rawContent(page, style))) {
      if (inline.has(css)) continue;
      inline.set(css, await pruneStylesheet(css, later ? withoutStyles : whole));
      if (later) shares.push(await pruneStylesheet(css, whole));
    }
  }
  const laterAddress = later ? writeLaterStyles(shares.join(""), client) : "";
  return pages.map(({ page, styles, laterRoot }) =>
    applyEdits(page, [
      ...styles.map((style) => ({ ...contentRange(style), text: inline.get(rawContent(page, style)) ?? "" })),
      ...(laterRoot ? [attributeSetting(page, laterRoot, LATER_STYLES_ATTRIBUTE, laterAddress)] : []),
    ]),
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
