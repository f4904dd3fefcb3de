import { describe, expect, it } from "vitest";
import { readItem, writeItem, type KeyValueStorage } from "./safe-storage.ts";

const throwing: KeyValueStorage = {
  getItem() {
    throw new DOMException("blocked", "SecurityError");
  },
  setItem() {
    throw new DOMException("full", "QuotaExceededError");
  },
};

function memory(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe("safe storage", () => {
  it("reads and writes a working storage", () => {
    const storage = memory();
    expect(writeItem(storage, "k", "v")).toBe(true);
    expect(readItem(storage, "k")).toBe("v");
    expect(readItem(storage, "missing")).toBeNull();
  });

  it("gives null and false instead of throwing", () => {
    expect(readItem(throwing, "k")).toBeNull();
    expect(writeItem(throwing, "k", "v")).toBe(false);
  });

  it("works without any storage", () => {
    expect(readItem(null, "k")).toBeNull();
    expect(writeItem(null, "k", "v")).toBe(false);
  });
});
