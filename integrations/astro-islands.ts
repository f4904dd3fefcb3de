/**
 * What Astro's island markup in a built page is expected to look like, the
 * one place the build states it (Astro 7: node_modules/astro/dist/runtime/server/,
 * hydration.js and astro-island.js; the directives' wrappers in
 * runtime/client/*.prebuilt.js): each island is an `<astro-island>` element whose
 * `client` attribute names its directive ("load", "interaction"…) and, in
 * a build, a `uid` read only by the development server; the runtime that
 * defines the element, and each directive's registration, are inline
 * `<script>`s. island-runtime.ts rewrites pages by these facts and
 * island-runtime.built.test.ts fails when a built page no longer matches
 * them, so an Astro update that changes the markup is caught.
 */
import { attributeOf, elementsNamed, type HtmlDocument, type HtmlElement } from "./html-source.ts";

/** The element of each island. */
export const ISLAND_ELEMENT = "astro-island";
/** The island's attribute naming its directive (`client:load` → "load"). */
const CLIENT_ATTRIBUTE = "client";
/** The island's id, a hash of the component's file path, read only by Astro's development server. */
export const DEV_ID_ATTRIBUTE = "uid";

/** Whether an inline script's text is Astro's island runtime: the code that defines {@link ISLAND_ELEMENT}. */
export function isIslandRuntime(script: string): boolean {
  return script.includes(`customElements.define("${ISLAND_ELEMENT}"`);
}

/** Whether an inline script's text registers the directive `name`: Astro's wrapper sets `(self.Astro||…).<name>`. */
export function registersDirective(script: string, name: string): boolean {
  return script.includes(`(self.Astro||(self.Astro={})).${name}=`);
}

/** The islands of a page, in document order. */
export function islandsOf(document: HtmlDocument): HtmlElement[] {
  return elementsNamed(document, ISLAND_ELEMENT);
}

/** The directive an island hydrates with, from its {@link CLIENT_ATTRIBUTE}; undefined when it names none. */
export function directiveOf(island: HtmlElement): string | undefined {
  return attributeOf(island, CLIENT_ATTRIBUTE);
}
