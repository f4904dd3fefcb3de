import brazil from "@svg-maps/brazil";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { WeeklyPrices } from "#data/build/weekly.ts";
import { stateVerdicts, withShares } from "#features/prices/price-verdicts.ts";
import type { Fraction } from "#lib/decimal.ts";
import { statePagePath } from "#lib/paths.ts";
import { STATES } from "#lib/states.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import { brazilMap, MAP_SIZE, mapSprite, TAG_BOX } from "./brazil-map.ts";

const { weekly } = ANP_JUNE_2026;

/** Three cars with limits of 66%, 70% and 73%, the spread of the 2026 PBEV table. */
const LIMITS: Fraction[] = [
  { n: 66n, d: 100n },
  { n: 70n, d: 100n },
  { n: 73n, d: 100n },
];

const rowsOf = (states: WeeklyPrices["states"]) => withShares(stateVerdicts(states), LIMITS);

describe("brazilMap with the June 2026 week", () => {
  const model = brazilMap(brazil, rowsOf(weekly.states));
  const byCode = (code: string) => model.states.find((state) => state.code === code)!;

  it("draws the 27 UFs once each, in a viewBox widened for the boxes, each linking to its page", () => {
    expect(model.viewBox).toBe(`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`);
    expect(model.states.map((state) => state.code).toSorted()).toEqual(STATES.map((state) => state.code).toSorted());
    const { address } = mapSprite(brazil);
    for (const state of model.states) {
      expect(state.href).toBe(`/precos/${state.code}`);
      // Its outline in the geometry file: the file's address and the state's id there.
      expect(state.shape).toBe(`${address}#${state.code}`);
    }
  });

  it("names São Paulo with its ratio, verdict and share, and Amapá with gasoline", () => {
    expect(byCode("sp")).toMatchObject({
      label: "São Paulo: etanol a 59,8% da gasolina, etanol compensa; carros flex em que o etanol compensa: todos",
      shade: "all",
      href: "/precos/sp",
    });
    expect(byCode("ap")).toMatchObject({
      label: "Amapá: etanol a 91,9% da gasolina, gasolina compensa; carros flex em que o etanol compensa: nenhum",
      shade: "none",
    });
    // Bahia, 69,3%: ethanol by the 70% rule, but not in the 66% car.
    expect(byCode("ba")).toMatchObject({
      label: "Bahia: etanol a 69,3% da gasolina, etanol compensa; carros flex em que o etanol compensa: 67%",
      shade: "depends",
    });
    // IBGE's spelling from STATES, whatever the package writes.
    expect(byCode("df").label).toMatch(/^Distrito Federal: /);
  });

  it("labels every state: on the state, or in a box of at least 24 CSS px joined to it", () => {
    for (const state of model.states) {
      expect(state.tag.text).toBe(state.code.toUpperCase());
      expect(state.tag.x).toBeGreaterThan(0);
      expect(state.tag.x).toBeLessThan(MAP_SIZE.width);
    }
    const boxed = model.states.filter((state) => state.tag.box).map((state) => state.code);
    expect(boxed.toSorted()).toEqual(["al", "df", "es", "pb", "pe", "rj", "rn", "se"]);
    const boxes = model.states.flatMap((state) => (state.tag.box ? [state.tag.box] : []));
    for (const box of boxes) {
      expect(box.width).toBe(TAG_BOX);
      expect(box.height).toBe(TAG_BOX);
      expect(box.x + box.width).toBeLessThanOrEqual(MAP_SIZE.width);
      // Drawn about 317 px wide on a 375 px phone (303 px or more from 360 px up): each box is at least 24 CSS px.
      expect((TAG_BOX * 303) / MAP_SIZE.width).toBeGreaterThanOrEqual(24);
    }
    // No two boxes overlap, so no tap lands on the wrong state.
    for (const [index, a] of boxes.entries()) {
      for (const b of boxes.slice(index + 1)) {
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart).toBe(true);
      }
    }
    expect(byCode("se").tag.leader).not.toBeNull();
    // The Federal District's box sits over it, inside Goiás: no leader line.
    expect(byCode("df").tag.leader).toBeNull();
  });
});

describe("brazilMap", () => {
  it("says which price a state lacks", () => {
    const rows = rowsOf(weekly.states.map((row) => (row.uf === "AP" ? { ...row, ethanol: null } : row)));
    const amapa = brazilMap(brazil, rows).states.find((state) => state.code === "ap")!;
    expect(amapa).toMatchObject({ label: "Amapá: sem preço de etanol nesta pesquisa", shade: "missing" });
  });

  it("refuses an outline that is not a UF, and a UF without an outline", () => {
    const rows = rowsOf(weekly.states);
    expect(() =>
      brazilMap(
        { ...brazil, locations: [...brazil.locations, { id: "xx", name: "X", path: "m 0,0 10,0 0,10 z" }] },
        rows,
      ),
    ).toThrow(/"xx"/);
    expect(() =>
      brazilMap(
        { ...brazil, locations: brazil.locations.filter((location: { id: string }) => location.id !== "se") },
        rows,
      ),
    ).toThrow(/SE/);
  });

  it("shades every state as its label states (any prices)", () => {
    const price = fc.integer({ min: 100, max: 9_999 }).map((cents) => (cents / 100).toFixed(2));
    const stats = (mean: string) => ({ mean, min: mean, max: mean, stations: 3 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.option(price, { nil: null }), price), { minLength: 27, maxLength: 27 }),
        (pairs) => {
          const rows = rowsOf(
            STATES.map((state, index) => ({
              uf: state.uf,
              ethanol: pairs[index]![0] === null ? null : stats(pairs[index]![0]),
              gasoline: stats(pairs[index]![1]),
            })),
          );
          for (const state of brazilMap(brazil, rows).states) {
            const suffix = { all: ": todos", none: ": nenhum", depends: "%", missing: "nesta pesquisa" };
            expect(state.label.endsWith(suffix[state.shade])).toBe(true);
            expect(state.href).toBe(statePagePath(state.code));
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe("mapSprite: the map's geometry, a file of its own", () => {
  const sprite = mapSprite(brazil);

  it("holds one outline per state, by its code, in the map's viewBox", () => {
    expect(sprite.svg).toMatch(
      new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}">`),
    );
    const paths = [...sprite.svg.matchAll(/<path id="([a-z]{2})" d="([^"]*)"\/>/g)];
    expect(paths.map(([, id]) => id).toSorted()).toEqual(STATES.map((state) => state.code).toSorted());
    for (const [, id, d] of paths) {
      expect(d, id).toMatch(/^M\d+ \d+l/);
      // Every polygon has its lines: no empty "l" a browser would reject.
      expect(d, id).not.toMatch(/l(z|$)/);
    }
  });

  it("is named by its content: the same outlines, the same address; other outlines, another", () => {
    expect(sprite.address).toMatch(/^\/_astro\/mapa-do-brasil\.[\w-]{8}\.svg$/);
    expect(mapSprite(brazil)).toEqual(sprite);
    const [first, ...rest] = brazil.locations;
    const moved = { ...brazil, locations: [{ ...first!, path: first!.path.replace(/^m\s*[\d.]+/, "m 40") }, ...rest] };
    expect(mapSprite(moved).address).not.toBe(sprite.address);
  });
});
