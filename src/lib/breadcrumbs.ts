/**
 * The breadcrumb trails of the pages below the home page: the same list
 * draws the visible trail (`Breadcrumbs`, in `PageHeader`) and feeds the
 * `BreadcrumbList` for search engines (`breadcrumbNode`, structured-data.ts).
 */

import { PRICES_PATH } from "./paths.ts";

/** One step of a breadcrumb trail: its name and path ("Blog", "/blog"). */
export type Crumb = readonly [name: string, path: string];

/** The home page, where every trail starts. */
const HOME: Crumb = ["Início", "/"];

/**
 * A page's trail: "Início" (the home page), then `crumbs` in order, the
 * last one the page itself ("Blog", "/blog"; then the article).
 */
export function trailFrom(...crumbs: readonly Crumb[]): readonly Crumb[] {
  return [HOME, ...crumbs];
}

/**
 * The trail of a price page: "Início", "Preços por estado" (/precos), then
 * `crumbs` down to the page itself (the state, the city, its stations' list).
 */
export function pricesTrail(...crumbs: readonly Crumb[]): readonly Crumb[] {
  return trailFrom(["Preços por estado", PRICES_PATH], ...crumbs);
}
