import type { ReactNode } from "react";
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
} from "../../components/ui/table-styles";
import { TableFrame } from "../../components/ui/TableFrame";
import type { Price } from "./anp-data";
import { formatPercentColumn } from "../../lib/format";
import { formatCount, formatMean, NO_FIGURE, SMALL_SAMPLE_EXPLANATION, SMALL_SAMPLE_NOTE } from "./price-format";
import type { PlaceVerdict } from "./price-verdicts";
import { VerdictLabel } from "./VerdictLabel";

/** One row of a {@link VerdictTable}: a place or a month, its two mean prices and its verdict. */
export interface VerdictRow {
  key: string;
  /** The row header's content: a state (a link), a city, a month. */
  name: ReactNode;
  /** Mean prices, R$/l as decimal text; null or undefined where the ANP has none. */
  ethanol: Price | null | undefined;
  gasoline: Price | null | undefined;
  verdict: PlaceVerdict;
  /** Stations surveyed; the column is shown when every row has it. */
  stations?: number;
  /** Whether a mean of the row rests on few stations (`hasSmallSample`): "amostra pequena" under the count. */
  smallSample?: boolean;
}

/**
 * The table every price page uses: name, mean ethanol and gasoline prices
 * in R$/l, the ratio in %, the verdict and, for the weekly survey, the
 * stations surveyed ("amostra pequena" under a row's count when it has a
 * small sample, explained in the caption). On a phone it scrolls sideways in its frame with the
 * name column and the caption in view. `sortedByRatio` marks the ratio
 * column as the sort order (`aria-sort`); `scrolls` caps its height and
 * keeps the header row in view (the monthly series).
 * Source: ANP – Levantamento de Preços de Combustíveis.
 */
export function VerdictTable({
  id,
  caption,
  nameHeader,
  rows,
  sortedByRatio = false,
  scrolls = false,
}: {
  /** The caption's id, which also names the table's frame. */
  id: string;
  caption: ReactNode;
  nameHeader: string;
  rows: readonly VerdictRow[];
  sortedByRatio?: boolean;
  scrolls?: boolean;
}) {
  const stations = rows.every((row) => row.stations !== undefined);
  const smallSample = stations && rows.some((row) => row.smallSample);
  return (
    <TableFrame labelledBy={id} className={scrolls ? "m-2 max-h-[32rem] overflow-y-auto" : ""}>
      <table className={`${TABLE} ${stations ? "min-w-[40rem]" : "min-w-[34rem]"}`}>
        <caption id={id} className={CAPTION}>
          <span className={CAPTION_TEXT}>{caption}</span>
          {smallSample && <span className={`${CAPTION_TEXT} mt-1 font-normal`}>{SMALL_SAMPLE_EXPLANATION}</span>}
        </caption>
        <thead className={scrolls ? "sticky top-0 z-20" : undefined}>
          <tr>
            <th scope="col" className={`${HEAD_CELL} ${FIRST_COLUMN}`}>
              {nameHeader}
            </th>
            <th scope="col" className={HEAD_NUMBER_CELL}>
              Etanol (R$/l)
            </th>
            <th scope="col" className={HEAD_NUMBER_CELL}>
              Gasolina (R$/l)
            </th>
            <th scope="col" className={HEAD_NUMBER_CELL} aria-sort={sortedByRatio ? "ascending" : undefined}>
              Etanol/gasolina (%)
            </th>
            <th scope="col" className={HEAD_CELL}>
              Veredito
            </th>
            {stations && (
              <th scope="col" className={HEAD_NUMBER_CELL}>
                Postos pesquisados
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={ROW}>
              <th scope="row" className={`${TEXT_CELL} ${FIRST_COLUMN} bg-white font-semibold tabular-nums`}>
                {row.name}
              </th>
              <td className={NUMBER_CELL}>{formatMean(row.ethanol)}</td>
              <td className={NUMBER_CELL}>{formatMean(row.gasoline)}</td>
              <td className={NUMBER_CELL}>{row.verdict.ok ? formatPercentColumn(row.verdict.ratio) : NO_FIGURE}</td>
              <td className={TEXT_CELL}>
                <VerdictLabel verdict={row.verdict} />
              </td>
              {row.stations !== undefined && stations && (
                <td className={NUMBER_CELL}>
                  {row.stations > 0 ? formatCount(row.stations) : NO_FIGURE}
                  {row.smallSample && <span className="block text-xs text-slate-700">{SMALL_SAMPLE_NOTE}</span>}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
