import {
  CAPTION,
  CAPTION_TEXT,
  FIRST_COLUMN,
  HEAD_CELL,
  HEAD_NUMBER_CELL,
  NARROW_CELLS_ON_PHONE,
  NUMBER_CELL,
  TABLE,
  WIDE_ONLY,
} from "#components/ui/table-styles.ts";
import { TableFrame } from "#components/ui/TableFrame.tsx";
import type { CityWeek } from "#data/build/weekly.ts";
import { formatMean, formatStations, NO_FIGURE } from "#features/prices/price-format.ts";
import { formatInteger } from "#lib/format.ts";
import { FUEL_LABEL, FUELS } from "#lib/fuels.ts";
import { StationsColumnHead } from "./PriceColumnHeads.tsx";

/**
 * One city's week in the ANP survey, one row per fuel: mean, lowest and
 * highest retail price in R$/l and the stations surveyed ("—" and "sem
 * preço nesta pesquisa" for a fuel without a figure). `caption` names the
 * city and the week.
 * On a phone (below 640 px) it fits the screen without sideways scrolling:
 * the three prices keep their columns and full heads, and the stations
 * surveyed go under the fuel's name ("25 postos") instead of a fifth
 * column, which shows from 640 px; it fits 320 px too.
 * Source: ANP – Levantamento de Preços de Combustíveis (sheet MUNICIPIOS).
 */
export function CityWeekTable({ city, caption }: { city: CityWeek; caption: string }) {
  const rows = FUELS.map((fuel) => [FUEL_LABEL[fuel], city[fuel]] as const);
  return (
    <TableFrame labelledBy="tabela-cidade-legenda">
      <table className={`${TABLE} ${NARROW_CELLS_ON_PHONE} sm:min-w-[30rem]`}>
        <caption id="tabela-cidade-legenda" className={CAPTION}>
          <span className={CAPTION_TEXT}>{caption}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${HEAD_CELL} ${FIRST_COLUMN}`}>
              Combustível
            </th>
            <th scope="col" className={HEAD_NUMBER_CELL}>
              Médio (R$/l)
            </th>
            <th scope="col" className={HEAD_NUMBER_CELL}>
              Mínimo (R$/l)
            </th>
            <th scope="col" className={HEAD_NUMBER_CELL}>
              Máximo (R$/l)
            </th>
            <StationsColumnHead className={`${HEAD_NUMBER_CELL} ${WIDE_ONLY}`} />
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, stats]) => (
            <tr key={name}>
              <th scope="row" className={`${FIRST_COLUMN} bg-white font-semibold`}>
                {name}
                {stats ? (
                  <span className="block text-xs font-normal text-slate-700 sm:hidden">
                    {formatStations(stats.stations)}
                  </span>
                ) : (
                  <span className="block font-normal text-slate-700">sem preço nesta pesquisa</span>
                )}
              </th>
              <td className={NUMBER_CELL}>{formatMean(stats?.mean)}</td>
              <td className={NUMBER_CELL}>{formatMean(stats?.min)}</td>
              <td className={NUMBER_CELL}>{formatMean(stats?.max)}</td>
              <td className={`${NUMBER_CELL} ${WIDE_ONLY}`}>{stats ? formatInteger(stats.stations) : NO_FIGURE}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
