import { useEffect } from "react";
import { toast } from "../../components/toast/toast-store";

/** The toast offered when a new version of the site is waiting (spec §3: a toast with an action). */
const UPDATE_TOAST = {
  title: "Nova versão disponível",
  description: "Atualize para usar a versão mais recente do site.",
  actionLabel: "Atualizar",
} as const;

/**
 * Asks a waiting worker to take over (Workbox's generated worker answers the
 * SKIP_WAITING message), then reloads once it controls the page.
 */
function activate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
  worker.postMessage({ type: "SKIP_WAITING" });
}

/**
 * The island that says a new version is ready: it hydrates only when the
 * service worker announces a waiting update (client:update), and shows a
 * toast that stays until the visitor acts; "Atualizar" activates the new
 * worker and reloads. Nothing reloads by itself. Renders nothing itself.
 */
export function UpdateNotice() {
  useEffect(() => {
    void navigator.serviceWorker?.getRegistration().then((registration) => {
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
    });
  }, []);
  return null;
}
