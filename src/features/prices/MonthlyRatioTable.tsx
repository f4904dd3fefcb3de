import { formatNumericMonth } from "./price-dates";
import { formatMean, formatRatio } from "./price-format";
import type { MonthVerdict } from "./price-verdicts";
import {
  CAPTION,
  CAPTION_TEXT,
  FIRST_COLUMN,
  HEAD_CELL,
  HEAD_NUMBER_CELL,
  NUMBER_CELL,
  ROW,
  TABLE,
  TEXT_CELL,
} from "./table-styles";
import { TableFrame } from "./TableFrame";
import { VerdictLabel } from "./VerdictLabel";

/**
 * The chart's data as a table, newest month first, inside a closed
 * `<details>`: month, monthly mean ethanol and gasoline prices in R$/l,
 * the ratio in % and the verdict ("Sem preço de etanol" where ANP
 * published none). `caption` says where and since when.
 * Source: ANP – Levantamento de Preços de Combustíveis, monthly means per state.
 */
export function MonthlyRatioTable({ months, caption }: { months: readonly MonthVerdict[]; caption: string }) {
  return (
    <details className="mt-6 rounded-xl border border-slate-200 bg-white shadow-sm">
      <summary className="cursor-pointer rounded-xl px-4 py-3 font-semibold text-blue-800 underline underline-offset-2">
        Ver os dados do gráfico em tabela ({months.length} meses)
      </summary>
      <TableFrame captionId="tabela-meses-legenda" className="m-2 max-h-[32rem] overflow-y-auto">
        <table className={`${TABLE} min-w-[34rem]`}>
          <caption id="tabela-meses-legenda" className={CAPTION}>
            <span className={CAPTION_TEXT}>{caption}</span>
          </caption>
          <thead className="sticky top-0 z-20">
            <tr>
              <th scope="col" className={`${HEAD_CELL} ${FIRST_COLUMN}`}>
                Mês
              </th>
              <th scope="col" className={HEAD_NUMBER_CELL}>
                Etanol (R$/l)
              </th>
              <th scope="col" className={HEAD_NUMBER_CELL}>
                Gasolina (R$/l)
              </th>
              <th scope="col" className={HEAD_NUMBER_CELL}>
                Etanol/gasolina (%)
              </th>
              <th scope="col" className={HEAD_CELL}>
                Veredito
              </th>
            </tr>
          </thead>
          <tbody>
            {months.toReversed().map(({ month, prices, verdict }) => (
              <tr key={month} className={ROW}>
                <th scope="row" className={`${TEXT_CELL} ${FIRST_COLUMN} bg-white font-semibold tabular-nums`}>
                  {formatNumericMonth(month)}
                </th>
                <td className={NUMBER_CELL}>{formatMean(prices.ethanol)}</td>
                <td className={NUMBER_CELL}>{formatMean(prices.gasoline)}</td>
                <td className={NUMBER_CELL}>{formatRatio(verdict)}</td>
                <td className={TEXT_CELL}>
                  <VerdictLabel verdict={verdict} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </details>
  );
}
