import { type RefObject, useEffect } from "react";

/**
 * For a `<details>` in an island that hydrates on first use: when the
 * visitor's tap on its summary opened it before React had attached its
 * `onToggle` (the tap is what starts hydration), replays the "toggle"
 * event once hydrated, so the panel's handler runs and its content appears.
 */
export function useToggleOnHydration(ref: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    if (ref.current?.open) ref.current.dispatchEvent(new Event("toggle"));
  }, [ref]);
}
