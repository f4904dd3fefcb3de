// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CAR_PROFILE_KEY, EMPTY_PROFILE } from "#features/calculator/car-profile.ts";
import { carProfileStore, clearCarProfile, updateCarProfile } from "./car-profile-store.ts";

beforeEach(() => {
  clearCarProfile();
  localStorage.clear();
});

describe("the remembered profile", () => {
  it("is saved on this device as the user types, and can be cleared", () => {
    const listener = vi.fn();
    const unsubscribe = carProfileStore.subscribe(listener);
    updateCarProfile("ethanolKmPerLitre", "8,5");
    expect(carProfileStore.get().ethanolKmPerLitre).toBe("8,5");
    expect(JSON.parse(localStorage.getItem(CAR_PROFILE_KEY)!)).toMatchObject({ ethanolKmPerLitre: "8,5" });
    clearCarProfile();
    expect(carProfileStore.get()).toEqual(EMPTY_PROFILE);
    expect(localStorage.getItem(CAR_PROFILE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it("still works in memory when storage is full", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    updateCarProfile("kmPerMonth", "1000");
    expect(carProfileStore.get().kmPerMonth).toBe("1000");
  });
});
