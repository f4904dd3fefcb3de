import { createExternalStore, type ExternalStore } from "./external-store.ts";
import { getLocalStorage, readItem, removeItem, writeItem } from "./safe-storage.ts";

/** A value remembered on this device: its store for components, and how to save or forget it. */
export interface StoredValue<T> {
  /** The value, read once from localStorage through `parse`; `empty` while prerendering. */
  store: ExternalStore<T>;
  /** Remembers `value` as JSON (in memory only if storage is blocked or full). */
  save: (value: T) => void;
  /** Forgets the value; the store goes back to `empty`. */
  clear: () => void;
}

/**
 * A value kept in localStorage under `key` as JSON. `parse` turns what is
 * stored (null when nothing is, possibly corrupt or hostile text) into a
 * valid value and must never throw; `empty` is the value without one.
 */
export function createStoredValue<T>(key: string, parse: (json: string | null) => T, empty: T): StoredValue<T> {
  const store = createExternalStore(() => parse(readItem(getLocalStorage(), key)), empty);
  return {
    store,
    save(value) {
      writeItem(getLocalStorage(), key, JSON.stringify(value));
      store.set(value);
    },
    clear() {
      removeItem(getLocalStorage(), key);
      store.set(empty);
    },
  };
}
