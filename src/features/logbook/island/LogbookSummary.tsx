import { CAPTION, HEAD_CELL, HEAD_NUMBER_CELL, NUMBER_CELL, TABLE } from "#components/ui/table-styles.ts";
import { TableFrame } from "#components/ui/TableFrame.tsx";
import { type FillUp } from "#features/logbook/fill-up.ts";
import { comparisonSentence, consumptionLine, limitSentence, ROUGH_LIMIT } from "#features/logbook/logbook-messages.ts";
import { costPerKmLine, otherPriceNote, SUMMARY_TEXT } from "#features/logbook/logbook-page-messages.ts";
import { costPerKm, monthlySpending, OTHER_PRICE_WINDOW_DAYS, otherFuelComparison } from "#features/logbook/money.ts";
import type { LogSummary } from "#features/logbook/segments.ts";
import { toRoundedNumber } from "#lib/decimal.ts";
import { formatBRL } from "#lib/format.ts";
import { FUELS } from "#lib/fuels.ts";

const monthName = new Intl.DateTimeFormat("pt-BR", { month: "long", year: "numeric", timeZone: "UTC" });

/** The km/l with each fuel and the car's own limit, or why there is none yet. */
function ConsumptionCard({ summary }: { summary: LogSummary }) {
  const limit = limitSentence(summary);
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-md sm:p-6">
      <h2 className="text-xl font-bold text-slate-900">{SUMMARY_TEXT.title}</h2>
      <ul className="mt-3 space-y-1 text-lg text-slate-900">
        {FUELS.map((fuel) => (
          <li key={fuel}>{consumptionLine(fuel, summary[fuel])}</li>
        ))}
      </ul>
      {limit ? (
        <>
          <p className="mt-4 rounded-2xl border-2 border-green-700 bg-green-50 p-4 text-xl font-bold text-green-900">
            {limit}
          </p>
          {summary.rough && <p className="mt-2 text-slate-700">{ROUGH_LIMIT}</p>}
          <p className="mt-2 text-slate-700">
            {SUMMARY_TEXT.toCalculator}{" "}
            <a href="/" className="font-medium text-blue-800 underline underline-offset-2">
              {SUMMARY_TEXT.calculatorLink}
            </a>
          </p>
        </>
      ) : (
        <p className="mt-4 text-slate-700">{SUMMARY_TEXT.noLimit}</p>
      )}
    </div>
  );
}

/** The spending per month: the month, the reais spent and the fill-ups, one row each. */
function MonthTable({ months }: { months: ReturnType<typeof monthlySpending> }) {
  return (
    <TableFrame labelledBy="gastos-legenda">
      <table className={TABLE}>
        <caption id="gastos-legenda" className={CAPTION}>
          {SUMMARY_TEXT.spentCaption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={HEAD_CELL}>
              {SUMMARY_TEXT.month}
            </th>
            <th scope="col" className={HEAD_NUMBER_CELL}>
              {SUMMARY_TEXT.spent}
            </th>
            <th scope="col" className={HEAD_NUMBER_CELL}>
              {SUMMARY_TEXT.fillUps}
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map(({ month, spent, fillUps: count }) => (
            <tr key={month}>
              <th scope="row" className="font-normal">
                {monthName.format(new Date(`${month}-01T00:00:00Z`))}
              </th>
              <td className={NUMBER_CELL}>{formatBRL(toRoundedNumber(spent, 2))}</td>
              <td className={NUMBER_CELL}>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/**
 * What the log says: km/l with each fuel (segments and km behind each),
 * the car's own limit, and the money: spending per month, cost per km per
 * fuel, and what the other fuel would have cost at the same fill-ups.
 */
export function LogbookSummary({ fillUps, summary }: { fillUps: readonly FillUp[]; summary: LogSummary }) {
  const months = monthlySpending(fillUps);
  const comparison = otherFuelComparison(fillUps, summary);
  const costs = FUELS.map((fuel) => [fuel, costPerKm(fillUps, summary, fuel)] as const);
  return (
    <div className="space-y-6">
      <ConsumptionCard summary={summary} />
      {months.length > 0 && (
        <div className="space-y-4">
          <h2 className="text-xl font-bold text-slate-900">{SUMMARY_TEXT.spentTitle}</h2>
          <MonthTable months={months} />
          {costs.some(([, cost]) => cost) && (
            <ul className="space-y-1 text-slate-900">
              {costs.map(([fuel, cost]) => cost && <li key={fuel}>{costPerKmLine(fuel, cost)}</li>)}
            </ul>
          )}
          {comparison && (
            <p className="text-slate-900">
              {comparisonSentence(comparison)}{" "}
              <span className="text-slate-700">{otherPriceNote(OTHER_PRICE_WINDOW_DAYS, comparison.leftOut)}</span>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
