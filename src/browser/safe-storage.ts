/**
 * Access to `localStorage` that never throws. Storage may be missing
 * (prerendering, privacy modes), blocked (SecurityError on access), full
 * (QuotaExceededError on write) or hold anything at all.
 */

/** The part of the Web Storage API the site uses. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

/** The browser's localStorage, or null where it is absent or blocked. */
export function getLocalStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads `key`; null when missing, or when storage is absent or throws. */
export function readItem(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes `key`; returns false when storage is absent, full or throws. */
export function writeItem(storage: KeyValueStorage | null, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Deletes `key`; returns false when storage is absent or throws. */
export function removeItem(storage: Pick<Storage, "removeItem"> | null, key: string): boolean {
  if (!storage) return false;
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
