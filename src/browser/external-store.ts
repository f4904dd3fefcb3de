import { useSyncExternalStore } from "react";

/**
 * A tiny subscribable value for React's `useSyncExternalStore`: module state
 * shared by the whole page (toasts, the car profile). `load` gives the first
 * value, lazily, in the browser; `serverValue` is what prerendering and
 * hydration see. Components read it with {@link useExternalStore}.
 */
export interface ExternalStore<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** The value while prerendering and hydrating. */
  serverValue: T;
}

/**
 * A store whose value comes from `load` on the first `get` (in the browser,
 * so that prerendering never calls it), or from the first `set` if that
 * comes before; `serverValue` until then for prerendering and hydration.
 * `set` replaces the value and calls every subscriber; `subscribe` returns
 * the unsubscriber. `load` must not throw (a stored value's parser never does).
 */
export function createExternalStore<T>(load: () => T, serverValue: T): ExternalStore<T> {
  let loaded = false;
  let value = serverValue;
  const listeners = new Set<() => void>();
  return {
    get() {
      if (!loaded) {
        value = load();
        loaded = true;
      }
      return value;
    },
    set(next) {
      value = next;
      loaded = true;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    serverValue,
  };
}

/** The current value of `store` in a component, re-rendering on change; its `serverValue` while hydrating. */
export function useExternalStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.serverValue);
}
