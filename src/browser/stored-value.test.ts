// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createStoredValue } from "./stored-value.ts";

const parseCount = (json: string | null): number => {
  const value = Number(json);
  return Number.isInteger(value) && value > 0 ? value : 0;
};

beforeEach(() => localStorage.clear());

describe("a value remembered on this device", () => {
  it("reads what is stored through its parser, once, lazily", () => {
    localStorage.setItem("contagem", "3");
    const parse = vi.fn(parseCount);
    const { store } = createStoredValue("contagem", parse, 0);
    expect(parse).not.toHaveBeenCalled();
    expect(store.get()).toBe(3);
    expect(store.get()).toBe(3);
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it("falls back to the parser's answer for corrupt data", () => {
    localStorage.setItem("contagem", "{corrompido");
    expect(createStoredValue("contagem", parseCount, 0).store.get()).toBe(0);
  });

  it("saves as JSON and clears, telling subscribers each time", () => {
    const { store, save, clear } = createStoredValue("contagem", parseCount, 0);
    const listener = vi.fn();
    store.subscribe(listener);
    save(7);
    expect(localStorage.getItem("contagem")).toBe("7");
    expect(store.get()).toBe(7);
    clear();
    expect(localStorage.getItem("contagem")).toBeNull();
    expect(store.get()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps the value in memory when storage is full", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const { store, save } = createStoredValue("contagem", parseCount, 0);
    save(5);
    expect(store.get()).toBe(5);
  });
});
