import type { MetaDescriptor } from "react-router";

/**
 * The `<title>` and meta description of a page, in Portuguese.
 * `title` is the page's own name; the site name is appended.
 */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: `${title} | Etanol ou Gasolina?` }, { name: "description", content: description }];
}
