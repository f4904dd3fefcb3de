/**
 * Great-circle distance between two points on the Earth, by the haversine
 * formula on a sphere of the mean Earth radius (IUGG, 6,371.0088 km). Good
 * to well under 1% against the ellipsoid, which is enough for "a 19 km".
 */

/** Mean Earth radius in km (IUGG R1 = (2a + b) / 3 of WGS 84). */
export const EARTH_RADIUS_KM = 6371.0088;

/** A point in decimal degrees (WGS 84): latitude −90…90 (south negative), longitude −180…180 (west negative). */
export interface LatLon {
  readonly latitude: number;
  readonly longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in km between `a` and `b` (haversine); 0 for the same point. */
export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
