import { RATIO_CHART_TEXT } from "#features/prices/price-messages.ts";
import { CHART_LAYOUT, type ChartPoint, ratioChart, type RatioChartModel } from "./ratio-chart.ts";

/** Colours of the chart: Tailwind's slate (neutral), green (ethanol) and amber (gasoline), as hex for SVG attributes. */
const COLOUR = {
  line: "#0f172a",
  axis: "#475569",
  grid: "#cbd5e1",
  text: "#334155",
  ethanolZone: "#f0fdf4",
  ethanolText: "#14532d",
  gasolineZone: "#fffbeb",
  gasolineText: "#78350f",
} as const;

interface ChartText {
  /** The finding, as the chart's title. */
  title: string;
  /** What the chart shows, for assistive technology. */
  description: string;
}

/** Size of the chart's text, in viewBox units (12 px on a phone, about 17 px at its widest). */
const FONT_SIZE = 12;

/** The chart's model, as each part of the drawing takes it. */
type Model = { model: RatioChartModel };

/** The two zones: gasoline's above the 70% line, ethanol's below. */
function Zones({ model: { plot, threshold } }: Model) {
  return (
    <>
      <rect
        x={plot.left}
        y={plot.top}
        width={plot.right - plot.left}
        height={threshold.y - plot.top}
        fill={COLOUR.gasolineZone}
      />
      <rect
        x={plot.left}
        y={threshold.y}
        width={plot.right - plot.left}
        height={plot.bottom - threshold.y}
        fill={COLOUR.ethanolZone}
      />
    </>
  );
}

/** The horizontal grid lines with their labels in %. */
function YTicks({ model: { plot, yTicks } }: Model) {
  return yTicks.map((tick) => (
    <g key={tick.label}>
      <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke={COLOUR.grid} strokeWidth="1" />
      <text x={plot.left - 6} y={tick.y} textAnchor="end" dominantBaseline="central" fill={COLOUR.text}>
        {tick.label}
      </text>
    </g>
  ));
}

/** The time axis: its line and a tick per January, the labelled ones longer. */
function XAxis({ model: { plot, xTicks } }: Model) {
  return (
    <>
      <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke={COLOUR.axis} strokeWidth="1" />
      {xTicks.map((tick) => (
        <g key={tick.x}>
          <line
            x1={tick.x}
            x2={tick.x}
            y1={plot.bottom}
            y2={plot.bottom + (tick.label ? 6 : 3)}
            stroke={COLOUR.axis}
            strokeWidth="1"
          />
          {tick.label && (
            <text x={tick.x} y={plot.bottom + FONT_SIZE + 6} textAnchor="middle" fill={COLOUR.text}>
              {tick.label}
            </text>
          )}
        </g>
      ))}
    </>
  );
}

/** The axes' titles: the years below, the ratio along the left. */
function AxisTitles({ model: { plot, height } }: Model) {
  return (
    <>
      <text x={(plot.left + plot.right) / 2} y={height - 6} textAnchor="middle" fill={COLOUR.text}>
        {RATIO_CHART_TEXT.xAxis}
      </text>
      <text
        transform={`translate(${FONT_SIZE} ${(plot.top + plot.bottom) / 2}) rotate(-90)`}
        textAnchor="middle"
        fill={COLOUR.text}
      >
        {RATIO_CHART_TEXT.yAxis}
      </text>
    </>
  );
}

/** The dashed 70% line, the ratio's line broken where a month has no value, lone months as dots, the last marked. */
function RatioLine({ model: { plot, threshold, segments, dots, last } }: Model) {
  return (
    <>
      <line
        x1={plot.left}
        x2={plot.right}
        y1={threshold.y}
        y2={threshold.y}
        stroke={COLOUR.line}
        strokeWidth="2"
        strokeDasharray="7 4"
      />
      {segments.map((path) => (
        <path
          key={path.slice(0, 24)}
          d={path}
          fill="none"
          stroke={COLOUR.line}
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      ))}
      {dots.map((dot) => (
        <circle key={dot.month} cx={dot.x} cy={dot.y} r="3" fill={COLOUR.line} />
      ))}
      {last && <circle cx={last.x} cy={last.y} r="4.5" fill={COLOUR.line} stroke="#ffffff" strokeWidth="1.5" />}
    </>
  );
}

/** The zones' names, on a white halo over the line. */
function ZoneLabels({ model: { plot, threshold } }: Model) {
  const halo = { stroke: "#ffffff", strokeWidth: 4, strokeLinejoin: "round", paintOrder: "stroke" } as const;
  return (
    <>
      <text x={plot.left + 8} y={plot.top + FONT_SIZE + 4} fontWeight="700" fill={COLOUR.gasolineText} {...halo}>
        ▲ acima de {threshold.label}: gasolina compensa
      </text>
      <text x={plot.left + 8} y={plot.bottom - 8} fontWeight="700" fill={COLOUR.ethanolText} {...halo}>
        ▼ até {threshold.label}: etanol compensa
      </text>
    </>
  );
}

/**
 * The line chart of a state's ethanol/gasoline price ratio month by month,
 * rendered at build time as static SVG (no JavaScript): the 70% line drawn
 * and labelled, the two zones named, axes in % and years, the line broken
 * where a month has no value. One drawing for every screen (CHART_LAYOUT:
 * its viewBox is drawn about 1:1 on a phone and at most 448 px wide).
 * `points` come from the monthly series (ratio 0.5975 = 59,75%); `title`
 * states the finding; the page links to the same data as a table; `id`
 * must be unique in the page.
 * Source: ANP – Levantamento de Preços de Combustíveis, monthly means per state.
 */
export function RatioChart({
  points,
  id,
  title,
  description,
}: ChartText & { points: readonly ChartPoint[]; id: string }) {
  const model = ratioChart(points, CHART_LAYOUT);
  return (
    <svg
      viewBox={`0 0 ${model.width} ${model.height}`}
      role="img"
      aria-labelledby={`${id}-titulo ${id}-descricao`}
      className="mx-auto h-auto w-full max-w-md"
      fontSize={FONT_SIZE}
    >
      <title id={`${id}-titulo`}>{title}</title>
      <desc id={`${id}-descricao`}>{description}</desc>
      <Zones model={model} />
      <YTicks model={model} />
      <XAxis model={model} />
      <AxisTitles model={model} />
      <RatioLine model={model} />
      <ZoneLabels model={model} />
    </svg>
  );
}
