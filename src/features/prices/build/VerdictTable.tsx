import type { ReactNode } from "react";
import {
  CAPTION,
  CAPTION_TEXT,
  FIRST_COLUMN,
  HEAD_CELL,
  HEAD_NUMBER_CELL,
  NUMBER_CELL,
  TABLE,
  WIDE_ONLY,
} from "#components/ui/table-styles.ts";
import { TableFrame } from "#components/ui/TableFrame.tsx";
import type { Price } from "#data/dataset.ts";
import {
  formatMean,
  formatMeanFigure,
  NO_FIGURE,
  SMALL_SAMPLE_EXPLANATION,
  SMALL_SAMPLE_NOTE,
} from "#features/prices/price-format.ts";
import type { PlaceVerdict } from "#features/prices/price-verdicts.ts";
import { type EthanolShare, formatShare } from "#lib/ethanol-share.ts";
import { formatInteger, formatPercentColumn } from "#lib/format.ts";
import { PriceColumnHeads, StationsColumnHead } from "./PriceColumnHeads.tsx";
import { VerdictLabel } from "./VerdictLabel.tsx";

/** One row of a {@link VerdictTable}: a place or a month, its two mean prices and its verdict. */
interface VerdictRow {
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
  /**
   * For how many flex cars of the latest PBEV table ethanol pays at this
   * ratio (null: no ratio); the column is shown when every row has the field.
   */
  share?: EthanolShare | null;
}

/** A share of cars in a cell: "todos", "nenhum", or "87%". */
function shareCell(share: EthanolShare | null): string {
  if (!share || share.total === 0) return NO_FIGURE;
  if (share.pays === share.total) return "todos";
  if (share.pays === 0) return "nenhum";
  return formatShare(share);
}

/** The columns a table shows beyond the fixed ones: the share of cars, the stations. */
interface Columns {
  shares: boolean;
  stations: boolean;
}

/** The header row; `sortedByRatio` marks the ratio column as the sort order. */
function HeaderRow({
  nameHeader,
  sortedByRatio,
  shares,
  stations,
}: Columns & { nameHeader: string; sortedByRatio: boolean }) {
  return (
    <tr>
      <th scope="col" className={`${HEAD_CELL} ${FIRST_COLUMN}`}>
        {nameHeader}
      </th>
      <PriceColumnHeads pricesClassName={`${HEAD_NUMBER_CELL} ${WIDE_ONLY}`} sortedByRatio={sortedByRatio} />
      {shares && (
        <th scope="col" className={HEAD_NUMBER_CELL}>
          Carros flex<span className="sr-only sm:not-sr-only"> em que o etanol compensa</span>
        </th>
      )}
      {stations && <StationsColumnHead className={`${HEAD_NUMBER_CELL} ${WIDE_ONLY}`} />}
    </tr>
  );
}

/** One row: its name, the two means, the ratio (the means under it on a phone), the verdict, and the optional columns. */
function BodyRow({ row, shares, stations }: Columns & { row: VerdictRow }) {
  return (
    <tr>
      <th scope="row" className={`${FIRST_COLUMN} bg-white font-semibold tabular-nums`}>
        {row.name}
      </th>
      <td className={`${NUMBER_CELL} ${WIDE_ONLY}`}>{formatMean(row.ethanol)}</td>
      <td className={`${NUMBER_CELL} ${WIDE_ONLY}`}>{formatMean(row.gasoline)}</td>
      <td className={NUMBER_CELL}>
        {row.verdict.ok ? formatPercentColumn(row.verdict.ratio) : NO_FIGURE}
        <span className="block text-xs text-slate-700 sm:hidden">
          {formatMeanFigure(row.ethanol)} ÷ {formatMeanFigure(row.gasoline)}
        </span>
      </td>
      <td>
        <VerdictLabel verdict={row.verdict} />
      </td>
      {row.share !== undefined && shares && <td className={NUMBER_CELL}>{shareCell(row.share)}</td>}
      {row.stations !== undefined && stations && (
        <td className={`${NUMBER_CELL} ${WIDE_ONLY}`}>
          {row.stations > 0 ? formatInteger(row.stations) : NO_FIGURE}
          {row.smallSample && <span className="block text-xs text-slate-700">{SMALL_SAMPLE_NOTE}</span>}
        </td>
      )}
    </tr>
  );
}

/** What a {@link VerdictTable} takes. */
interface VerdictTableProps {
  /** The caption's id, which also names the table's frame. */
  id: string;
  caption: ReactNode;
  nameHeader: string;
  rows: readonly VerdictRow[];
  sortedByRatio?: boolean;
  scrolls?: boolean;
}

/**
 * The table every price page uses: name, mean ethanol and gasoline prices
 * in R$/l, the ratio in %, the verdict and, when the rows carry them, the
 * share of flex cars for which ethanol pays and the stations surveyed
 * ("amostra pequena" under a count resting on few stations, explained in
 * the caption).
 * On a phone (below 640 px) it fits the screen without sideways scrolling:
 * the name, the ratio (with the two prices in a line under it), the
 * verdict and the share; the price and station columns show from 640 px.
 * `sortedByRatio` marks the ratio column as the sort order (`aria-sort`;
 * the caption says it in words); `scrolls` caps its height and keeps the
 * header row in view (the monthly series). `name` may hold a link.
 * Source: ANP – Levantamento de Preços de Combustíveis.
 */
export function VerdictTable({
  id,
  caption,
  nameHeader,
  rows,
  sortedByRatio = false,
  scrolls = false,
}: VerdictTableProps) {
  const stations = rows.every((row) => row.stations !== undefined);
  const smallSample = stations && rows.some((row) => row.smallSample);
  const shares = rows.every((row) => row.share !== undefined);
  return (
    <TableFrame labelledBy={id} className={scrolls ? "m-2 max-h-[32rem] overflow-y-auto" : ""}>
      <table className={`${TABLE} ${stations ? "sm:min-w-[40rem]" : "sm:min-w-[34rem]"}`}>
        <caption id={id} className={CAPTION}>
          <span className={CAPTION_TEXT}>{caption}</span>
          {smallSample && <span className={`${CAPTION_TEXT} mt-1 font-normal`}>{SMALL_SAMPLE_EXPLANATION}</span>}
        </caption>
        <thead className={scrolls ? "sticky top-0 z-20" : undefined}>
          <HeaderRow nameHeader={nameHeader} sortedByRatio={sortedByRatio} shares={shares} stations={stations} />
        </thead>
        <tbody>
          {rows.map((row) => (
            <BodyRow key={row.key} row={row} shares={shares} stations={stations} />
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
