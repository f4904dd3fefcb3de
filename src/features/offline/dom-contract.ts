/** What the build (integrations/lazy-entries.ts) shares with the service worker's registration (browser/register-service-worker.ts). */

/** Address of the update toast's module, emitted by the build (integrations/lazy-entries.ts). */
export const UPDATE_NOTICE_SCRIPT = "/update-notice.js";
