/**
 * Texts that depend on the day of the visit, not the day of the build: a
 * prerendered page carries both wordings (see `DatedText`), each marked with
 * the instant it stops or starts applying, and the build shows the one true
 * on its own day. The site's script (browser/entries/boot.ts) runs
 * {@link showDatedTexts} with the visitor's clock, so a page built while
 * the data was new stops saying "da semana" once it is old, even when
 * served months later or from the offline cache.
 */

/** Attribute of the wording shown up to an instant (ISO 8601), inclusive. */
export const SHOWN_UNTIL = "data-shown-until";
/** Attribute of the wording shown after an instant (ISO 8601). */
export const SHOWN_AFTER = "data-shown-after";

/** Whether `now` is after `instant`; an invalid clock counts as after (the later wording names its dates). */
export function isAfter(instant: Date, now: Date): boolean {
  return !(now.getTime() <= instant.getTime());
}

/** Shows, under `root`, each dated wording true at `now` and hides the other ({@link SHOWN_UNTIL}, {@link SHOWN_AFTER}). */
export function showDatedTexts(root: ParentNode, now: Date = new Date()): void {
  for (const [attribute, shownAfter] of [
    [SHOWN_UNTIL, false],
    [SHOWN_AFTER, true],
  ] as const) {
    root.querySelectorAll<HTMLElement>(`[${attribute}]`).forEach((element) => {
      const after = isAfter(new Date(element.getAttribute(attribute) ?? ""), now);
      element.hidden = after !== shownAfter;
    });
  }
}
