import { createExternalStore, useExternalStore } from "#browser/external-store.ts";

/** Chromium's install event (not in TypeScript's DOM types): `prompt()` opens the browser's own install dialog. */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<{ outcome: "accepted" | "dismissed" }>;
}

/**
 * How the site can be installed here: "prompt" where the browser offered
 * installation (`beforeinstallprompt`: Chrome, Edge, Samsung Internet),
 * "share-menu" on an iPhone or iPad, where it goes through the Share menu's
 * "Adicionar à Tela de Início", null elsewhere and once installed.
 */
export type InstallWay = "prompt" | "share-menu" | null;

let offered: BeforeInstallPromptEvent | null = null;

function installWay(): InstallWay {
  const standalone =
    (navigator as { standalone?: boolean }).standalone === true || matchMedia("(display-mode: standalone)").matches;
  if (standalone) return null;
  if (offered) return "prompt";
  // iPadOS presents itself as a Mac; only touch tells them apart.
  const apple =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  return apple ? "share-menu" : null;
}

const store = createExternalStore<InstallWay>(installWay, null);

// Listened for as soon as the log's code loads: the event comes once the manifest is linked, after the page's load.
if (typeof window !== "undefined") {
  addEventListener("beforeinstallprompt", (event) => {
    // The page offers installation itself, once the log is worth keeping, instead of the browser's banner.
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    store.set(installWay());
  });
  addEventListener("appinstalled", () => {
    offered = null;
    store.set(null);
  });
}

/** How the site can be installed on this device, now (null while prerendering and hydrating). */
export function useInstallWay(): InstallWay {
  return useExternalStore(store);
}

/** Opens the browser's install dialog (after "prompt"); the event is spent whatever the driver answers. */
export async function promptInstall(): Promise<void> {
  const event = offered;
  offered = null;
  store.set(installWay());
  // A spent event refuses a second prompt: nothing more to do.
  await event?.prompt().catch(() => undefined);
}
