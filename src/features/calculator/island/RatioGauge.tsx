import { ratioSentence } from "#features/calculator/messages.ts";
import { formatPercent } from "#lib/format.ts";
import { VERDICT_WORDS } from "#lib/verdict-tone.ts";

/** The part of the ratio scale the gauge draws: 40% to 100%. */
const SCALE = { min: 0.4, max: 1 };

function position(ratio: number): number {
  const clamped = Math.min(SCALE.max, Math.max(SCALE.min, ratio));
  return ((clamped - SCALE.min) / (SCALE.max - SCALE.min)) * 100;
}

/**
 * A horizontal gauge of the price ratio (ethanol ÷ gasoline) against the
 * threshold: the ethanol zone left of the threshold mark, the gasoline zone
 * (hatched) right of it, the winning zone in colour and named in bold with
 * a check mark, the ratio as a needle. Readable without colour (text and
 * pattern) and described for screen readers by its text alternative.
 * `ratio` and `threshold` are fractions (0.686, 0.7).
 */
export function RatioGauge({ ratio, threshold }: { ratio: number; threshold: number }) {
  const ethanolWins = ratio <= threshold;
  const mark = position(threshold);
  const needle = position(ratio);
  const description = `${ratioSentence(ratio)}; o limite é ${formatPercent(threshold)}: ${
    ethanolWins ? "o etanol compensa" : "a gasolina compensa"
  }.`;
  return (
    <figure className="mt-4">
      <figcaption className="text-base font-semibold text-slate-900">{ratioSentence(ratio)}</figcaption>
      <div role="img" aria-label={description} className="relative mt-3 pt-6 pb-7">
        <div className="flex h-4 overflow-hidden rounded-full border border-slate-400">
          <div style={{ width: `${mark}%` }} className={ethanolWins ? "bg-green-600" : "bg-slate-200"} />
          <div
            style={{ width: `${100 - mark}%` }}
            className={`bg-[repeating-linear-gradient(135deg,rgb(0_0_0/0.28)_0_3px,transparent_3px_8px)] ${
              ethanolWins ? "bg-slate-200" : "bg-amber-500"
            }`}
          />
        </div>
        <span
          aria-hidden="true"
          style={{ left: `${mark}%` }}
          className="absolute top-5 h-6 w-0.5 -translate-x-1/2 bg-slate-900"
        />
        <span
          aria-hidden="true"
          style={{ left: `${mark}%` }}
          className="absolute top-0 -translate-x-1/2 text-xs font-semibold whitespace-nowrap text-slate-800"
        >
          limite {formatPercent(threshold)}
        </span>
        <span
          aria-hidden="true"
          style={{ left: `${needle}%` }}
          className="absolute top-[22px] size-5 -translate-x-1/2 rounded-full border-2 border-white bg-slate-900 shadow"
        />
        <div aria-hidden="true" className="absolute inset-x-0 bottom-0 flex justify-between text-xs text-slate-800">
          <span className={ethanolWins ? "font-bold" : ""}>
            {ethanolWins ? "✓ " : ""}
            {VERDICT_WORDS.ethanol}
          </span>
          <span className={ethanolWins ? "" : "font-bold"}>
            {ethanolWins ? "" : "✓ "}
            {VERDICT_WORDS.gasoline}
          </span>
        </div>
      </div>
    </figure>
  );
}
