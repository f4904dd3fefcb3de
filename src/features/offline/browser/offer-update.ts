import { toast } from "#browser/toast/toast.ts";

/** The toast offered when a new version of the site is waiting: a toast with an action, "Atualizar". */
const UPDATE_TOAST = {
  title: "Nova versão disponível",
  description: "Atualize para usar a versão mais recente do site.",
  actionLabel: "Atualizar",
} as const;

/**
 * Address of the dedicated worker script that only closes itself
 * (public/sw-nudge.js): starting it asks the browser again to activate the
 * waiting worker ({@link nudgeActivation}).
 */
export const ACTIVATION_NUDGE_SCRIPT = "/sw-nudge.js";

/** How long "Atualizar" waits for the new worker before asking the browser again, in milliseconds. */
export const NUDGE_INTERVAL_MS = 2000;

/**
 * Asks the browser again to activate the waiting worker. Chromium activates
 * it only once the old worker has stopped; a request from any page of the
 * site while the old worker is stopping starts it again, without the
 * "stop as soon as idle" it had, and the new version then waits for its
 * idle timeout (30 s; for ever while DevTools is attached). Each address in
 * the worker's scope that opens a page or a worker makes Chromium look at
 * the waiting worker again and ask the old one to stop as soon as it is
 * idle (ServiceWorkerControlleeRequestHandler::ContinueWithRegistration);
 * a worker is the one such client with nothing to show and no framing rule
 * to pass. Other browsers start and close it, nothing more. Never throws.
 */
export function nudgeActivation(): void {
  try {
    new Worker(ACTIVATION_NUDGE_SCRIPT);
  } catch {
    // No dedicated workers here: the update applies when the old worker idles, as without the nudge.
  }
}

/**
 * Asks a waiting worker to take over (Workbox's generated worker answers the
 * SKIP_WAITING message), then reloads once it controls the page, once. A
 * worker that another tab has already activated only needs the reload.
 * Until it takes over, `nudge` ({@link nudgeActivation}) runs every
 * {@link NUDGE_INTERVAL_MS}, so that a request that held the old worker
 * delays the update by seconds, not until the old worker idles.
 */
export function activate(
  worker: ServiceWorker,
  reload: () => void = () => window.location.reload(),
  nudge: () => void = nudgeActivation,
): void {
  if (worker.state === "activated") return reload();
  const nudges = setInterval(nudge, NUDGE_INTERVAL_MS);
  let done = false;
  const reloadOnce = () => {
    if (done) return;
    done = true;
    clearInterval(nudges);
    reload();
  };
  navigator.serviceWorker.addEventListener("controllerchange", reloadOnce, { once: true });
  worker.addEventListener("statechange", () => {
    if (worker.state === "activated") reloadOnce();
  });
  worker.postMessage({ type: "SKIP_WAITING" });
}

/**
 * Says that a new version is ready: when the service worker's registration
 * has a waiting worker, shows a toast that stays until the visitor acts;
 * "Atualizar" activates the new worker and reloads. Nothing reloads by
 * itself. The build emits this module as a file of its own
 * (integrations/lazy-entries.ts), which the site script loads only when
 * the worker announces an update, so pages carry no island for it.
 */
export async function offerUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const worker = registration?.waiting;
  if (!worker) return;
  toast({
    title: UPDATE_TOAST.title,
    description: UPDATE_TOAST.description,
    action: {
      label: UPDATE_TOAST.actionLabel,
      altText: "Atualizar o site para a nova versão",
      // The worker waiting now: a version deployed while the toast was on screen replaces the one it announced.
      onClick: () => activate(registration.waiting ?? worker),
    },
    duration: Number.POSITIVE_INFINITY,
  });
}
