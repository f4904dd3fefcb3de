/**
 * "When the browser is idle", one definition for every script that defers
 * work until then: the site script's tasks after the page has loaded
 * (src/browser/entries/boot.ts), the calculator's number formats built before a tap
 * (src/features/calculator/browser/early-verdict.ts), and an island's
 * hydration after a submit, a typing pause or a scroll
 * (src/browser/directives/interaction.ts); and "right after the next
 * paint", for work that must be done before the visitor acts but not before
 * they see the page (the calculator's number formats); and "once the
 * visitor has paused", for work that would compete with their typing (the
 * service worker's install). Each is bundled on
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

/** The events that tell that the visitor is acting on the page: a touch, a click, a key. */
const ACTIVITY_EVENTS = ["pointerdown", "keydown"] as const;

/**
 * Runs `task` once, at the browser's next idle moment ({@link whenIdle}) after
 * `quietMs` ms in which the visitor has neither touched, clicked nor typed
 * (each of those starts the wait again), counted from the call. For work that
 * would take the processor or the connection from a visitor who is typing,
 * such as a driver entering the prices at the pump.
 */
export function whenVisitorPauses(task: () => void, quietMs: number): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const paused = () => {
    for (const type of ACTIVITY_EVENTS) removeEventListener(type, wait, true);
    whenIdle(task);
  };
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(paused, quietMs);
  };
  // Captured, so that no handler of the page can hide the visitor's activity.
  for (const type of ACTIVITY_EVENTS) addEventListener(type, wait, true);
  wait();
}
