import { lazy, Suspense, useEffect, useState } from "react";
import { toastStore } from "./toast-store";

const loadToaster = () => import("./Toaster");
const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * The layout's toast area. The Radix machinery (Toaster) is a separate
 * chunk, kept off the first load: it is fetched when the visitor first
 * focuses a control (about to type a price), mounted with the first toast,
 * and stays mounted from then on.
 */
export function ToastArea() {
  const toasts = toastStore.use();
  const [mounted, setMounted] = useState(false);
  if (toasts.length > 0 && !mounted) setMounted(true);

  useEffect(() => {
    if (mounted) return;
    const prefetch = () => void loadToaster();
    document.addEventListener("focusin", prefetch, { once: true });
    return () => document.removeEventListener("focusin", prefetch);
  }, [mounted]);

  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
