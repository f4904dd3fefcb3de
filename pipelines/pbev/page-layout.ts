/**
 * The page layout of Inmetro's PBE Veicular consumption tables (PDF exports
 * of an Excel sheet): the text items of a page grouped into lines, the
 * table's header read into the centres of its columns, and the columns the
 * rows' texts fall in. Pure: no file access and no PDF library here
 * (pipelines/pbev/run.ts extracts the items; row-reading.ts reads the rows,
 * parse.ts puts both together).
 *
 * Layout facts this relies on, checked on the eight committed editions
 * (2020 to June 2026, see data/pbev/README.md):
 * - Excel centres every cell, so the texts of one column share their
 *   horizontal centre. The header's labels name the columns ("Marca",
 *   "Combustível", the "Cidade"/"Estrada" pairs under "Etanol" and
 *   "Gasolina"); the texts of the page give every column's centre, and a
 *   column's boundaries lie halfway to its neighbours' centres.
 * - A page without a header (the 2021 edition prints it on page 1 only)
 *   keeps the previous page's columns.
 */

/**
 * One text item of a page, in points, in the page's displayed orientation
 * (rotation applied): `x` is the left edge, `y` the baseline measured from
 * the top of the page downwards, `width` the advance, `height` the font size.
 */
export interface TextItem {
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
}

/** Where a reading comes from, for reports. */
export interface PageRef {
  /** Edition label: the update date the table prints, ISO (e.g. "2026-06-03"). */
  edition: string;
  /** 1-based page number. */
  page: number;
}

/** Horizontal centres (points) of the columns the reader needs, from the header. */
export interface PageLayout {
  make: number;
  model: number;
  version: number;
  engine: number;
  transmission: number;
  fuel: number;
  /** Null in the 2020 edition, which has no propulsion column. */
  propulsion: number | null;
  ethanolCity: number;
  ethanolHighway: number;
  gasolineCity: number;
  gasolineHighway: number;
}

export type Column = keyof PageLayout;
/** Columns whose text can wrap onto extra lines (transmission and propulsion codes are short). */
export const WRAP_COLUMNS = ["make", "model", "version", "engine"] as const satisfies readonly Column[];
export type WrapColumn = (typeof WRAP_COLUMNS)[number];
export const FIGURE_COLUMNS = [
  "ethanolCity",
  "ethanolHighway",
  "gasolineCity",
  "gasolineHighway",
] as const satisfies readonly Column[];

/** Thrown when a page's layout is not the one this reader understands; the message names edition and page. */
export class LayoutError extends Error {
  constructor(where: PageRef, message: string) {
    super(`${where.edition}, page ${where.page}: ${message}`);
    this.name = "LayoutError";
  }
}

export const centre = (item: TextItem) => item.x + item.width / 2;
export const clean = (text: string) => text.replace(/\s+/g, " ").trim();
export const joinText = (items: readonly TextItem[]) =>
  clean(
    [...items]
      .sort((a, b) => a.y - b.y || a.x - b.x)
      .map((item) => item.text)
      .join(" "),
  );

export interface Line {
  y: number;
  height: number;
  items: TextItem[];
}

/** Groups items into lines, top to bottom: same baseline within a third of the font size, left to right. */
export function toLines(items: readonly TextItem[]): Line[] {
  const sorted = items.filter((item) => clean(item.text) !== "").sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: Line[] = [];
  for (const item of sorted) {
    const last = lines.at(-1);
    if (last && item.y - last.y < Math.max(last.height, item.height) / 3) last.items.push(item);
    else lines.push({ y: item.y, height: item.height, items: [item] });
  }
  for (const line of lines) line.items.sort((a, b) => a.x - b.x);
  return lines;
}

export const lineText = (line: Line) => clean(line.items.map((item) => item.text).join(" "));

export interface Header {
  layout: PageLayout;
  /** Baseline of the "Cidade"/"Estrada" labels; rows lie below. */
  cycles: number;
}

/**
 * The "Cidade"/"Estrada" pairs of the header's `cycleLine`, each named by the
 * group labels above it (centred between them): `pair("Etanol")` is the
 * pair under the label that starts with that fuel. Throws
 * {@link LayoutError} when the labels are not in pairs or a fuel has no
 * pair or several.
 */
function fuelPairs(cycleLine: Line, headerItems: readonly TextItem[], where: PageRef) {
  const cycles = cycleLine.items.filter((item) => ["Cidade", "Estrada"].includes(clean(item.text)));
  const pairs: { city: number; highway: number; labels: string[] }[] = [];
  for (let i = 0; i < cycles.length; i += 2) {
    const [city, highway] = cycles.slice(i, i + 2);
    if (!city || !highway || clean(city.text) !== "Cidade" || clean(highway.text) !== "Estrada")
      throw new LayoutError(where, "Cidade/Estrada labels not in pairs");
    const [from, to] = [centre(city), centre(highway)];
    const labels = headerItems
      .filter((item) => item.y < cycleLine.y && centre(item) > from && centre(item) < to)
      .map((item) => clean(item.text));
    pairs.push({ city: from, highway: to, labels });
  }
  return (fuel: string) => {
    const [found, ...others] = pairs.filter((p) => p.labels.some((text) => text.startsWith(fuel)));
    if (!found || others.length > 0)
      throw new LayoutError(
        where,
        `expected one Cidade/Estrada pair under "${fuel}", found ${others.length + (found ? 1 : 0)}`,
      );
    return found;
  };
}

/**
 * Finds the columns from the header's labels, or returns null when the page
 * has no header. Throws {@link LayoutError} when a header is there but
 * incomplete or ambiguous.
 */
export function readHeader(lines: readonly Line[], where: PageRef): Header | null {
  const has = (line: Line, label: string) => line.items.some((item) => clean(item.text) === label);
  const nameLine = lines.find((line) => ["Marca", "Modelo", "Versão", "Motor"].every((label) => has(line, label)));
  const cycleLine = lines.find((line) => line.items.filter((item) => clean(item.text) === "Cidade").length >= 2);
  if (!nameLine && !cycleLine) return null;
  if (!nameLine || !cycleLine)
    throw new LayoutError(
      where,
      `header incomplete: ${nameLine ? "no Cidade/Estrada labels" : "no Marca/Modelo/Versão/Motor line"}`,
    );

  const headerItems = lines.filter((line) => line.y <= cycleLine.y).flatMap((line) => line.items);
  const label = (pattern: RegExp, line?: Line): number | null => {
    const found = (line ? line.items : headerItems).filter((item) => pattern.test(clean(item.text)));
    if (found.length > 1) throw new LayoutError(where, `expected one header label ${pattern}, found ${found.length}`);
    return found[0] ? centre(found[0]) : null;
  };
  const required = (pattern: RegExp, line?: Line): number => {
    const x = label(pattern, line);
    if (x === null) throw new LayoutError(where, `no header label ${pattern}`);
    return x;
  };

  const pair = fuelPairs(cycleLine, headerItems, where);
  const ethanol = pair("Etanol");
  const gasoline = pair("Gasolina");

  return {
    cycles: cycleLine.y,
    layout: {
      make: required(/^Marca$/, nameLine),
      model: required(/^Modelo$/, nameLine),
      version: required(/^Versão$/, nameLine),
      engine: required(/^Motor$/, nameLine),
      transmission: required(/^Transmissão$/),
      fuel: required(/^Combustível$/),
      propulsion: label(/^(Tipo de )?Propulsão$/),
      ethanolCity: ethanol.city,
      ethanolHighway: ethanol.highway,
      gasolineCity: gasoline.city,
      gasolineHighway: gasoline.highway,
    },
  };
}

/**
 * Centres of the table's columns: the centres of the texts below the
 * header, clustered (texts of one column differ by a fraction of a point,
 * neighbouring columns by several). A cluster with fewer texts than a fifth
 * of the rows is no column but, say, the halves of a cell the PDF split in
 * two items ("Logan" + "P2" in 2020); its texts go to the nearest column.
 */
export function columnCentres(body: readonly Line[], rowCount: number, gap: number): number[] {
  const centres = body.flatMap((line) => line.items.map(centre)).sort((a, b) => a - b);
  const clusters: number[][] = [];
  for (const x of centres) {
    const last = clusters.at(-1);
    if (last && x - (last.at(-1) ?? -Infinity) < gap) last.push(x);
    else clusters.push([x]);
  }
  return clusters
    .filter((cluster) => cluster.length >= rowCount / 5)
    .map((cluster) => cluster[Math.floor(cluster.length / 2)] ?? NaN);
}

/** Index of the value nearest to x (-1 for no values). */
export function nearest(values: readonly number[], x: number): number {
  let best = -1;
  values.forEach((value, i) => {
    if (best < 0 || Math.abs(value - x) < Math.abs((values[best] ?? Infinity) - x)) best = i;
  });
  return best;
}

/**
 * The column of each header label among the rows' column `centres`
 * (indices); throws {@link LayoutError} when a label lines up with no column.
 */
export function columnSlots(centres: readonly number[], layout: PageLayout, fontSize: number, where: PageRef) {
  const slots = new Map<Column, number>();
  for (const column of Object.keys(layout) as Column[]) {
    const x = layout[column];
    if (x === null) continue;
    const slot = nearest(centres, x);
    if (!(Math.abs((centres[slot] ?? Infinity) - x) <= fontSize))
      throw new LayoutError(where, `no column of the rows lines up with the header's ${column} label`);
    slots.set(column, slot);
  }
  return slots;
}
