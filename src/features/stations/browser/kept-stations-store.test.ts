// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { clear, get, set } from "idb-keyval";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FOLLOW_KEYS, FOLLOWING_KEY, MAX_CITIES } from "#features/stations/follows.ts";
import { MAX_KEPT } from "#features/stations/kept-stations.ts";
import { loadFollows, NO_FOLLOWS } from "./follow-store.ts";
import { followsStore, toggleCity, toggleStation } from "./kept-stations-store.ts";

const station = {
  cnpj: "12345678000195",
  uf: "SP",
  city: "Campinas",
  name: "Auto Posto Tal",
  brand: "Ipiranga",
  address: "Avenida Brasil, 100 – Centro",
} as const;
const campinas = { uf: "SP", city: "Campinas" } as const;

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  await clear();
  followsStore.set(NO_FOLLOWS);
});

describe("Meus postos and the followed cities on this device", () => {
  it("keeps and removes a station in IndexedDB, marks the device as following, and the store follows", async () => {
    expect(await toggleStation(station)).toBe("followed");
    expect(await get(FOLLOW_KEYS.stations)).toEqual([station]);
    expect(localStorage.getItem(FOLLOWING_KEY)).toBe("1");
    expect(followsStore.get().stations).toEqual([station]);
    expect(await toggleStation(station)).toBe("unfollowed");
    expect(await get(FOLLOW_KEYS.stations)).toEqual([]);
    expect(localStorage.getItem(FOLLOWING_KEY)).toBeNull();
    expect(followsStore.get().stations).toEqual([]);
  });

  it("follows a city and stops, keeping the stations, and the mark stays while anything is followed", async () => {
    await toggleStation(station);
    expect(await toggleCity(campinas)).toBe("followed");
    expect(await get(FOLLOW_KEYS.cities)).toEqual([campinas]);
    expect(await toggleCity(campinas)).toBe("unfollowed");
    expect((await loadFollows()).stations).toEqual([station]);
    expect(localStorage.getItem(FOLLOWING_KEY)).toBe("1");
  });

  it("adds to what another page stored since this one read it, never losing it", async () => {
    const other = { ...station, cnpj: "98765432000198" };
    await set(FOLLOW_KEYS.stations, [other]);
    await toggleStation(station);
    expect(followsStore.get().stations).toEqual([other, station]);
  });

  it("moves a list kept in localStorage by an earlier version into IndexedDB, once, losing nothing", async () => {
    localStorage.setItem(FOLLOW_KEYS.stations, JSON.stringify([station]));
    expect((await loadFollows()).stations).toEqual([station]);
    expect(await get(FOLLOW_KEYS.stations)).toEqual([station]);
    expect(localStorage.getItem(FOLLOW_KEYS.stations)).toBeNull();
    expect(localStorage.getItem(FOLLOWING_KEY)).toBe("1");
    // Once moved, IndexedDB is the list: an old copy that somehow came back is not read again.
    localStorage.setItem(FOLLOW_KEYS.stations, JSON.stringify([{ ...station, cnpj: "98765432000198" }]));
    expect((await loadFollows()).stations).toEqual([station]);
  });

  it("keeps the localStorage list, and reads it, when IndexedDB cannot be written", async () => {
    localStorage.setItem(FOLLOW_KEYS.stations, JSON.stringify([station]));
    vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect((await loadFollows()).stations).toEqual([station]);
    expect(localStorage.getItem(FOLLOW_KEYS.stations)).not.toBeNull();
    expect(await toggleCity(campinas)).toBe("not-saved");
  });

  it("reads anything stored as the valid part of it", async () => {
    await set(FOLLOW_KEYS.stations, "{corrompido");
    await set(FOLLOW_KEYS.cities, [campinas, campinas, { uf: "XX", city: "Lugar" }, null]);
    await set(FOLLOW_KEYS.snapshots, { "city:SP/Campinas": { week: { start: "x" } }, ok: 3 });
    const follows = await loadFollows();
    expect(follows).toEqual({ ...NO_FOLLOWS, cities: [campinas] });
  });

  it("says the list is full rather than keep one more", async () => {
    const full = Array.from({ length: MAX_KEPT }, (_, index) => ({
      ...station,
      cnpj: `${String(index).padStart(12, "0")}00`,
    }));
    await set(FOLLOW_KEYS.stations, full);
    expect(await toggleStation(station)).toBe("full");
    const cities = Array.from({ length: MAX_CITIES }, (_, index) => ({ uf: "MG", city: `Cidade ${index}` }));
    await set(FOLLOW_KEYS.cities, cities);
    expect(await toggleCity(campinas)).toBe("full");
  });
});
