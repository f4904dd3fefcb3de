import { CHART_LAYOUT, type ChartPoint, ratioChart } from "./ratio-chart.ts";

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
  const { plot, threshold } = model;
  const halo = { stroke: "#ffffff", strokeWidth: 4, strokeLinejoin: "round", paintOrder: "stroke" } as const;
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
      {model.yTicks.map((tick) => (
        <g key={tick.label}>
          <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke={COLOUR.grid} strokeWidth="1" />
          <text x={plot.left - 6} y={tick.y} textAnchor="end" dominantBaseline="central" fill={COLOUR.text}>
            {tick.label}
          </text>
        </g>
      ))}
      <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke={COLOUR.axis} strokeWidth="1" />
      {model.xTicks.map((tick) => (
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
      <text x={(plot.left + plot.right) / 2} y={model.height - 6} textAnchor="middle" fill={COLOUR.text}>
        Ano (média de cada mês)
      </text>
      <text
        transform={`translate(${FONT_SIZE} ${(plot.top + plot.bottom) / 2}) rotate(-90)`}
        textAnchor="middle"
        fill={COLOUR.text}
      >
        Etanol ÷ gasolina (%)
      </text>
      <line
        x1={plot.left}
        x2={plot.right}
        y1={threshold.y}
        y2={threshold.y}
        stroke={COLOUR.line}
        strokeWidth="2"
        strokeDasharray="7 4"
      />
      {model.segments.map((path) => (
        <path
          key={path.slice(0, 24)}
          d={path}
          fill="none"
          stroke={COLOUR.line}
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
      ))}
      {model.dots.map((dot) => (
        <circle key={dot.month} cx={dot.x} cy={dot.y} r="3" fill={COLOUR.line} />
      ))}
      {model.last && (
        <circle cx={model.last.x} cy={model.last.y} r="4.5" fill={COLOUR.line} stroke="#ffffff" strokeWidth="1.5" />
      )}
      <text x={plot.left + 8} y={plot.top + FONT_SIZE + 4} fontWeight="700" fill={COLOUR.gasolineText} {...halo}>
        ▲ acima de {threshold.label}: gasolina compensa
      </text>
      <text x={plot.left + 8} y={plot.bottom - 8} fontWeight="700" fill={COLOUR.ethanolText} {...halo}>
        ▼ até {threshold.label}: etanol compensa
      </text>
    </svg>
  );
}
