import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, TOAST_DURATION_MS, toastStore } from "./toast-store.ts";
import { toast } from "./toast.ts";

const getToasts = toastStore.get;

afterEach(() => getToasts().forEach((item) => dismissToast(item.id)));

describe("toast store", () => {
  it("fills in the default variant and the 5000 ms duration", () => {
    const id = toast({ title: "Olá" });
    expect(getToasts()).toEqual([{ id, title: "Olá", variant: "default", duration: TOAST_DURATION_MS }]);
  });

  it("keeps at most one toast: a new one replaces the old", () => {
    toast({ title: "Primeiro" });
    const second = toast({ title: "Segundo", variant: "destructive", duration: Number.POSITIVE_INFINITY });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ id: second, title: "Segundo", variant: "destructive", duration: Infinity });
  });

  it("gives each toast a new id", () => {
    expect(toast({ title: "a" })).not.toBe(toast({ title: "b" }));
  });

  it("notifies subscribers and removes dismissed toasts", () => {
    const listener = vi.fn();
    const unsubscribe = toastStore.subscribe(listener);
    const id = toast({ title: "x" });
    dismissToast(id);
    expect(getToasts()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    dismissToast(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast({ title: "y" });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
