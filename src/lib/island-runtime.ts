/**
 * Astro's island runtime on demand: the attribute with which the build
 * (integrations/island-runtime.ts) marks the `client:interaction`
 * directive's script on a page whose runtime it moved to a file, naming the
 * file's address; the directive (src/browser/directives/deferred-runtime.ts)
 * then starts without the runtime and imports it when an island hydrates.
 */
export const ISLAND_RUNTIME_ATTRIBUTE = "data-island-runtime";
