/**
 * The geometry of the line chart of a state's ethanol/gasoline price ratio,
 * month by month: scales, the line split where a month has no value, the
 * 70% line and the axis ticks, in SVG user units, computed at build time
 * (no chart library; the page ships no JavaScript).
 * Source of the figures drawn: ANP – Levantamento de Preços de Combustíveis,
 * monthly means per state (see price-verdicts.ts for the ratios).
 */
import { formatPercent } from "#lib/format.ts";
import { ETHANOL_THRESHOLD } from "#lib/fuel-comparison.ts";

/** A chart's size and margins, in SVG user units, and how many years apart its year labels are. */
export interface ChartLayout {
  readonly width: number;
  readonly height: number;
  readonly margin: { readonly top: number; readonly right: number; readonly bottom: number; readonly left: number };
  /** A year label every `yearStep` years (every January gets a tick). */
  readonly yearStep: number;
}

/**
 * The chart's one layout, for every screen: drawn about 1:1 on a 360 px
 * phone and up to 448 px wide on a larger screen (the text grows with it,
 * 12 to about 17 px), a year label every three years.
 */
export const CHART_LAYOUT: ChartLayout = {
  width: 320,
  height: 270,
  margin: { top: 10, right: 12, bottom: 50, left: 50 },
  yearStep: 3,
};

/** One month of the series: ISO month and ethanol ÷ gasoline (0.5975), or null for no value. */
export interface ChartPoint {
  readonly month: string;
  readonly ratio: number | null;
}

/** A point in SVG user units. */
interface Xy {
  readonly x: number;
  readonly y: number;
}

/** Everything the chart component draws. */
export interface RatioChartModel {
  readonly width: number;
  readonly height: number;
  /** The plot area (inside the axes). */
  readonly plot: { readonly left: number; readonly top: number; readonly right: number; readonly bottom: number };
  /** Ratios at the bottom and top of the plot (0.5, 1). */
  readonly domain: readonly [number, number];
  /** SVG path data of each unbroken run of at least two months ("M x y L x y …"). */
  readonly segments: readonly string[];
  /** Months with a value but no neighbour with one: drawn as dots, since no line reaches them. */
  readonly dots: ReadonlyArray<Xy & { readonly month: string }>;
  /** The last month with a value, marked on the line. */
  readonly last: (Xy & { readonly month: string; readonly ratio: number }) | null;
  /** The 70% line's height and its label ("70%"). */
  readonly threshold: { readonly y: number; readonly label: string };
  /** Horizontal grid lines with their labels ("60%"). */
  readonly yTicks: ReadonlyArray<{ readonly y: number; readonly label: string }>;
  /** One tick per January; `label` is the year, or "" between labelled years. */
  readonly xTicks: ReadonlyArray<{ readonly x: number; readonly label: string }>;
  /** ISO months without a value, oldest first. */
  readonly gaps: readonly string[];
}

/** The 70% rule as a number, for drawing only (verdicts are decided exactly elsewhere). */
const THRESHOLD = Number(ETHANOL_THRESHOLD.n) / Number(ETHANOL_THRESHOLD.d);

/** Months since year 0 of an ISO month: "2013-01" → 24156. */
export function monthIndex(month: string): number {
  const [year = "0", number = "1"] = month.split("-");
  return Number(year) * 12 + Number(number) - 1;
}

/** Rounds a coordinate to 0.1 unit, enough for a screen and short path data. */
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The ratio range shown, in whole tenths: from at most 60% down to the
 * lowest value, up to at least 80% and the highest value, so the 70% line
 * is always inside the plot with room on both sides.
 */
export function ratioDomain(ratios: readonly number[]): [number, number] {
  const tenths = ratios.map((ratio) => ratio * 10);
  const low = Math.min(6, Math.floor(Math.min(...tenths, 6) + 1e-9));
  const high = Math.max(8, Math.ceil(Math.max(...tenths, 8) - 1e-9));
  return [low / 10, high / 10];
}

/** A month with its ratio. */
type Valued = ChartPoint & { ratio: number };

/**
 * The runs of consecutive months with a value in `points`, oldest first: a
 * month without a value, or left out, ends a run.
 */
function consecutiveRuns(points: readonly ChartPoint[]): Valued[][] {
  const runs: Valued[][] = [];
  let run: Valued[] = [];
  let previous: number | null = null;
  for (const point of points.toSorted((a, b) => monthIndex(a.month) - monthIndex(b.month))) {
    const index = monthIndex(point.month);
    if (point.ratio === null || (previous !== null && index !== previous + 1)) {
      if (run.length > 0) runs.push(run);
      run = [];
    }
    if (point.ratio !== null) run.push({ month: point.month, ratio: point.ratio });
    previous = point.ratio === null ? null : index;
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/**
 * Lays out the chart of `points` (consecutive months, oldest first; a
 * missing month may also be left out) in `layout`. x: the months, first to
 * last, across the plot; y: the ratio, `ratioDomain` bottom to top.
 */
export function ratioChart(points: readonly ChartPoint[], layout: ChartLayout): RatioChartModel {
  const { width, height, margin, yearStep } = layout;
  const plot = { left: margin.left, top: margin.top, right: width - margin.right, bottom: height - margin.bottom };
  const valued = points.filter((point) => point.ratio !== null);
  const domain = ratioDomain(valued.map((point) => point.ratio ?? 0));
  const first = points.length > 0 ? Math.min(...points.map((point) => monthIndex(point.month))) : 0;
  const last = points.length > 0 ? Math.max(...points.map((point) => monthIndex(point.month))) : 0;

  const x = (month: string) =>
    round(
      last === first
        ? (plot.left + plot.right) / 2
        : plot.left + ((monthIndex(month) - first) / (last - first)) * (plot.right - plot.left),
    );
  const y = (ratio: number) =>
    round(plot.bottom - ((ratio - domain[0]) / (domain[1] - domain[0])) * (plot.bottom - plot.top));

  const runs = consecutiveRuns(points);
  const segments = runs
    .filter((points) => points.length > 1)
    .map((points) =>
      points.map((point, index) => `${index === 0 ? "M" : "L"}${x(point.month)} ${y(point.ratio)}`).join(" "),
    );
  const dots = runs
    .flatMap((points) => (points.length === 1 ? points : []))
    .map((point) => ({ month: point.month, x: x(point.month), y: y(point.ratio) }));
  const lastPoint = runs.at(-1)?.at(-1);

  const yTicks = [];
  for (let tenth = Math.round(domain[0] * 10); tenth <= Math.round(domain[1] * 10); tenth++) {
    yTicks.push({ y: y(tenth / 10), label: formatPercent(tenth / 10) });
  }
  const xTicks = [];
  const firstYear = Math.ceil(first / 12);
  for (let year = firstYear; year * 12 <= last; year++) {
    const month = `${year}-01`;
    xTicks.push({ x: x(month), label: (year - firstYear) % yearStep === 0 ? String(year) : "" });
  }
  const present = new Set(valued.map((point) => monthIndex(point.month)));
  const gaps = [];
  for (let index = first; index <= last && points.length > 0; index++) {
    if (!present.has(index)) gaps.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`);
  }

  return {
    width,
    height,
    plot,
    domain,
    segments,
    dots,
    last: lastPoint
      ? { month: lastPoint.month, ratio: lastPoint.ratio, x: x(lastPoint.month), y: y(lastPoint.ratio) }
      : null,
    threshold: { y: y(THRESHOLD), label: formatPercent(THRESHOLD) },
    yTicks,
    xTicks,
    gaps,
  };
}
