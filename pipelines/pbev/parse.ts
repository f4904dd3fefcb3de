/**
 * Reads Inmetro's PBE Veicular consumption tables (PDF exports of an Excel
 * sheet) from the text items of their pages, by position. Pure: no file
 * access and no PDF library here (pipelines/pbev/run.ts extracts the items).
 *
 * Layout facts this relies on, checked on the eight committed editions
 * (2020 to June 2026, see data/pbev/README.md):
 * - Excel centres every cell, so the texts of one column share their
 *   horizontal centre. The header's labels name the columns ("Marca",
 *   "Combustível", the "Cidade"/"Estrada" pairs under "Etanol" and
 *   "Gasolina"); the texts of the page give every column's centre, and a
 *   column's boundaries lie halfway to its neighbours' centres.
 * - A row's cells share one baseline; a name too long for its cell wraps
 *   onto lines centred on that baseline, which are joined back here, even
 *   when Excel split the row across a page break.
 * - A page without a header (the 2021 edition prints it on page 1 only)
 *   keeps the previous page's columns.
 */
import type { CarSpec } from "#data/cars.ts";
import { compare, decimalText, parseDecimal } from "#lib/decimal.ts";
import { isPlausible, KM_PER_LITRE_RANGE } from "#lib/plausibility.ts";

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

/** One flex car as the table prints it, with the page it is on. The four figures are exact decimal strings in km/l, e.g. "9.8". */
export interface PbevRow extends CarSpec {
  page: number;
}

/**
 * Why a row or a text was not kept: `blank`, a flex car whose km/l figures
 * are missing in the PDF itself (`\`, `-`, `ND`, `N.A.` or an empty cell);
 * `electric`, an electric car coded flex; `unknown-fuel`, a fuel code other
 * than F, G, E or D; `invalid`, figures that break a rule (not positive,
 * ethanol not below gasoline); `unreadable`, a cell or text not understood.
 */
type ReportReason = "blank" | "electric" | "unknown-fuel" | "invalid" | "unreadable";

/** A row (or stray text) the reader did not turn into a {@link PbevRow}, with its raw text so a person can check the PDF. */
interface RowReport extends PageRef {
  reason: ReportReason;
  detail: string;
  /** The row's texts, left to right, separated by " | ". */
  raw: string;
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

type Column = keyof PageLayout;
/** Columns whose text can wrap onto extra lines (transmission and propulsion codes are short). */
const WRAP_COLUMNS = ["make", "model", "version", "engine"] as const satisfies readonly Column[];
type WrapColumn = (typeof WRAP_COLUMNS)[number];
const FIGURE_COLUMNS = [
  "ethanolCity",
  "ethanolHighway",
  "gasolineCity",
  "gasolineHighway",
] as const satisfies readonly Column[];

/** What one page yields. */
export interface PageReading {
  layout: PageLayout;
  rows: PbevRow[];
  reports: RowReport[];
  /** Rows coded `F` (flex), kept or reported. */
  flexRows: number;
  /**
   * Name text at the top of the page, above the first row and out of its
   * reach: the end of the previous page's last row, split by the page break.
   */
  carriedOver: Partial<Record<WrapColumn, string>>;
  /** True when the page's last row is the last of `rows`, so the next page's carried-over text belongs to it. */
  endsWithKeptRow: boolean;
}

/** Thrown when a page's layout is not the one this reader understands; the message names edition and page. */
export class LayoutError extends Error {
  constructor(where: PageRef, message: string) {
    super(`${where.edition}, page ${where.page}: ${message}`);
    this.name = "LayoutError";
  }
}

/** Codes of the "Combustível" column: flex, gasoline, ethanol or electric (both "E"), diesel. */
const FUEL_CODES = new Set(["F", "G", "E", "D"]);
/** How the tables write a figure that does not exist or was not measured. */
const MISSING = new Set(["", "\\", "-", "ND", "N.A."]);
const DECIMAL = /^\d+(?:[.,]\d+)?$/;

const centre = (item: TextItem) => item.x + item.width / 2;
const clean = (text: string) => text.replace(/\s+/g, " ").trim();
const joinText = (items: readonly TextItem[]) =>
  clean(
    [...items]
      .sort((a, b) => a.y - b.y || a.x - b.x)
      .map((item) => item.text)
      .join(" "),
  );

interface Line {
  y: number;
  height: number;
  items: TextItem[];
}

/** Groups items into lines, top to bottom: same baseline within a third of the font size, left to right. */
function toLines(items: readonly TextItem[]): Line[] {
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

const lineText = (line: Line) => clean(line.items.map((item) => item.text).join(" "));

interface Header {
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
function readHeader(lines: readonly Line[], where: PageRef): Header | null {
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
function columnCentres(body: readonly Line[], rowCount: number, gap: number): number[] {
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
function nearest(values: readonly number[], x: number): number {
  let best = -1;
  values.forEach((value, i) => {
    if (best < 0 || Math.abs(value - x) < Math.abs((values[best] ?? Infinity) - x)) best = i;
  });
  return best;
}

/** A row's baseline and the wrapped name lines attached to it. */
interface RowItems {
  line: Line;
  extra: TextItem[];
}

/** The lines of the table's rows: those with a fuel code (a short word, not a legend such as "(D)") in the fuel column. */
function findRowLines(body: readonly Line[], layout: PageLayout): Line[] {
  return body.filter((line) => {
    const fuel = line.items.find((item) => Math.abs(centre(item) - layout.fuel) < line.height);
    return fuel !== undefined && /^[A-Za-z]{1,3}$/.test(clean(fuel.text)) && line.items.length >= 8;
  });
}

/**
 * The column of each header label among the rows' column `centres`
 * (indices); throws {@link LayoutError} when a label lines up with no column.
 */
function columnSlots(centres: readonly number[], layout: PageLayout, fontSize: number, where: PageRef) {
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

/**
 * Attaches the wrapped name lines of the `body` to its `rowLines`. A
 * cell's lines are centred on its row's baseline: two lines sit about ±0.65
 * font size from it (the baseline itself stays empty), three at 0 and
 * ±1.3. A name that overflows a cell too short for it comes close to the
 * neighbouring row, so an extra line goes first to the nearest row within
 * one font size whose cell is empty on its baseline, else to the nearest row
 * within two font sizes. Text above the first row and out of reach is the
 * previous page's (`carriedOver`); any other is `stray`.
 */
function attachWrappedNames(
  body: readonly Line[],
  rowLines: readonly Line[],
  inColumn: (column: Column) => (item: TextItem) => boolean,
  fontSize: number,
) {
  const rows: RowItems[] = rowLines.map((line) => ({ line, extra: [] }));
  const firstY = rowLines[0]?.y ?? Infinity;
  const stray: TextItem[] = [];
  const carriedOver: PageReading["carriedOver"] = {};
  for (const column of WRAP_COLUMNS) {
    const inSlot = inColumn(column);
    const carried: TextItem[] = [];
    for (const item of body.filter((line) => !rowLines.includes(line)).flatMap((line) => line.items.filter(inSlot))) {
      const distance = (row: RowItems) => Math.abs(row.line.y - item.y);
      const within = (factor: number) =>
        rows.filter((row) => distance(row) <= factor * fontSize).sort((a, b) => distance(a) - distance(b));
      const row = within(1).find((candidate) => !candidate.line.items.some(inSlot)) ?? within(2)[0];
      if (row) row.extra.push(item);
      else (item.y < firstY ? carried : stray).push(item);
    }
    if (carried.length > 0) carriedOver[column] = joinText(carried);
  }
  return { rows, carriedOver, stray };
}

/** What one row yields: whether it is coded flex, and the car it gives or why it gives none. */
interface RowResult {
  flex: boolean;
  row?: Omit<PbevRow, "page">;
  report?: { reason: ReportReason; detail: string };
}

/** Reads one row from its cells (`cell` gives a column's text, "" for a column the page lacks). */
function readRow(cell: (column: Column) => string): RowResult {
  const fuel = cell("fuel");
  if (!FUEL_CODES.has(fuel)) return { flex: false, report: { reason: "unknown-fuel", detail: `fuel code "${fuel}"` } };
  if (fuel !== "F") return { flex: false };
  const refuse = (reason: ReportReason, detail: string): RowResult => ({ flex: true, report: { reason, detail } });
  if (/El[ée]tric/i.test(`${cell("propulsion")} ${cell("engine")}`)) {
    return refuse(
      "electric",
      `electric car coded flex (propulsion "${cell("propulsion")}", engine "${cell("engine")}")`,
    );
  }
  const figures = FIGURE_COLUMNS.map(cell);
  if (figures.some((figure) => MISSING.has(figure))) {
    return refuse(
      "blank",
      `km/l figures missing in the PDF: ${figures.map((figure) => figure || "(empty)").join(" ")}`,
    );
  }
  const unreadable = figures.find((figure) => !DECIMAL.test(figure));
  if (unreadable !== undefined) return refuse("unreadable", `km/l figure "${unreadable}" is not a number`);
  const [ethanolCity, ethanolHighway, gasolineCity, gasolineHighway] = figures.map((figure) =>
    figure.replace(",", "."),
  ) as [string, string, string, string];
  const problem = figureProblem(ethanolCity, ethanolHighway, gasolineCity, gasolineHighway);
  if (problem) return refuse("invalid", problem);
  const names = {
    make: cell("make"),
    model: cell("model"),
    version: cell("version"),
    engine: cell("engine"),
    transmission: cell("transmission"),
  };
  // Some 2020 and 2021 rows leave the version blank; no row leaves the others blank.
  const missing = Object.entries(names).find(([key, value]) => value === "" && key !== "version");
  if (missing) return refuse("unreadable", `no ${missing[0]}`);
  return { flex: true, row: { ...names, ethanolCity, ethanolHighway, gasolineCity, gasolineHighway } };
}

/**
 * Reads one page: the flex rows it can read, reports for the rows it
 * cannot. `previous` is the layout of the page before, used when this page
 * prints no header. Throws {@link LayoutError} (naming edition and page)
 * when the layout is not understood.
 */
export function parsePage(items: readonly TextItem[], where: PageRef, previous?: PageLayout): PageReading {
  const lines = toLines(items);
  const header = readHeader(lines, where);
  const layout = header?.layout ?? previous;
  if (!layout)
    throw new LayoutError(where, "no table header on this page and no previous page to take the columns from");
  const reading: PageReading = { layout, rows: [], reports: [], flexRows: 0, carriedOver: {}, endsWithKeptRow: false };

  const body = lines.filter((line) => line.y > (header?.cycles ?? -Infinity));
  const rowLines = findRowLines(body, layout);
  if (rowLines.length === 0) {
    if (body.some((line) => line.items.length >= 8))
      throw new LayoutError(where, "no row has a fuel code under the header's Combustível label");
    return reading;
  }
  const fontSize = Math.min(...rowLines.map((line) => line.height));
  const centres = columnCentres(body, rowLines.length, fontSize);
  const slots = columnSlots(centres, layout, fontSize, where);
  const inColumn = (column: Column) => (item: TextItem) => nearest(centres, centre(item)) === slots.get(column);

  const { rows, carriedOver, stray } = attachWrappedNames(body, rowLines, inColumn, fontSize);
  reading.carriedOver = carriedOver;
  for (const item of stray)
    reading.reports.push({
      ...where,
      reason: "unreadable",
      detail: "name text out of every row's reach",
      raw: clean(item.text),
    });

  for (const row of rows) {
    const all = [...row.line.items, ...row.extra];
    const cell = (column: Column) => (slots.has(column) ? joinText(all.filter(inColumn(column))) : "");
    const raw = clean(
      [...all]
        .sort((a, b) => a.x - b.x || a.y - b.y)
        .map((item) => item.text)
        .join(" | "),
    );
    const result = readRow(cell);
    if (result.flex) reading.flexRows++;
    if (result.report) reading.reports.push({ ...where, ...result.report, raw });
    if (result.row) reading.rows.push({ page: where.page, ...result.row });
    reading.endsWithKeptRow = result.row !== undefined;
  }
  return reading;
}

/** What a whole edition yields: its kept flex rows, reports, and the count of rows coded flex. */
export interface EditionReading {
  rows: PbevRow[];
  reports: RowReport[];
  flexRows: number;
}

/**
 * Reads all pages of one edition (the text items of each page, in order),
 * carrying the columns over pages without a header and re-joining names
 * split by a page break. Throws {@link LayoutError} naming the page whose
 * layout is not understood.
 */
export function parseEdition(pages: readonly (readonly TextItem[])[], edition: string): EditionReading {
  const result: EditionReading = { rows: [], reports: [], flexRows: 0 };
  let previous: PageReading | undefined;
  pages.forEach((items, index) => {
    const reading = parsePage(items, { edition, page: index + 1 }, previous?.layout);
    const last = result.rows.at(-1);
    if (previous?.endsWithKeptRow && last) {
      for (const column of WRAP_COLUMNS) {
        const text = reading.carriedOver[column];
        if (text) last[column] = `${last[column]} ${text}`.trim();
      }
    }
    result.rows.push(...reading.rows);
    result.reports.push(...reading.reports);
    result.flexRows += reading.flexRows;
    previous = reading;
  });
  return result;
}

/**
 * Checks a flex car's four km/l figures (decimal strings): all positive,
 * each within the site's plausible km/l (`KM_PER_LITRE_RANGE`, the bound the
 * calculator, the car picker and the log apply), ethanol below gasoline in
 * each cycle (ethanol holds about 30% less energy per litre). Compares
 * exactly. Returns what is wrong, or null.
 */
export function figureProblem(
  ethanolCity: string,
  ethanolHighway: string,
  gasolineCity: string,
  gasolineHighway: string,
): string | null {
  const [ec, eh, gc, gh] = [ethanolCity, ethanolHighway, gasolineCity, gasolineHighway].map((text) =>
    parseDecimal(text),
  );
  if (!ec || !eh || !gc || !gh || [ec, eh, gc, gh].some((value) => value.n <= 0n))
    return "km/l figures must be positive numbers";
  const implausible = [ec, eh, gc, gh].findIndex((value) => !isPlausible(value, KM_PER_LITRE_RANGE));
  if (implausible >= 0) {
    const { min, max } = KM_PER_LITRE_RANGE;
    const text = [ethanolCity, ethanolHighway, gasolineCity, gasolineHighway][implausible];
    return `km/l figure ${text} outside the plausible ${decimalText(min)} to ${decimalText(max)} km/l`;
  }
  if (compare(ec, gc) >= 0) return `ethanol city ${ethanolCity} km/l not below gasoline city ${gasolineCity} km/l`;
  if (compare(eh, gh) >= 0)
    return `ethanol highway ${ethanolHighway} km/l not below gasoline highway ${gasolineHighway} km/l`;
  return null;
}

/** Edition facts printed in a table's first-page header. */
export interface EditionInfo {
  /** "Tabela Ano 2026", "Ano 2021", "Ano:2020". */
  year: number;
  /** The update date ("Atualização"), ISO. */
  updated: string;
  /** The header's "Flex NNN Modelos" count; null when the header does not print it (2020, 2021). */
  flexCount: number | null;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  janeiro: 1,
  feb: 2,
  fev: 2,
  fevereiro: 2,
  mar: 3,
  março: 3,
  apr: 4,
  abr: 4,
  abril: 4,
  may: 5,
  mai: 5,
  maio: 5,
  jun: 6,
  junho: 6,
  jul: 7,
  julho: 7,
  aug: 8,
  ago: 8,
  agosto: 8,
  sep: 9,
  set: 9,
  setembro: 9,
  oct: 10,
  out: 10,
  outubro: 10,
  nov: 11,
  novembro: 11,
  dec: 12,
  dez: 12,
  dezembro: 12,
};

/** Reads a date as the tables print it ("11/03/2020", "31-Dec-24", "24 novembro, 2025") into ISO, or null. */
export function readPrintedDate(text: string): string | null {
  const iso = (year: number, month: number | undefined, day: number) =>
    month && day >= 1 && day <= 31 ? `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}` : null;
  const numeric = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(text);
  if (numeric) return iso(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const short = /\b(\d{1,2})-([A-Za-z]{3})-(\d{2})\b/.exec(text);
  if (short) return iso(2000 + Number(short[3]), MONTHS[(short[2] ?? "").toLowerCase()], Number(short[1]));
  const long = /\b(\d{1,2}) (?:de )?([a-zç]+),? (?:de )?(\d{4})\b/i.exec(text);
  if (long) return iso(Number(long[3]), MONTHS[(long[2] ?? "").toLowerCase()], Number(long[1]));
  return null;
}

/**
 * Reads year, update date and printed flex count from the text items of an
 * edition's first page. Throws {@link LayoutError} when year or date is not found.
 */
export function readEditionInfo(items: readonly TextItem[], where: PageRef): EditionInfo {
  const texts = toLines(items).map(lineText);
  const year = texts.map((text) => /\bAno\s*:?\s*(\d{4})\b/.exec(text)?.[1]).find(Boolean);
  const updated = texts
    .filter((text) => /atualiza/i.test(text))
    .map(readPrintedDate)
    .find(Boolean);
  if (!year || !updated)
    throw new LayoutError(where, `no ${year ? "update date (Atualização)" : "table year (Ano)"} in the header`);
  const flex = texts.map((text) => /\bFlex\s+(\d+)\s+Modelos\b/.exec(text)?.[1]).find(Boolean);
  return { year: Number(year), updated, flexCount: flex ? Number(flex) : null };
}
