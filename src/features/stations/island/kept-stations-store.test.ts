// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { KEPT_STATIONS_KEY, MAX_KEPT } from "#features/stations/kept-stations.ts";
import { keepStation, keptStationsStore, removeStation } from "./kept-stations-store.ts";

const station = {
  cnpj: "12345678000195",
  uf: "SP",
  city: "Campinas",
  name: "Auto Posto Tal",
  brand: "Ipiranga",
  address: "Avenida Brasil, 100 – Centro",
} as const;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  keptStationsStore.set([]);
});

describe("Meus postos on this device", () => {
  it("keeps and removes a station in localStorage, and the store follows", () => {
    expect(keepStation(station)).toBe(true);
    expect(JSON.parse(localStorage.getItem(KEPT_STATIONS_KEY) ?? "")).toEqual([station]);
    expect(keptStationsStore.get()).toEqual([station]);
    removeStation(station.cnpj);
    expect(localStorage.getItem(KEPT_STATIONS_KEY)).toBeNull();
    expect(keptStationsStore.get()).toEqual([]);
  });

  it("adds to what another page stored since this one read it, never losing it", () => {
    keptStationsStore.get();
    const other = { ...station, cnpj: "98765432000198" };
    localStorage.setItem(KEPT_STATIONS_KEY, JSON.stringify([other]));
    keepStation(station);
    expect(keptStationsStore.get()).toEqual([other, station]);
  });

  it("replaces a corrupt stored value rather than break", () => {
    localStorage.setItem(KEPT_STATIONS_KEY, "{corrompido");
    expect(keepStation(station)).toBe(true);
    expect(keptStationsStore.get()).toEqual([station]);
  });

  it("says a station was not kept when the list is full", () => {
    const full = Array.from({ length: MAX_KEPT }, (_, index) => ({
      ...station,
      cnpj: `${String(index).padStart(12, "0")}00`,
    }));
    localStorage.setItem(KEPT_STATIONS_KEY, JSON.stringify(full));
    expect(keepStation(station)).toBe(false);
  });

  it("keeps a station for the visit when storage refuses to write", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const other = { ...station, cnpj: "98765432000198" };
    expect(keepStation(station)).toBe(true);
    expect(keepStation(other)).toBe(true);
    expect(keptStationsStore.get()).toEqual([station, other]);
  });
});
