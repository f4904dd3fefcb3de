/**
 * "When the browser is idle", one definition for every script that defers
 * work until then: the site script's tasks after the page has loaded
 * (src/browser/boot.ts), the calculator's number formats built before a tap
 * (src/features/calculator/island/early-verdict.ts), and an island's
 * hydration after a submit, a typing pause or a scroll
 * (src/browser/directives/interaction.ts). Each is bundled on its own (the
 * site script, the page's inline script, the directive Astro inlines), so
 * this stays a few bytes.
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
