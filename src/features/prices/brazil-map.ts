/**
 * The model of the map of Brazil on /precos: one shape per state, with the
 * link to its page, its accessible name and its verdict for the survey
 * week. The outlines come from `@svg-maps/brazil` (Victor Cazanave,
 * CC BY 4.0); the verdicts from the ANP's weekly means
 * (Fonte: ANP – Levantamento de Preços de Combustíveis).
 */
import { type StateVerdict, verdictDescription } from "./price-verdicts";
import { stateByCode } from "./states";

/** The outline data as `@svg-maps/brazil` exports it. */
export interface SvgMap {
  /** "0 0 613 639". */
  readonly viewBox: string;
  readonly locations: ReadonlyArray<{ readonly name: string; readonly id: string; readonly path: string }>;
}

/** How a state is drawn: by the fuel that pays off there, or as lacking a price. */
export type MapVerdict = "ethanol" | "gasoline" | "missing";

/** One state on the map. */
export interface MapState {
  /** Lower-case UF code, "sp". */
  readonly code: string;
  /** SVG path data of the outline, in the map's viewBox units. */
  readonly path: string;
  /** The state's page, "/precos/sp". */
  readonly href: string;
  /** The link's accessible name: "São Paulo: etanol a 59,8% da gasolina, etanol compensa". */
  readonly label: string;
  readonly verdict: MapVerdict;
  /** Where to print the UF code ("SP") on the state, or null when the state is too small for it. */
  readonly tag: { readonly text: string; readonly x: number; readonly y: number } | null;
}

/** The map, ready to draw. */
export interface MapModel {
  readonly viewBox: string;
  /** In the order of the outline data (alphabetical by state name). */
  readonly states: readonly MapState[];
}

/** Smallest outline, width and height in viewBox units, that gets its UF code printed on it. */
export const TAG_MIN_SIZE = 34;

/** A point in the map's viewBox units. */
type Point = readonly [x: number, y: number];

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

/**
 * Where a state's UF code goes: the area centroid of its largest polygon,
 * rounded to 0.1 unit, or null when that polygon's bounding box is under
 * {@link TAG_MIN_SIZE} in width or height (Sergipe, the Federal District…).
 */
export function tagPoint(path: string): { x: number; y: number } | null {
  const largest = pathPolygons(path).toSorted((a, b) => Math.abs(signedArea(b)) - Math.abs(signedArea(a)))[0];
  if (!largest || largest.length < 3) return null;
  const xs = largest.map(([x]) => x);
  const ys = largest.map(([, y]) => y);
  if (Math.max(...xs) - Math.min(...xs) < TAG_MIN_SIZE || Math.max(...ys) - Math.min(...ys) < TAG_MIN_SIZE) {
    return null;
  }
  const area = signedArea(largest);
  const [cx, cy] = edges(largest).reduce(
    ([sumX, sumY], [[x, y], [nextX, nextY]]) => {
      const cross = x * nextY - nextX * y;
      return [sumX + (x + nextX) * cross, sumY + (y + nextY) * cross];
    },
    [0, 0],
  );
  return { x: Math.round((cx / (6 * area)) * 10) / 10, y: Math.round((cy / (6 * area)) * 10) / 10 };
}

/** The path of a state's page: "/precos/sp". */
export function statePagePath(code: string): string {
  return `/precos/${code.toLowerCase()}`;
}

/**
 * Joins the outlines with the week's verdicts (`stateVerdicts`). The name
 * comes from the verdict's `State` (IBGE's spelling); an outline whose id
 * is not a UF code, or a UF without an outline, is an error: the map must
 * show all 27 and nothing else.
 */
export function brazilMap(map: SvgMap, rows: readonly StateVerdict[]): MapModel {
  const states = map.locations.map((location): MapState => {
    const uf = stateByCode(location.id)?.uf;
    const row = rows.find((candidate) => candidate.state.uf === uf);
    if (!row) throw new Error(`Mapa: "${location.id}" (${location.name}) não corresponde a nenhuma UF com dados`);
    const { state, verdict } = row;
    return {
      code: state.code,
      path: location.path,
      href: statePagePath(state.code),
      label: `${state.name}: ${verdictDescription(verdict)}`,
      verdict: !verdict.ok ? "missing" : verdict.fuel === "Etanol" ? "ethanol" : "gasoline",
      tag: ((point) => (point ? { text: state.uf, ...point } : null))(tagPoint(location.path)),
    };
  });
  const drawn = new Set(states.map((state) => state.code));
  const absent = rows.filter((row) => !drawn.has(row.state.code)).map((row) => row.state.uf);
  if (absent.length > 0) throw new Error(`Mapa: sem contorno para ${absent.join(", ")}`);
  return { viewBox: map.viewBox, states };
}
