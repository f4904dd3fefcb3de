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
