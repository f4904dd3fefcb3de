import { createExternalStore } from "#browser/external-store.ts";

/**
 * The site's toast queue, as the product rules set it (docs/product-rules.md,
 * "Toasts"): at most one toast on screen, a new one replacing the old, each
 * closing by itself after 5,000 ms unless its duration is infinite, and
 * swiped away past 50 px. Plain module state: one window. Components show a
 * toast with `toast` (./toast.ts), which fills this queue; the Toaster
 * renders it and removes a toast once closed.
 */

/** A button inside a toast, e.g. "Atualizar" when a new version is ready. */
interface ToastAction {
  label: string;
  /** What a screen reader user hears about the action (Radix `altText`). */
  altText: string;
  onClick: () => void;
}

type ToastVariant = "default" | "destructive";

/** A toast: its title, optional description and action, its variant and how long it stays. */
export interface Toast {
  id: string;
  title: string;
  description?: string;
  action?: ToastAction;
  variant: ToastVariant;
  /** Time on screen in ms; `Infinity` keeps it until the user closes it. */
  duration: number;
}

/** What a caller gives: everything but the id, the variant and duration optional. */
export type ToastInput = Omit<Toast, "id" | "variant" | "duration"> & Partial<Pick<Toast, "variant" | "duration">>;

/** Time on screen of a toast that sets none, in ms. */
export const TOAST_DURATION_MS = 5000;
/** Horizontal swipe distance that dismisses a toast, in px. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

const NO_TOASTS: readonly Toast[] = [];

/** The queue, newest first (empty while prerendering). */
export const toastStore = createExternalStore<readonly Toast[]>(() => NO_TOASTS, NO_TOASTS);

/** Removes the toast with this id, if it is still queued. */
export function dismissToast(id: string): void {
  const toasts = toastStore.get();
  if (toasts.some((item) => item.id === id)) toastStore.set(toasts.filter((item) => item.id !== id));
}
