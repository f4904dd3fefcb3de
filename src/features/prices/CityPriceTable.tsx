import { formatCount, formatMean, formatRatio, NO_FIGURE } from "./price-format";
import type { CityVerdict } from "./price-verdicts";
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
 * A state's capital and largest surveyed cities for the week
 * (`capitalAndLargestCities`): city, mean ethanol and gasoline prices in
 * R$/l, ratio in %, verdict and stations surveyed. `caption` says which
 * cities and which week. Source: ANP – Levantamento de Preços de Combustíveis.
 */
export function CityPriceTable({ rows, caption }: { rows: readonly CityVerdict[]; caption: string }) {
  return (
    <TableFrame captionId="tabela-cidades-legenda">
      <table className={`${TABLE} min-w-[40rem]`}>
        <caption id="tabela-cidades-legenda" className={CAPTION}>
          <span className={CAPTION_TEXT}>{caption}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${HEAD_CELL} ${FIRST_COLUMN}`}>
              Cidade
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
            <th scope="col" className={HEAD_NUMBER_CELL}>
              Postos pesquisados
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ city, capital, verdict, stations }) => (
            <tr key={city.name} className={ROW}>
              <th scope="row" className={`${TEXT_CELL} ${FIRST_COLUMN} bg-white font-semibold`}>
                {city.name}
                {capital && <span className="font-normal text-slate-700"> (capital)</span>}
              </th>
              <td className={NUMBER_CELL}>{formatMean(city.ethanol?.mean)}</td>
              <td className={NUMBER_CELL}>{formatMean(city.gasoline?.mean)}</td>
              <td className={NUMBER_CELL}>{formatRatio(verdict)}</td>
              <td className={TEXT_CELL}>
                <VerdictLabel verdict={verdict} />
              </td>
              <td className={NUMBER_CELL}>{stations > 0 ? formatCount(stations) : NO_FIGURE}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
