import {
  CAPTION,
  CAPTION_TEXT,
  FIRST_COLUMN,
  HEAD_CELL,
  NARROW_CELLS_ON_PHONE,
  NUMBER_CELL,
  TABLE,
} from "#components/ui/table-styles.ts";
import { TableFrame } from "#components/ui/TableFrame.tsx";
import { formatNumericMonth } from "#features/prices/price-dates.ts";
import { formatMeanFigure, NO_FIGURE } from "#features/prices/price-format.ts";
import type { MonthVerdict } from "#features/prices/price-verdicts.ts";
import { formatPercentColumn } from "#lib/format.ts";
import { PriceColumnHeads } from "./PriceColumnHeads.tsx";
import { VerdictCell } from "./VerdictLabel.tsx";

/**
 * A state's monthly series as a table, newest month first: month, monthly
 * mean ethanol and gasoline prices in R$/l, the ratio in % and the verdict
 * ("Sem preço de etanol" where the ANP published none). Six elements a
 * month (a row, its header and four cells), so that the years of the series
 * stay within a page's DOM budget (scripts/check-budgets.ts); it fits a
 * 375 px phone. `caption` says where and since when; `id` is the caption's.
 * Source: ANP – Levantamento de Preços de Combustíveis, monthly means per state.
 */
export function MonthlyRatioTable({
  id,
  months,
  caption,
}: {
  id: string;
  months: readonly MonthVerdict[];
  caption: string;
}) {
  return (
    <TableFrame labelledBy={id} className="mt-6">
      {/* Narrower cells than the other tables' on a phone: the five columns fit 375 px. */}
      <table className={`${TABLE} ${NARROW_CELLS_ON_PHONE}`}>
        <caption id={id} className={CAPTION}>
          <span className={CAPTION_TEXT}>{caption}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${HEAD_CELL} ${FIRST_COLUMN}`}>
              Mês
            </th>
            <PriceColumnHeads />
          </tr>
        </thead>
        <tbody>
          {months.toReversed().map(({ month, prices, verdict }) => (
            <tr key={month}>
              <th scope="row" className={`${FIRST_COLUMN} bg-white font-semibold tabular-nums`}>
                {formatNumericMonth(month)}
              </th>
              <td className={NUMBER_CELL}>{formatMeanFigure(prices.ethanol)}</td>
              <td className={NUMBER_CELL}>{formatMeanFigure(prices.gasoline)}</td>
              <td className={NUMBER_CELL}>{verdict.ok ? formatPercentColumn(verdict.ratio) : NO_FIGURE}</td>
              <VerdictCell verdict={verdict} />
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
