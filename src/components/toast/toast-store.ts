import { createExternalStore } from "../../lib/external-store";

/**
 * The site's toast queue (spec §3, §4): at most one toast at a time, a new
 * one replacing the old. Components call {@link toast}; the Toaster renders
 * the queue with Radix, mounted in a React root of its own on the first toast
 * (mount-toaster.tsx, a separate chunk), so that pages without React load it
 * only when something is said. Plain module state: one window.
 */

/** A button inside a toast, e.g. "Atualizar" when a new version is ready. */
interface ToastAction {
  label: string;
  /** What a screen reader user hears about the action (Radix `altText`). */
  altText: string;
  onClick: () => void;
}

type ToastVariant = "default" | "destructive";

/** A toast as the spec models it (spec §3). */
export interface Toast {
  id: string;
  title: string;
  description?: string;
  action?: ToastAction;
  variant: ToastVariant;
  /** Time on screen in ms; `Infinity` keeps it until the user closes it. */
  duration: number;
}

/** At most one toast is visible (spec §9). */
const TOAST_LIMIT = 1;
/** Default time on screen, in ms (spec §9). */
export const TOAST_DURATION_MS = 5000;
/** Horizontal swipe distance that dismisses a toast, in px (spec §9). */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

const NO_TOASTS: readonly Toast[] = [];
let counter = 0;

/** The queue, newest first (empty while prerendering). */
export const toastStore = createExternalStore<readonly Toast[]>(() => NO_TOASTS, NO_TOASTS);

/**
 * Shows a toast, replacing the one on screen. `variant` defaults to
 * "default" and `duration` to 5000 ms. Returns the new toast's id.
 */
export function toast(
  input: Omit<Toast, "id" | "variant" | "duration"> & Partial<Pick<Toast, "variant" | "duration">>,
): string {
  counter += 1;
  const id = `toast-${counter}`;
  const next: Toast = { variant: "default", duration: TOAST_DURATION_MS, ...input, id };
  toastStore.set([next, ...toastStore.get()].slice(0, TOAST_LIMIT));
  if (typeof document !== "undefined") void loadToaster().then((module) => module.mountToaster());
  return id;
}

const loadToaster = () => import("./mount-toaster");

/** Fetches the toaster's chunk ahead of the first toast (e.g. when the visitor starts typing). */
export function prefetchToaster(): void {
  void loadToaster();
}

/** Removes the toast with this id, if it is still queued. */
export function dismissToast(id: string): void {
  const toasts = toastStore.get();
  if (toasts.some((item) => item.id === id)) toastStore.set(toasts.filter((item) => item.id !== id));
}
