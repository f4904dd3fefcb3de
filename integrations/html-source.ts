/**
 * Built HTML read through a parser and edited in place. The build's steps
 * that read or rewrite a page (island-runtime.ts, page-styles.ts,
 * csp-meta.ts, icon-sprite.ts, share-cards.ts) parse it with parse5, which
 * follows the HTML standard's tokenizer and tree construction, with the
 * position of every element, attribute and text in the source. A rewrite is
 * a list of {@link Edit}s at those positions, applied to the original text:
 * everything outside them stays byte for byte as Astro wrote it (a parser's
 * serializer would re-quote attributes and re-escape text).
 * Reference: HTML Living Standard, §13.2 "Parsing HTML documents".
 */
import { parse } from "parse5";
import type { DefaultTreeAdapterTypes, Token } from "parse5";

/** A parsed page. */
export type HtmlDocument = DefaultTreeAdapterTypes.Document;
/** An element of a parsed page, with its location in the source. */
export type HtmlElement = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** A stretch of the source, by UTF-16 offsets: `start` included, `end` excluded. */
export interface SourceRange {
  readonly start: number;
  readonly end: number;
}

/** A change of the source: the text of `start`–`end` replaced by `text` (an insertion when both are equal). */
export interface Edit extends SourceRange {
  readonly text: string;
}

/**
 * `html` parsed with source locations. `<noscript>`'s content is parsed as
 * markup (as a browser without scripting does), so that what it holds is
 * read like the rest of the page. Never throws: HTML has no syntax errors
 * that stop a parser.
 */
export function parseHtml(html: string): HtmlDocument {
  return parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
}

/** Every element under `node`, in document order, those in a `<template>`'s content included. */
export function* elementsOf(node: ParentNode): Generator<HtmlElement> {
  for (const child of node.childNodes) {
    if (!("tagName" in child)) continue;
    yield child;
    yield* elementsOf(child.nodeName === "template" ? (child as DefaultTreeAdapterTypes.Template).content : child);
  }
}

/** The elements named `tagName` (lower case, any namespace) under `node`, in document order. */
export function elementsNamed(node: ParentNode, tagName: string): HtmlElement[] {
  return [...elementsOf(node)].filter((element) => element.tagName === tagName);
}

/** The value of `element`'s attribute `name` (entities decoded), or undefined when it has none. */
export function attributeOf(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** Where `element` is in the source; throws for an element the parser implied (an `<html>` never written). */
function locationOf(element: HtmlElement): Token.ElementLocation {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`html-source: <${element.tagName}> is not in the page's text`);
  return location;
}

/** Whether `element` is written in the source (not implied by the parser, as the `<body>` of a fragment is). */
export function isWritten(element: HtmlElement): boolean {
  return Boolean(element.sourceCodeLocation);
}

/** The whole of `element` in the source, from its start tag to the end of its end tag (or of its last content). */
export function outerRange(element: HtmlElement): SourceRange {
  const { startOffset, endOffset } = locationOf(element);
  return { start: startOffset, end: endOffset };
}

/** The start tag of `element` in the source. */
function startTagRange(element: HtmlElement): SourceRange {
  const tag = locationOf(element).startTag;
  if (!tag) throw new Error(`html-source: <${element.tagName}> has no start tag in the page's text`);
  return { start: tag.startOffset, end: tag.endOffset };
}

/**
 * What is between `element`'s start and end tags in the source: the raw
 * text of a `<script>` or `<style>`, as the browser hashes it for a CSP.
 */
export function contentRange(element: HtmlElement): SourceRange {
  const location = locationOf(element);
  return { start: startTagRange(element).end, end: location.endTag?.startOffset ?? location.endOffset };
}

/** The text of `element` as written: its {@link contentRange} in the source. */
export function rawContent(html: string, element: HtmlElement): string {
  const { start, end } = contentRange(element);
  return html.slice(start, end);
}

/** The inline scripts of a page (`<script>` without `src`) with their text as written, in document order. */
export function inlineScriptsOf(html: string, document: HtmlDocument): { element: HtmlElement; text: string }[] {
  return elementsNamed(document, "script")
    .filter((element) => attributeOf(element, "src") === undefined)
    .map((element) => ({ element, text: rawContent(html, element) }));
}

/**
 * The edit that takes `element` out of the page, the white space before it
 * left as it is.
 */
export function removal(element: HtmlElement): Edit {
  return { ...outerRange(element), text: "" };
}

/** `value` as a double-quoted attribute value: `&` and `"` escaped, as Astro writes attributes. */
function quoted(value: string): string {
  return `"${value.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"`;
}

/**
 * The edit that gives `element`'s attribute `name` the value `value`:
 * the attribute's value rewritten in place (double-quoted), or the
 * attribute added after the start tag's last one when the element has none.
 */
export function attributeSetting(html: string, element: HtmlElement, name: string, value: string): Edit {
  const attributes = locationOf(element).attrs ?? {};
  const attribute = attributes[name];
  if (!attribute) {
    // After the last attribute, or the tag's name: before the white space and `>` or `/>` that close the tag.
    const ends = Object.values(attributes).map((location) => location.endOffset);
    const at = Math.max(startTagRange(element).start + 1 + element.tagName.length, ...ends);
    return { start: at, end: at, text: ` ${name}=${quoted(value)}` };
  }
  const written = html.slice(attribute.startOffset, attribute.endOffset);
  const equals = written.indexOf("=");
  const nameEnd = equals < 0 ? written.length : equals;
  return {
    start: attribute.startOffset + nameEnd,
    end: attribute.endOffset,
    text: `=${quoted(value)}`,
  };
}

/** ASCII white space, what separates attributes (HTML Living Standard, §13.1.2.3). */
const HTML_SPACE = " \t\n\f\r";

/**
 * The edit that takes `element`'s attribute `name` out, with the white
 * space before it; null when the element has no such attribute.
 */
export function attributeRemoval(html: string, element: HtmlElement, name: string): Edit | null {
  const attribute = locationOf(element).attrs?.[name];
  if (!attribute) return null;
  let start = attribute.startOffset;
  while (start > 0 && HTML_SPACE.includes(html.charAt(start - 1))) start -= 1;
  return { start, end: attribute.endOffset, text: "" };
}

/**
 * `html` with `edits` applied, each at its place in the original text.
 * Throws when two edits overlap (two insertions at one place are applied
 * in the order given).
 */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const sorted = edits
    .map((edit, order) => ({ ...edit, order }))
    .sort((a, b) => a.start - b.start || a.end - b.end || a.order - b.order);
  let result = "";
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new Error(`html-source: edits overlap at offset ${edit.start}`);
    result += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + html.slice(at);
}
