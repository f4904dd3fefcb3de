import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distanceKm, EARTH_RADIUS_KM } from "./distance.ts";

const point = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe("distanceKm", () => {
  it("gives a degree of the equator and a quarter meridian their textbook lengths on the mean sphere", () => {
    // One degree of arc: 2πR / 360 = 111.195 km; equator to pole: πR / 2 = 10,007.557 km.
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.195, 3);
    expect(distanceKm({ latitude: 0, longitude: -45 }, { latitude: 90, longitude: 10 })).toBeCloseTo(10007.557, 2);
  });

  it("is symmetric, zero for a point with itself, and never more than half the globe", () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 3);
        expect(distanceKm(a, a)).toBe(0);
        expect(distanceKm(a, b)).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM + 1e-3);
      }),
    );
  });

  it("obeys the triangle inequality", () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        // asin near 1 (points nearly opposite) loses precision: about 10⁻⁴ km, far below a whole km.
        expect(distanceKm(a, c)).toBeLessThanOrEqual(distanceKm(a, b) + distanceKm(b, c) + 1e-3);
      }),
    );
  });
});
