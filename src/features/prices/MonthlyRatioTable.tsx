import { formatNumericMonth } from "./price-dates";
import type { MonthVerdict } from "./price-verdicts";
import { VerdictTable } from "./VerdictTable";

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
      <VerdictTable
        id="tabela-meses-legenda"
        caption={caption}
        nameHeader="Mês"
        scrolls
        rows={months.toReversed().map(({ month, prices, verdict }) => ({
          key: month,
          name: formatNumericMonth(month),
          ethanol: prices.ethanol,
          gasoline: prices.gasoline,
          verdict,
        }))}
      />
    </details>
  );
}
