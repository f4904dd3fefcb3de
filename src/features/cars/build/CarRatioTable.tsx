import type { ReactNode } from "react";
import {
  CAPTION,
  CAPTION_TEXT,
  HEAD_CELL,
  HEAD_NUMBER_CELL,
  LINK,
  NUMBER_CELL,
  TABLE,
} from "#components/ui/table-styles.ts";
import { TableFrame } from "#components/ui/TableFrame.tsx";
import { shortCarName } from "#features/cars/car-messages.ts";
import { formatLimit } from "#lib/format-figures.ts";
import { versionPath } from "#lib/paths.ts";
import type { TableCar } from "./catalogue-pages.ts";

/**
 * The table of one edition's cars (the /carros/tabela-<year> page): one
 * row per car, its name as the row's header, a link to its version's row
 * on its make's page (car-versions.ts: the names as people write them;
 * there, its limits in the city and on the highway and its km/l), with its
 * engine and transmission under it; and its limit in combined use
 * ("misto": ethanol km/l ÷ gasoline km/l, from Inmetro – PBE Veicular), the
 * column the rows are sorted by. Four elements a car (row, header, link, cell), so that a
 * whole edition (267 cars in 2026) stays within a page's DOM budget
 * (scripts/check-budgets.ts). `cars` must already be sorted by the
 * "misto" limit, highest first (sortByMixedRatio); the Misto header says so
 * to assistive technology. A real `<table>` with a caption, in a focusable
 * frame named by the caption. Static: rendered at build time, no JavaScript.
 */
export function CarRatioTable({
  id,
  cars,
  caption,
}: {
  /** Unique id prefix (the caption gets `${id}-legenda`). */
  id: string;
  cars: readonly TableCar[];
  /** What the table is, its order and its source. */
  caption: ReactNode;
}) {
  const captionId = `${id}-legenda`;
  return (
    <TableFrame id={id} labelledBy={captionId} className="mt-4">
      <table className={TABLE}>
        <caption id={captionId} className={CAPTION}>
          <span className={CAPTION_TEXT}>{caption}</span>
        </caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className={HEAD_CELL}>
              Carro
            </th>
            <th scope="col" aria-sort="descending" className={HEAD_NUMBER_CELL}>
              Misto
            </th>
          </tr>
        </thead>
        <tbody>
          {cars.map((car, index) => (
            <tr key={index}>
              <th scope="row" className="font-normal whitespace-pre-line text-slate-700">
                <a href={versionPath(car.readable)} className={`${LINK} font-semibold`}>
                  {shortCarName(car.readable)}
                </a>
                {`\n${car.readable.engine} · ${car.readable.transmission}`}
              </th>
              <td className={`${NUMBER_CELL} font-bold text-slate-900`}>{formatLimit(car.ratios.mixed.exact)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
