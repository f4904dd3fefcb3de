import { toast } from "#components/toast/toast.ts";

/** The toast offered when a new version of the site is waiting: a toast with an action, "Atualizar". */
const UPDATE_TOAST = {
  title: "Nova versão disponível",
  description: "Atualize para usar a versão mais recente do site.",
  actionLabel: "Atualizar",
} as const;

/**
 * Asks a waiting worker to take over (Workbox's generated worker answers the
 * SKIP_WAITING message), then reloads once it controls the page. A worker
 * that another tab has already activated only needs the reload.
 */
export function activate(worker: ServiceWorker, reload: () => void = () => window.location.reload()): void {
  let done = false;
  const reloadOnce = () => {
    if (done) return;
    done = true;
    reload();
  };
  if (worker.state === "activated") return reloadOnce();
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
      onClick: () => activate(worker),
    },
    duration: Number.POSITIVE_INFINITY,
  });
}
