import { useSyncExternalStore } from "react";

/**
 * A tiny subscribable value for React's `useSyncExternalStore`: module state
 * shared by the whole page (toasts, the car profile, the consent choice).
 * `load` gives the first value, lazily, on the client; `serverValue` is what
 * prerendering and hydration see.
 */
export interface ExternalStore<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** The current value in a component; `serverValue` while prerendering and hydrating. */
  use: () => T;
}

export function createExternalStore<T>(load: () => T, serverValue: T): ExternalStore<T> {
  let loaded = false;
  let value = serverValue;
  const listeners = new Set<() => void>();
  const get = () => {
    if (!loaded) {
      value = load();
      loaded = true;
    }
    return value;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get,
    set(next) {
      value = next;
      loaded = true;
      listeners.forEach((listener) => listener());
    },
    subscribe,
    use: () => useSyncExternalStore(subscribe, get, () => serverValue),
  };
}
