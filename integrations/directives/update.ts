import type { ClientDirective } from "astro";
import { UPDATE_WAITING_EVENT } from "../../src/features/offline/register-service-worker";

/**
 * `client:update`: hydrates an island only when the service worker
 * announces that a new version is waiting (register-service-worker.ts), so
 * that the update toast's code, React included, loads only then.
 */
const updateDirective: ClientDirective = (load) => {
  window.addEventListener(UPDATE_WAITING_EVENT, () => void load().then((hydrate) => hydrate()), { once: true });
};

export default updateDirective;
