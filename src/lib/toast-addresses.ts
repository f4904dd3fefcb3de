/**
 * The fixed addresses the build gives the site's toast (integrations/lazy-entries.ts),
 * which the toast module (src/browser/toast/toast.ts) and the calculator's
 * early verdict load without an `import()` the bundler can see.
 */

/**
 * Address of the site's toast module (src/browser/toast/toast.ts), emitted
 * there by the build (integrations/lazy-entries.ts): the same module, and so
 * the same one-toast queue, as the island's, loaded without it.
 */
export const TOAST_SCRIPT = "/toast.js";

/**
 * Address of the list of the toaster's files (its chunk and every chunk it
 * imports, as site addresses), written by the build
 * (integrations/lazy-entries.ts).
 */
export const TOASTER_FILES = "/toaster-files.json";
