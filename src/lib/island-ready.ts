/**
 * When the page's calculator island is ready: its code and the page's later
 * styles are in the browser, because it has hydrated or because they were
 * fetched at an idle moment after the load (integrations/directives/
 * interaction.ts). What the page loads after the calculator (its lower
 * sections, their photos) waits for this, so that nothing competes with it
 * for a slow connection.
 */

/** Set on `<html>` once ready. */
const READY_ATTRIBUTE = "data-island-ready";
/** Dispatched on `window` once ready. */
const READY_EVENT = "island-ready";

/** Says that the island is ready (the directive calls it once). */
export function announceIslandReady(): void {
  document.documentElement.setAttribute(READY_ATTRIBUTE, "");
  window.dispatchEvent(new Event(READY_EVENT));
}

/** Resolves once the island is ready (at once if it already is). */
export function islandReady(): Promise<void> {
  if (document.documentElement.hasAttribute(READY_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener(READY_EVENT, () => resolve(), { once: true }));
}
