import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadTownCoordinates, loadTownIndex } from "#data/towns.ts";
import { STATES } from "#lib/states.ts";
import { failureOf, locatedSentence, locationMessage, MAX_LOCATION_KM, nearestTown } from "./locate.ts";

const index = await loadTownIndex();
const seats = await loadTownCoordinates();

describe("nearestTown", () => {
  it("picks the municipality whose seat is nearest: a point in Ilhabela's town centre, one on Caraguatatuba's beach", () => {
    expect(nearestTown(index, seats, { latitude: -23.7785, longitude: -45.3552 })).toEqual({
      uf: "SP",
      city: "Ilhabela",
      km: 0,
    });
    expect(nearestTown(index, seats, { latitude: -23.62, longitude: -45.41 })?.city).toBe("Caraguatatuba");
    expect(nearestTown(index, seats, { latitude: -15.8, longitude: -47.9 })).toMatchObject({
      uf: "DF",
      city: "Brasília",
    });
  });

  it("gives every municipality's own seat back to it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATES.map((state) => state.uf)), fc.nat(), (uf, n) => {
        const list = index.states[uf].towns;
        const position = n % list.length;
        const [latitude, longitude] = seats[uf][position]!;
        const found = nearestTown(index, seats, { latitude, longitude });
        expect(found?.km).toBe(0);
        // Two seats at one rounded position would tie; none do.
        expect(found?.city).toBe(list[position]?.[0]);
      }),
    );
  });

  it("says how far a position outside Brazil is, so the site can refuse it", () => {
    const lisbon = nearestTown(index, seats, { latitude: 38.72, longitude: -9.14 });
    expect(lisbon?.km).toBeGreaterThan(MAX_LOCATION_KM);
  });

  it("is null when the two files disagree", () => {
    expect(nearestTown(index, { ...seats, AC: [] }, { latitude: -9, longitude: -67 })).toBeNull();
  });
});

describe("location failures", () => {
  it("maps the Geolocation API's codes: 1 refused, 2 unavailable, 3 timeout", () => {
    expect([failureOf(1), failureOf(2), failureOf(3)]).toEqual(["denied", "unavailable", "timeout"]);
  });

  it("gives each its own Portuguese message, all pointing back to typing the city", () => {
    const messages = (["denied", "unavailable", "timeout", "unsupported", "far"] as const).map((failure) =>
      locationMessage(failure),
    );
    expect(new Set(messages).size).toBe(5);
    for (const message of messages) expect(message).toMatch(/digite o nome/i);
    expect(locationMessage("denied")).toMatch(/permissão/);
    expect(locationMessage("timeout")).toMatch(/demorou/);
    expect(locationMessage("far", { uf: "RS", city: "Chuí", km: 1234 })).toContain("Chuí (RS), fica a 1.234 km");
  });
});

describe("locatedSentence", () => {
  it("names the municipality found and how far its seat is", () => {
    expect(locatedSentence({ uf: "SP", city: "Ilhabela", km: 1234 })).toBe(
      "Pela sua localização: Ilhabela (SP), sede a 1.234 km.",
    );
  });
});
