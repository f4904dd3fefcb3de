import brazil from "@svg-maps/brazil";
import { describe, expect, it } from "vitest";
import {
  boundingBox,
  centroid,
  type Outline,
  pathPolygons,
  type Point,
  polygonsPath,
  simplifyOutlines,
} from "./map-outlines.ts";

describe("pathPolygons and polygonsPath", () => {
  it("reads relative moves into absolute points, polygon after polygon", () => {
    expect(pathPolygons("m 10,10 5,0 0,5 z m 20,0 1,0 0,1 z")).toEqual([
      [
        [10, 10],
        [15, 10],
        [15, 15],
      ],
      [
        [30, 10],
        [31, 10],
        [31, 11],
      ],
    ]);
    expect(() => pathPolygons("M 1,1 L 2,2")).toThrow(/não suportado/);
  });

  it("writes whole units, relative after the first point, dropping points that round together", () => {
    const square = [
      [10.2, 10.4],
      [20, 10],
      [20.2, 10.1],
      [20, 20],
      [10, 20],
    ] as const;
    expect(polygonsPath([square])).toBe("M10 10l10 0 0 10-10 0z");
    // A sliver that rounds to a point or a line draws nothing.
    expect(
      polygonsPath([
        [
          [1.1, 1.1],
          [1.2, 1.3],
          [0.9, 1],
        ],
        [
          [1, 1],
          [2, 1],
          [1.1, 1],
        ],
      ]),
    ).toBe("");
    expect(pathPolygons(polygonsPath([square]).replace("M", "m ").replace("l", " "))).toHaveLength(1);
  });

  it("measures a polygon: bounding box and area centroid", () => {
    const square: Array<readonly [number, number]> = [
      [0, 0],
      [10, 0],
      [10, 20],
      [0, 20],
    ];
    expect(boundingBox(square)).toEqual({ x: 0, y: 0, width: 10, height: 20 });
    expect(centroid(square)).toEqual({ x: 5, y: 10 });
  });
});

describe("simplifyOutlines on the 27 states", () => {
  const outlines: readonly Outline[] = brazil.locations;
  const original = new Map<string, Point[][]>(outlines.map((location) => [location.id, pathPolygons(location.path)]));
  const simplified = simplifyOutlines(outlines);
  const count = (polygons: readonly (readonly Point[])[]) =>
    polygons.reduce((sum: number, points) => sum + points.length, 0);

  it("keeps every state, with far fewer points", () => {
    expect([...simplified.keys()].toSorted()).toEqual([...original.keys()].toSorted());
    const before = [...original.values()].reduce((sum, polygons) => sum + count(polygons), 0);
    const after = [...simplified.values()].reduce((sum, polygons) => sum + count(polygons), 0);
    expect(after).toBeLessThan(before / 2);
    for (const [id, polygons] of simplified) expect(count(polygons), id).toBeGreaterThanOrEqual(3);
  });

  it("keeps each state where it was: its bounding box moves by less than 2 units", () => {
    for (const [id, polygons] of simplified) {
      const before = boundingBox((original.get(id) ?? []).flat());
      const after = boundingBox(polygons.flat());
      for (const key of ["x", "y", "width", "height"] as const) {
        expect(Math.abs(after[key] - before[key]), `${id} ${key}`).toBeLessThan(2);
      }
    }
  });
});
