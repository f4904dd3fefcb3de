import { useSyncExternalStore } from "react";

function subscribe(): () => void {
  return () => {};
}

/**
 * False while prerendering and during hydration, true afterwards. Lets a
 * component show time-dependent text (the current year, "há 2 horas")
 * without a hydration mismatch: the prerendered value first, the live one
 * right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
