import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { monthlySeries } from "#features/prices/anp-data.ts";
import { monthVerdicts } from "#features/prices/price-verdicts.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import { type ChartLayout, type ChartPoint, CHART_LAYOUT, monthIndex, ratioChart, ratioDomain } from "./ratio-chart.ts";

const { monthly } = ANP_JUNE_2026;

/** A wider layout with a year label every year: the geometry does not depend on the page's one layout. */
const YEARLY: ChartLayout = {
  width: 800,
  height: 340,
  margin: { top: 16, right: 20, bottom: 52, left: 60 },
  yearStep: 1,
};

/** The chart points of a state's series, as the page makes them. */
const points = (code: string): ChartPoint[] =>
  monthVerdicts(monthlySeries(monthly, code)).map(({ month, verdict }) => ({
    month,
    ratio: verdict.ok ? verdict.ratio : null,
  }));

/** Every coordinate pair of a path ("M1 2 L3 4"). */
const coordinates = (path: string) =>
  [...path.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((match) => ({ x: Number(match[1]), y: Number(match[2]) }));

describe("ratioChart with São Paulo's series", () => {
  const chart = ratioChart(points("sp"), YEARLY);

  it("breaks the line at September 2020, the month without a survey", () => {
    expect(chart.gaps).toEqual(["2020-09"]);
    expect(chart.segments).toHaveLength(2);
    expect(chart.dots).toEqual([]);
    expect(coordinates(chart.segments[0]!)).toHaveLength(92); // 2013-01 … 2020-08
    expect(coordinates(chart.segments[1]!)).toHaveLength(69); // 2020-10 … 2026-06
  });

  it("spans the plot from January 2013 to June 2026 and ends on June's 59,7%", () => {
    const all = chart.segments.flatMap(coordinates);
    expect(all[0]!.x).toBe(chart.plot.left);
    expect(all.at(-1)!.x).toBe(chart.plot.right);
    // June 2026: R$ 3,85 ÷ R$ 6,45 = 0,5969.
    expect(chart.last).toMatchObject({ month: "2026-06", ratio: 0.5969, x: chart.plot.right });
  });

  it("draws the 70% line and labels the axes in percent and years", () => {
    expect(chart.threshold.label).toBe("70%");
    const { domain, plot } = chart;
    const expected = plot.bottom - ((0.7 - domain[0]) / (domain[1] - domain[0])) * (plot.bottom - plot.top);
    expect(chart.threshold.y).toBeCloseTo(expected, 0);
    expect(chart.yTicks.map((tick) => tick.label)).toContain("70%");
    expect(chart.xTicks.map((tick) => tick.label)).toEqual([
      "2013",
      "2014",
      "2015",
      "2016",
      "2017",
      "2018",
      "2019",
      "2020",
      "2021",
      "2022",
      "2023",
      "2024",
      "2025",
      "2026",
    ]);
    const compact = ratioChart(points("sp"), CHART_LAYOUT)
      .xTicks.map((tick) => tick.label)
      .filter(Boolean);
    expect(compact).toEqual(["2013", "2016", "2019", "2022", "2025"]);
  });
});

describe("ratioChart", () => {
  it("draws an isolated month (gaps on both sides) as a dot", () => {
    const chart = ratioChart(
      [
        { month: "2020-01", ratio: 0.6 },
        { month: "2020-02", ratio: null },
        { month: "2020-03", ratio: 0.72 },
        { month: "2020-04", ratio: null },
        { month: "2020-05", ratio: 0.7 },
        { month: "2020-06", ratio: 0.71 },
      ],
      YEARLY,
    );
    expect(chart.segments).toHaveLength(1);
    expect(chart.dots.map((dot) => dot.month)).toEqual(["2020-01", "2020-03"]);
    expect(chart.gaps).toEqual(["2020-02", "2020-04"]);
  });

  it("treats a month left out of the series as a gap", () => {
    const chart = ratioChart(
      [
        { month: "2020-01", ratio: 0.6 },
        { month: "2020-02", ratio: 0.6 },
        { month: "2020-04", ratio: 0.6 },
        { month: "2020-05", ratio: 0.6 },
      ],
      CHART_LAYOUT,
    );
    expect(chart.segments).toHaveLength(2);
    expect(chart.gaps).toEqual(["2020-03"]);
  });

  it("keeps 70% inside the range with room on both sides", () => {
    expect(ratioDomain([0.5975, 0.75])).toEqual([0.5, 0.8]);
    expect(ratioDomain([0.65, 0.72])).toEqual([0.6, 0.8]);
    expect(ratioDomain([0.6, 0.92])).toEqual([0.6, 1]);
    expect(ratioDomain([])).toEqual([0.6, 0.8]);
  });

  it("counts months from year 0", () => {
    expect(monthIndex("2013-01")).toBe(24_156);
    expect(monthIndex("2026-06") - monthIndex("2013-01")).toBe(161);
  });

  it("has nothing to draw for an empty series", () => {
    const chart = ratioChart([], CHART_LAYOUT);
    expect([chart.segments, chart.dots, chart.gaps, chart.last]).toEqual([[], [], [], null]);
  });
});

describe("ratioChart properties", () => {
  const layout = fc.constantFrom<ChartLayout>(YEARLY, CHART_LAYOUT);
  /** A run of consecutive months from a random start, each with a ratio (0.3 to 1.6) or none. */
  const series = fc
    .tuple(
      fc.integer({ min: 2013 * 12, max: 2030 * 12 }),
      fc.array(
        fc.option(
          fc.integer({ min: 3000, max: 16000 }).map((n) => n / 10000),
          { nil: null },
        ),
        {
          minLength: 1,
          maxLength: 200,
        },
      ),
    )
    .map(([start, ratios]) =>
      ratios.map((ratio, offset) => {
        const index = start + offset;
        return { month: `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`, ratio };
      }),
    );

  it("keeps every point, dot, tick and the 70% line inside the plot area", () => {
    fc.assert(
      fc.property(series, layout, (points, layout) => {
        const chart = ratioChart(points, layout);
        const { plot } = chart;
        const inside = ({ x, y }: { x: number; y: number }) =>
          x >= plot.left && x <= plot.right && y >= plot.top && y <= plot.bottom;
        for (const point of [...chart.segments.flatMap(coordinates), ...chart.dots]) expect(inside(point)).toBe(true);
        expect(inside({ x: plot.left, y: chart.threshold.y })).toBe(true);
        expect(chart.threshold.y).toBeGreaterThan(plot.top);
        expect(chart.threshold.y).toBeLessThan(plot.bottom);
        for (const tick of chart.yTicks) expect(tick.y >= plot.top && tick.y <= plot.bottom).toBe(true);
        for (const tick of chart.xTicks) expect(tick.x >= plot.left && tick.x <= plot.right).toBe(true);
      }),
    );
  });

  it("splits the line at every gap: one segment or dot per run of months with a value", () => {
    fc.assert(
      fc.property(series, layout, (points, layout) => {
        const chart = ratioChart(points, layout);
        let runs = 0;
        points.forEach((point, index) => {
          if (point.ratio !== null && (index === 0 || points[index - 1]!.ratio === null)) runs++;
        });
        expect(chart.segments.length + chart.dots.length).toBe(runs);
        const drawn = chart.segments.flatMap(coordinates).length + chart.dots.length;
        expect(drawn).toBe(points.filter((point) => point.ratio !== null).length);
        expect(chart.gaps).toEqual(points.filter((point) => point.ratio === null).map((point) => point.month));
      }),
    );
  });

  it("places months left to right and higher ratios higher", () => {
    fc.assert(
      fc.property(series, layout, (points, layout) => {
        const chart = ratioChart(points, layout);
        const drawn = [...chart.segments.flatMap(coordinates), ...chart.dots].toSorted((a, b) => a.x - b.x);
        const valued = points.filter((point) => point.ratio !== null);
        expect(drawn).toHaveLength(valued.length);
        for (let index = 1; index < drawn.length; index++) {
          expect(drawn[index]!.x).toBeGreaterThan(drawn[index - 1]!.x);
          const [before, after] = [valued[index - 1]!.ratio!, valued[index]!.ratio!];
          if (after > before) expect(drawn[index]!.y).toBeLessThanOrEqual(drawn[index - 1]!.y);
          if (after < before) expect(drawn[index]!.y).toBeGreaterThanOrEqual(drawn[index - 1]!.y);
        }
      }),
    );
  });
});
