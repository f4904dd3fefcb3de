import { preloadLaterStyles } from "#browser/load-later-styles.ts";
import { TOASTER_FILES } from "#lib/toast-addresses.ts";
import { type Toast, TOAST_DURATION_MS, type ToastInput, toastStore } from "./toast-store.ts";

/**
 * Showing a toast: it takes the place of the one in the queue
 * (./toast-store.ts), and the Radix Toaster is mounted in a React root of
 * its own on the first toast (mount-toaster.tsx, a separate chunk), so that
 * pages without React load it only when something is said. Imports run one
 * way: this module → the toaster's chunk → the Toaster → the queue.
 */

/** At most one toast is visible; a new one replaces the old. */
const TOAST_LIMIT = 1;
let counter = 0;

/**
 * Shows a toast, replacing the one on screen (docs/product-rules.md,
 * "Toasts"). `variant` defaults to "default" and `duration` to
 * {@link TOAST_DURATION_MS}. Returns the new toast's id.
 */
export function toast(input: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  const next: Toast = { variant: "default", duration: TOAST_DURATION_MS, ...input, id };
  toastStore.set([next, ...toastStore.get()].slice(0, TOAST_LIMIT));
  if (typeof document !== "undefined") void loadToaster().then((module) => module.mountToaster());
  return id;
}

const loadToaster = () => import("./mount-toaster.tsx");

let warmed = false;

/**
 * Fetches, without running them, the toaster's files ({@link TOASTER_FILES},
 * as `<link rel="modulepreload">`) and the page's later stylesheet, which
 * styles it, once: the first toast then waits for no download, only for
 * its code to run. Network work alone, for the moments the visitor types; a
 * failure (offline without the files, `astro dev`) leaves the toaster to
 * load when needed.
 */
export async function warmToaster(): Promise<void> {
  if (warmed) return;
  warmed = true;
  preloadLaterStyles(document);
  try {
    const response = await fetch(TOASTER_FILES);
    const files: unknown = response.ok ? await response.json() : [];
    for (const file of Array.isArray(files) ? files : []) {
      if (typeof file !== "string") continue;
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = file;
      document.head.append(link);
    }
  } catch {
    // Not warmed: the first toast loads the toaster itself.
  }
}

/**
 * Loads and mounts the (empty) toaster ahead of the first toast, so that the
 * first toast shows as fast as one that replaces another.
 */
export function prefetchToaster(): void {
  void loadToaster().then((module) => module.mountToaster());
}
