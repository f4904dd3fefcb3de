/** Attribute of the element that holds the copyright year (Footer.tsx). */
export const CURRENT_YEAR_ATTRIBUTE = "data-current-year";

/**
 * Writes the visitor's current year into the footer's copyright line: the
 * prerendered HTML carries the build's year, which goes stale on 1 January.
 */
export function updateCurrentYear(root: Document, now: Date = new Date()): void {
  root.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`).forEach((element) => {
    element.textContent = String(now.getFullYear());
  });
}
