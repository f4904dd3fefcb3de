/**
 * Where a tap on an Avisos notice leads (docs/alerts.md): the tab already
 * open on the notice's city page, if any, is brought forward and loaded
 * again at the notice's address (so that it shows the survey the notice
 * speaks of, at the panel); otherwise a new tab opens there.
 */

/** What the worker knows of an open tab of the site. */
export interface OpenPage {
  readonly url: string;
}

/**
 * The open tab showing the page of `target` (a same-origin path with its
 * query and fragment), compared by path alone; null when none does.
 */
export function pageForNotice<Page extends OpenPage>(
  pages: readonly Page[],
  target: string,
  origin: string,
): Page | null {
  const path = new URL(target, origin).pathname;
  return pages.find((page) => new URL(page.url).pathname === path) ?? null;
}
