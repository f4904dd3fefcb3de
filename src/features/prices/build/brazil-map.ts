/**
 * The model of the map of Brazil on /precos: one shape per state, with the
 * link to its page, its accessible name, its shade for the survey week
 * ("Depende do seu carro": ethanol pays off in every flex car of the
 * latest PBEV table, in some, or in none) and its UF code, printed on the
 * state or, for the small eastern states and the Federal District, in a
 * box large enough to tap, joined to the state by a leader line. The
 * outlines come from `@svg-maps/brazil` (Victor Cazanave, CC BY 4.0),
 * simplified at build time (map-outlines.ts) and kept out of the page, in
 * a geometry file of their own ({@link mapSprite}); the figures from the
 * ANP's weekly means (Fonte: ANP – Levantamento de Preços de Combustíveis)
 * and Inmetro's PBE Veicular. Runs at build time only (Node).
 */
import { createHash } from "node:crypto";
import { verdictDescription } from "#features/prices/price-messages.ts";
import type { StateVerdict } from "#features/prices/price-verdicts.ts";
import { type EthanolShare, formatShare, type ShareClass, shareClass } from "#lib/ethanol-share.ts";
import { statePagePath } from "#lib/paths.ts";
import { stateByCode } from "#lib/states.ts";
import { centroid, largestPolygon, type Outline, type Point, polygonsPath, simplifyOutlines } from "./map-outlines.ts";

/** The outline data as `@svg-maps/brazil` exports it. */
export interface SvgMap {
  /** "0 0 613 639". */
  readonly viewBox: string;
  readonly locations: readonly Outline[];
}

/** How a state is drawn: by the share of cars for which ethanol pays off, or as lacking a price. */
export type MapShade = ShareClass | "missing";

/** A rectangle in viewBox units. */
interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where a state's UF code is printed. */
interface MapTag {
  /** "SP". */
  readonly text: string;
  /** The text's centre. */
  readonly x: number;
  readonly y: number;
  /** The tappable box around it, for the states drawn too small to tap; null when printed on the state. */
  readonly box: Box | null;
  /** The line from the state to its box; null without a box or when the box covers the state. */
  readonly leader: { readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number } | null;
}

/** One state on the map. */
export interface MapState {
  /** Lower-case UF code, "sp". */
  readonly code: string;
  /** Its outline in the geometry file, for `<use href>`: "/_astro/mapa-do-brasil.Xy3_a9Qz.svg#sp". */
  readonly shape: string;
  /** The state's page, "/precos/sp". */
  readonly href: string;
  /**
   * The link's accessible name: "São Paulo: etanol a 59,8% da gasolina,
   * etanol compensa; carros flex em que o etanol compensa: todos".
   */
  readonly label: string;
  readonly shade: MapShade;
  readonly tag: MapTag;
}

/** The map, ready to draw. */
export interface MapModel {
  readonly viewBox: string;
  /** In the order of the outline data (alphabetical by state name). */
  readonly states: readonly MapState[];
}

/** The map's width and height in viewBox units: the package's 613 × 639, widened for the boxes off the east coast. */
export const MAP_SIZE = { width: 680, height: 639 } as const;

/** The map's viewBox, in the page and in the geometry file alike. */
const VIEW_BOX = `0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`;

/** Astro's folder of hashed assets, which every way of serving the build caches as immutable (integrations/security-headers.ts). */
const HASHED_ASSETS = "/_astro/";

/** The map's geometry file: its address on the site and its content. */
export interface MapSprite {
  /** "/_astro/mapa-do-brasil.Xy3_a9Qz.svg": the name's hash changes with the content. */
  readonly address: string;
  /** The SVG document: one `<path id="sp" d="…"/>` per state, in the map's viewBox units. */
  readonly svg: string;
}

/** The geometry file of outlines simplified by `simplifyOutlines`, in the order of `map`'s locations. */
function spriteOf(map: SvgMap, outlines: ReadonlyMap<string, readonly (readonly Point[])[]>): MapSprite {
  const paths = map.locations
    .map((location) => `<path id="${location.id}" d="${polygonsPath(outlines.get(location.id) ?? [])}"/>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${VIEW_BOX}">${paths}</svg>\n`;
  const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 8);
  return { address: `${HASHED_ASSETS}mapa-do-brasil.${hash}.svg`, svg };
}

/**
 * The map's geometry as a file of its own, out of the page's HTML: each
 * state's simplified outline as an SVG path with its code as id ("sp"),
 * drawn by the page with `<use href="<address>#sp">` inside the state's
 * link, which keeps its name, code, colour and tap box in the HTML. The
 * file changes only when the outlines do, so its name carries a hash of its
 * content (the first 8 characters of its SHA-256, base64url): served from
 * Astro's folder of hashed assets, cached for a year, precached by the
 * service worker (integrations/service-worker.ts). Emitted by
 * integrations/map-sprite.ts; deterministic, so the page, which computes it
 * too ({@link brazilMap}), names the same file.
 */
export function mapSprite(map: SvgMap): MapSprite {
  return spriteOf(map, simplifyOutlines(map.locations));
}

/**
 * Side of a tag box, in viewBox units: 54 units are 24 CSS px (WCAG 2.2
 * target size) once the map is 303 px wide: it is about 317 px on a 375 px
 * phone, 303 px on a 360 px one.
 */
export const TAG_BOX = 54;

/**
 * The centre of the tag box of each state too small to tap on the map: a
 * column in the sea east of the coast for the north-eastern states, boxes
 * off Espírito Santo and Rio de Janeiro, and a box over the Federal District
 * itself (it lies inside Goiás). The other states print their code at the
 * centroid of their largest polygon, or at the point given here.
 */
const BOXED: Readonly<Record<string, Point>> = {
  rn: [648, 105],
  pb: [648, 161],
  pe: [648, 217],
  al: [648, 273],
  se: [648, 329],
  es: [585, 400],
  rj: [545, 472],
  df: [409, 329],
};

/** Tags printed elsewhere than their centroid: Goiás's moves west, clear of the Federal District's box. */
const TAG_AT: Readonly<Record<string, Point>> = {
  go: [356, 318],
};

/** The point of a box's edge closest to `from`, where a leader line from `from` meets it. */
function edgePoint(box: Box, [x, y]: Point): Point {
  return [Math.min(Math.max(x, box.x), box.x + box.width), Math.min(Math.max(y, box.y), box.y + box.height)];
}

/** The tag of a state whose largest simplified polygon is `largest`. */
function stateTag(code: string, text: string, largest: readonly Point[]): MapTag {
  const anchor = centroid(largest);
  const boxed = BOXED[code];
  if (!boxed) {
    const [x, y] = TAG_AT[code] ?? [anchor.x, anchor.y];
    return { text, x, y, box: null, leader: null };
  }
  const [x, y] = boxed;
  const box = { x: x - TAG_BOX / 2, y: y - TAG_BOX / 2, width: TAG_BOX, height: TAG_BOX };
  const inside =
    anchor.x >= box.x && anchor.x <= box.x + box.width && anchor.y >= box.y && anchor.y <= box.y + box.height;
  const [x2, y2] = edgePoint(box, [anchor.x, anchor.y]);
  return { text, x, y, box, leader: inside ? null : { x1: anchor.x, y1: anchor.y, x2, y2 } };
}

/** "todos", "nenhum", "87%": the share of cars as the map's names and the table say it. */
function shareWords(share: EthanolShare): string {
  if (share.total > 0 && share.pays === share.total) return "todos";
  if (share.pays === 0) return "nenhum";
  return formatShare(share);
}

/**
 * Joins the simplified outlines with the week's verdicts and shares
 * (`withShares`): each state's shape is its outline in the geometry file
 * ({@link mapSprite}), its tag is placed on that outline. The name comes
 * from the verdict's `State` (IBGE's spelling); an outline whose id is not
 * a UF code, or a UF without an outline, is an error: the map must show
 * all 27 and nothing else.
 */
export function brazilMap(
  map: SvgMap,
  rows: ReadonlyArray<StateVerdict & { readonly share: EthanolShare | null }>,
): MapModel {
  const outlines = simplifyOutlines(map.locations);
  const sprite = spriteOf(map, outlines);
  const states = map.locations.map((location): MapState => {
    const uf = stateByCode(location.id)?.uf;
    const row = rows.find((candidate) => candidate.state.uf === uf);
    if (!row) throw new Error(`Mapa: "${location.id}" (${location.name}) não corresponde a nenhuma UF com dados`);
    const { state, verdict, share } = row;
    const polygons = outlines.get(location.id) ?? [];
    const largest = largestPolygon(polygons);
    if (!largest) throw new Error(`Mapa: o contorno de ${state.uf} ficou vazio depois de simplificado`);
    return {
      code: state.code,
      shape: `${sprite.address}#${location.id}`,
      href: statePagePath(state.code),
      label: `${state.name}: ${verdictDescription(verdict)}${share ? `; carros flex em que o etanol compensa: ${shareWords(share)}` : ""}`,
      shade: verdict.ok && share ? shareClass(share) : "missing",
      tag: stateTag(state.code, state.uf, largest),
    };
  });
  const drawn = new Set(states.map((state) => state.code));
  const absent = rows.filter((row) => !drawn.has(row.state.code)).map((row) => row.state.uf);
  if (absent.length > 0) throw new Error(`Mapa: sem contorno para ${absent.join(", ")}`);
  return { viewBox: VIEW_BOX, states };
}
