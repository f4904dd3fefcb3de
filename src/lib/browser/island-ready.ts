/**
 * "An island is ready": the signal `client:interaction` gives once the island
 * it hydrates has hydrated, or failed to (src/browser/directives/interaction.ts),
 * for the page's code that waits on it without knowing the directive, such
 * as the product photos of src/features/affiliate/island/deferred-photos.ts.
 * The directive and the page's scripts are bundled apart, so the signal lives
 * on `window`: an event for those already waiting and a mark for those that
 * ask later.
 */

/** The event dispatched on `window` when an island is ready. */
const READY_EVENT = "island-ready";

/** The mark left on `window` once an island is ready. */
const READY_MARK = "__islandReady";

type MarkedWindow = Window & { [READY_MARK]?: true };

/** Says that an island of the page is ready: resolves every {@link islandReady}, past and future. Idempotent. */
export function announceIslandReady(target: Window = window): void {
  (target as MarkedWindow)[READY_MARK] = true;
  target.dispatchEvent(new Event(READY_EVENT));
}

/**
 * Resolves once an island of the page is ready (see {@link announceIslandReady}),
 * at once if one already is; never rejects, and never resolves on a page
 * whose islands do not announce it.
 */
export function islandReady(target: Window = window): Promise<void> {
  return new Promise((resolve) => {
    if ((target as MarkedWindow)[READY_MARK]) resolve();
    else target.addEventListener(READY_EVENT, () => resolve(), { once: true });
  });
}
