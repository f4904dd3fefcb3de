import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isNear, loadTownIndex, NEAR_KM } from "../../../data/towns.ts";
import { servedTowns } from "./served-towns.ts";

const index = await loadTownIndex();

describe("the 50 km rule", () => {
  it("holds at both sides: 50 km is near, 51 km is not", () => {
    expect(isNear(NEAR_KM)).toBe(true);
    expect(isNear(50)).toBe(true);
    expect(isNear(51)).toBe(false);
    expect(isNear(0)).toBe(true);
    fc.assert(fc.property(fc.nat(5000), (km) => isNear(km) === km <= 50));
  });
});

describe("servedTowns", () => {
  it("lists the nearby municipalities a survey stands for, within 50 km, nearest first, never itself", () => {
    const served = servedTowns(index, "SP", "Caraguatatuba");
    expect(served).toContainEqual({ name: "Ilhabela", km: 19 });
    expect(served.every(({ km }) => km <= NEAR_KM)).toBe(true);
    expect(served.map(({ name }) => name)).not.toContain("Caraguatatuba");
    expect(served.map(({ km }) => km)).toEqual(served.map(({ km }) => km).toSorted((a, b) => a - b));
  });

  it("is empty for Brasília, the Federal District's only municipality", () => {
    expect(servedTowns(index, "DF", "Brasília")).toEqual([]);
  });
});
