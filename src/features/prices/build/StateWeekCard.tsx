import {
  formatMean,
  formatRatio,
  formatStations,
  isSmallSample,
  SMALL_SAMPLE_NOTE,
} from "#features/prices/price-format.ts";
import type { StateVerdict } from "#features/prices/price-verdicts.ts";
import { VERDICT_FRAME, VERDICT_TEXT } from "#lib/verdict-tone.ts";
import { verdictHeadline, weekVerdictSentence } from "./price-pages.ts";

/**
 * A state's verdict for the survey week, large enough to read at arm's
 * length: the survey week, "Etanol compensa" (or "Gasolina compensa"), the
 * sentence with both means, and the three figures (mean ethanol and
 * gasoline prices in R$/l with their stations surveyed, "amostra pequena"
 * beside fewer than 10, and the ratio in %).
 * `week` names the survey ("7 a 13/06/2026").
 * Source: ANP – Levantamento de Preços de Combustíveis.
 */
export function StateWeekCard({ row, week }: { row: StateVerdict; week: string }) {
  const { prices, verdict } = row;
  const figures = [
    ["Etanol, preço médio", formatMean(prices.ethanol?.mean), prices.ethanol],
    ["Gasolina, preço médio", formatMean(prices.gasoline?.mean), prices.gasoline],
  ] as const;
  const tone = verdict.ok ? verdict.fuel : "none";
  return (
    <div className={`rounded-2xl border-2 p-5 sm:p-6 ${VERDICT_FRAME[tone]} ${VERDICT_TEXT[tone]}`}>
      <p className="text-sm font-semibold tracking-wide uppercase">Pesquisa ANP de {week}</p>
      <p className="mt-1 text-3xl font-extrabold sm:text-4xl">{verdictHeadline(verdict)}</p>
      <p className="mt-3 text-lg text-slate-900">{weekVerdictSentence(row)}</p>
      <dl className="mt-4 grid gap-3 text-slate-900 sm:grid-cols-3">
        {figures.map(([label, value, stats]) => (
          <div key={label} className="rounded-xl bg-white/80 p-3">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{value}</dd>
            <dd className="text-sm text-slate-700">
              {stats ? formatStations(stats.stations) : "sem postos pesquisados"}
              {stats && isSmallSample(stats.stations) && ` (${SMALL_SAMPLE_NOTE})`}
            </dd>
          </div>
        ))}
        <div className="rounded-xl bg-white/80 p-3">
          <dt className="text-sm text-slate-700">Etanol/gasolina</dt>
          <dd className="text-xl font-bold tabular-nums">{formatRatio(verdict)}</dd>
          <dd className="text-sm text-slate-700">limite: 70%</dd>
        </div>
      </dl>
    </div>
  );
}
