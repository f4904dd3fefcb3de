/**
 * The column heads the price tables share, written once: the means, ratio
 * and verdict heads and the stations head.
 */
import { HEAD_CELL, HEAD_NUMBER_CELL } from "#components/ui/table-styles.ts";

/**
 * The column heads both price tables share (VerdictTable, MonthlyRatioTable):
 * each fuel's mean in R$/l, their ratio in % and the verdict. Rendered at
 * build time. `pricesClassName` styles the two price heads (a table may hide
 * them on phones); `sortedByRatio` marks the ratio column as the sort order.
 */
export function PriceColumnHeads({
  pricesClassName = HEAD_NUMBER_CELL,
  sortedByRatio = false,
}: {
  pricesClassName?: string;
  sortedByRatio?: boolean;
}) {
  return (
    <>
      <th scope="col" className={pricesClassName}>
        Etanol (R$/l)
      </th>
      <th scope="col" className={pricesClassName}>
        Gasolina (R$/l)
      </th>
      <th scope="col" className={HEAD_NUMBER_CELL} aria-sort={sortedByRatio ? "ascending" : undefined}>
        Etanol/
        <wbr />
        gasolina (%)
      </th>
      <th scope="col" className={HEAD_CELL}>
        Veredito
      </th>
    </>
  );
}

/**
 * The head of the column of stations surveyed ("Postos pesquisados"), of
 * VerdictTable and CityWeekTable. `className` styles it: both tables show
 * the column from 640 px up and put the count elsewhere on a phone.
 */
export function StationsColumnHead({ className }: { className: string }) {
  return (
    <th scope="col" className={className}>
      Postos pesquisados
    </th>
  );
}
