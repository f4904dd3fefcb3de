/**
 * A write to IndexedDB (idb-keyval's default store) that never throws:
 * storage may be missing (private modes), full or refuse the write.
 */
import { set } from "idb-keyval";

/** Stores `value` under `key`; false when storage is unavailable, full or refuses it. */
export async function writeRecord(key: string, value: unknown): Promise<boolean> {
  try {
    await set(key, value);
    return true;
  } catch {
    return false;
  }
}
