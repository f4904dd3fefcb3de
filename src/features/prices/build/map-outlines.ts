/**
 * The outlines of the map of Brazil, made small enough for a page: the
 * states of `@svg-maps/brazil` (Victor Cazanave, CC BY 4.0) turned into a
 * topology, so that two neighbours share each border, simplified there by
 * Visvalingam's effective area (topojson-simplify: a border is simplified
 * once, so no gap or overlap opens between states) and written back as SVG
 * path data with whole-unit coordinates. Runs at build time only.
 */
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from "geojson";
import { feature } from "topojson-client";
import { topology } from "topojson-server";
import { presimplify, simplify } from "topojson-simplify";
import type { GeometryCollection } from "topojson-specification";

/** A point in the map's viewBox units. */
export type Point = readonly [x: number, y: number];

/** One outline as `@svg-maps/brazil` gives it. */
export interface Outline {
  readonly id: string;
  readonly name: string;
  readonly path: string;
}

/**
 * The polygons of a path made of relative moves only ("m x,y dx,dy … z":
 * a move followed by implicit relative lines, as `@svg-maps/brazil` writes
 * every outline), each a list of absolute points. Throws on any other command.
 */
export function pathPolygons(path: string): Point[][] {
  const polygons: Point[][] = [];
  let pen: Point = [0, 0];
  for (const part of path.trim().split(/(?=[a-zA-Z])/)) {
    const command = part.charAt(0);
    if (command === "z" || command === "Z") {
      // A close path returns the pen to where its polygon began.
      pen = polygons.at(-1)?.[0] ?? pen;
      continue;
    }
    if (command !== "m") throw new Error(`Contorno com comando SVG não suportado: "${command}"`);
    const numbers = (part.slice(1).match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number);
    const points: Point[] = [];
    for (let index = 0; index + 1 < numbers.length; index += 2) {
      pen = [pen[0] + (numbers[index] ?? 0), pen[1] + (numbers[index + 1] ?? 0)];
      points.push(pen);
    }
    polygons.push(points);
  }
  return polygons;
}

/** Each edge of a closed polygon: [point, next point]. */
const edges = (points: readonly Point[]): Array<[Point, Point]> =>
  points.map((point, index) => [point, points[(index + 1) % points.length] ?? point]);

/** Signed area of a polygon (shoelace formula). */
const signedArea = (points: readonly Point[]) =>
  edges(points).reduce((sum, [[x, y], [nextX, nextY]]) => sum + (x * nextY - nextX * y) / 2, 0);

/** The polygon of largest area of a state, or undefined for none. */
export function largestPolygon(polygons: readonly (readonly Point[])[]): readonly Point[] | undefined {
  return polygons.toSorted((a, b) => Math.abs(signedArea(b)) - Math.abs(signedArea(a)))[0];
}

/** A polygon's bounding box in viewBox units. */
export function boundingBox(points: readonly Point[]): { x: number; y: number; width: number; height: number } {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The area centroid of a polygon, rounded to 0.1 unit (its vertices' mean if it has no area). */
export function centroid(points: readonly Point[]): { x: number; y: number } {
  const area = signedArea(points);
  const round = (value: number) => Math.round(value * 10) / 10;
  if (area === 0) {
    const mean = (index: 0 | 1) => points.reduce((sum, point) => sum + point[index], 0) / Math.max(1, points.length);
    return { x: round(mean(0)), y: round(mean(1)) };
  }
  const [cx, cy] = edges(points).reduce(
    ([sumX, sumY], [[x, y], [nextX, nextY]]) => {
      const cross = x * nextY - nextX * y;
      return [sumX + (x + nextX) * cross, sumY + (y + nextY) * cross];
    },
    [0, 0],
  );
  return { x: round(cx / (6 * area)), y: round(cy / (6 * area)) };
}

/**
 * SVG path data of polygons with whole-unit coordinates: an absolute move
 * to each polygon's first point, relative lines after it, points that
 * round onto the previous one dropped: "M12 34l1 2 3-4z".
 */
export function polygonsPath(polygons: readonly (readonly Point[])[]): string {
  return polygons
    .map((points) => {
      const [start, ...rest] = points.map(([x, y]) => [Math.round(x), Math.round(y)] as const);
      if (!start) return "";
      let [penX, penY] = start;
      const kept: Point[] = [start];
      const steps: Array<readonly [number, number]> = [];
      for (const [x, y] of rest) {
        if (x === penX && y === penY) continue;
        steps.push([x - penX, y - penY]);
        kept.push([x, y]);
        [penX, penY] = [x, y];
      }
      // A polygon that rounds to a point or a line has no area to draw: leave it out.
      if (signedArea(kept) === 0) return "";
      const numbers = steps.flat().map((value, index) => (value < 0 || index === 0 ? String(value) : ` ${value}`));
      return `M${start[0]} ${start[1]}l${numbers.join("")}z`;
    })
    .join("");
}

/** Smallest effective area (viewBox units², a triangle's area) of a vertex kept by {@link simplifyOutlines}. */
const MIN_VERTEX_AREA = 1.5;

/**
 * Simplifies the outlines together, keeping shared borders shared: every
 * outline becomes a MultiPolygon of a topology (coordinates snapped to a
 * 0.1-unit grid, so the two sides of a border meet), each vertex whose
 * effective area is under `minArea` units² is dropped, and the states come
 * back as polygons (outer rings only; these outlines have no holes), by id.
 * Polygons left with fewer than 3 points are dropped.
 */
export function simplifyOutlines(
  outlines: readonly Outline[],
  minArea: number = MIN_VERTEX_AREA,
): Map<string, Point[][]> {
  const features = outlines.map((outline): Feature<MultiPolygon, Record<string, never>> => ({
    type: "Feature",
    id: outline.id,
    properties: {},
    geometry: {
      type: "MultiPolygon",
      coordinates: pathPolygons(outline.path).map((points) => [
        [...points.map((point) => [...point]), [...(points[0] ?? [0, 0])]],
      ]),
    },
  }));
  const collection: FeatureCollection<MultiPolygon, Record<string, never>> = { type: "FeatureCollection", features };
  const extent = Math.max(...outlines.flatMap((outline) => pathPolygons(outline.path).flat().flat()));
  const topo = topology({ states: collection }, Math.ceil(extent * 10));
  const simplified = simplify(presimplify(topo as Parameters<typeof presimplify>[0]), minArea);
  const states = feature(simplified, simplified.objects.states as GeometryCollection);
  const rings = (geometry: Polygon | MultiPolygon): Position[][] =>
    geometry.type === "Polygon"
      ? geometry.coordinates.slice(0, 1)
      : geometry.coordinates.flatMap((polygon) => polygon.slice(0, 1));
  return new Map(
    states.features.map((state) => [
      String(state.id),
      rings(state.geometry as Polygon | MultiPolygon)
        .map((ring) => ring.slice(0, -1).map(([x = 0, y = 0]) => [x, y] as const))
        .filter((points) => points.length >= 3),
    ]),
  );
}
