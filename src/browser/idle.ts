/**
 * "When the browser is idle", one definition for every script that defers
 * work until then: the site script's tasks after the page has loaded
 * (src/browser/entries/boot.ts), the calculator's number formats built before a tap
 * (src/features/calculator/island/early-verdict.ts), and an island's
 * hydration after a submit, a typing pause or a scroll
 * (src/browser/directives/interaction.ts); and "right after the next
 * paint", for work that must be done before the visitor acts but not before
 * they see the page (the calculator's number formats). Each is bundled on
 * its own (the site script, the page's inline script, the directive Astro
 * inlines), so this stays a few bytes.
 */

/** How long to wait, in ms, where the browser has no `requestIdleCallback`: a guess at "idle". */
const FALLBACK_DELAY_MS = 200;

/**
 * Runs `task` once, at the browser's next idle moment
 * (`requestIdleCallback`, with no timeout: a busy page keeps putting it off),
 * or after {@link FALLBACK_DELAY_MS} ms where `requestIdleCallback` is
 * missing. `task` gets no arguments worth reading; an error it throws is
 * reported as any callback's would be, not here.
 */
export function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(task);
  else setTimeout(task, FALLBACK_DELAY_MS);
}

/**
 * Runs `task` once, in a task of its own right after the next frame has
 * been painted (`requestAnimationFrame`, then a zero timeout): the frame is
 * not held up by it, and unlike {@link whenIdle} it never waits for a quiet
 * moment, which on a page still arriving can come while the visitor types.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
