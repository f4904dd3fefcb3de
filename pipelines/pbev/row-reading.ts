/**
 * Row reading of Inmetro's PBE Veicular consumption tables, on the columns
 * page-layout.ts found: which lines are the table's rows, the wrapped name
 * lines each row gets back, and what a row's cells give, a flex car or the
 * reason it is not kept. Pure, like page-layout.ts.
 *
 * A row's cells share one baseline; a name too long for its cell wraps onto
 * lines centred on that baseline, which are joined back here, even when
 * Excel split the row across a page break (parse.ts carries it over).
 */
import type { CarSpec } from "#data/cars.ts";
import { compare, decimalText, parseDecimal } from "#lib/decimal.ts";
import { isPlausible, KM_PER_LITRE_RANGE } from "#lib/plausibility.ts";
import {
  centre,
  clean,
  type Column,
  FIGURE_COLUMNS,
  joinText,
  type Line,
  type PageLayout,
  type PageRef,
  type TextItem,
  WRAP_COLUMNS,
  type WrapColumn,
} from "./page-layout.ts";

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
export interface RowReport extends PageRef {
  reason: ReportReason;
  detail: string;
  /** The row's texts, left to right, separated by " | ". */
  raw: string;
}

/** Codes of the "Combustível" column: flex, gasoline, ethanol or electric (both "E"), diesel. */
const FUEL_CODES = new Set(["F", "G", "E", "D"]);
/** How the tables write a figure that does not exist or was not measured. */
const MISSING = new Set(["", "\\", "-", "ND", "N.A."]);
const DECIMAL = /^\d+(?:[.,]\d+)?$/;

/** A row's baseline and the wrapped name lines attached to it. */
export interface RowItems {
  line: Line;
  extra: TextItem[];
}

/** The lines of the table's rows: those with a fuel code (a short word, not a legend such as "(D)") in the fuel column. */
export function findRowLines(body: readonly Line[], layout: PageLayout): Line[] {
  return body.filter((line) => {
    const fuel = line.items.find((item) => Math.abs(centre(item) - layout.fuel) < line.height);
    return fuel !== undefined && /^[A-Za-z]{1,3}$/.test(clean(fuel.text)) && line.items.length >= 8;
  });
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
export function attachWrappedNames(
  body: readonly Line[],
  rowLines: readonly Line[],
  inColumn: (column: Column) => (item: TextItem) => boolean,
  fontSize: number,
) {
  const rows: RowItems[] = rowLines.map((line) => ({ line, extra: [] }));
  const firstY = rowLines[0]?.y ?? Infinity;
  const stray: TextItem[] = [];
  const carriedOver: Partial<Record<WrapColumn, string>> = {};
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
export function readRow(cell: (column: Column) => string): RowResult {
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
