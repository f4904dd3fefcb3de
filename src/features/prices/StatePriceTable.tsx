import { statePagePath } from "./brazil-map";
import { formatCount, formatMean, formatRatio, NO_FIGURE } from "./price-format";
import type { StateVerdict } from "./price-verdicts";
import {
  CAPTION,
  CAPTION_TEXT,
  FIRST_COLUMN,
  HEAD_CELL,
  HEAD_NUMBER_CELL,
  LINK,
  NUMBER_CELL,
  ROW,
  TABLE,
  TEXT_CELL,
} from "./table-styles";
import { TableFrame } from "./TableFrame";
import { VerdictLabel } from "./VerdictLabel";

/**
 * The week's table of the 27 states, in the order given (the page sorts it
 * with `sortByRatio`: cheapest ethanol relative to gasoline first): state
 * (a link to its page), mean ethanol and gasoline prices in R$/l, the
 * ratio in %, the verdict and the stations surveyed. On a phone it scrolls
 * sideways inside its frame. `week` names the survey ("7 a 13/06/2026").
 * Source: ANP – Levantamento de Preços de Combustíveis.
 */
export function StatePriceTable({ rows, week }: { rows: readonly StateVerdict[]; week: string }) {
  return (
    <TableFrame captionId="tabela-estados-legenda">
      <table className={`${TABLE} min-w-[40rem]`}>
        <caption id="tabela-estados-legenda" className={CAPTION}>
          <span className={CAPTION_TEXT}>
            Preço médio por litro em cada estado na pesquisa ANP de {week}, do etanol mais barato em relação à gasolina
            ao mais caro.
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${HEAD_CELL} ${FIRST_COLUMN}`}>
              Estado
            </th>
            <th scope="col" className={HEAD_NUMBER_CELL}>
              Etanol (R$/l)
            </th>
            <th scope="col" className={HEAD_NUMBER_CELL}>
              Gasolina (R$/l)
            </th>
            <th scope="col" className={HEAD_NUMBER_CELL} aria-sort="ascending">
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
          {rows.map(({ state, prices, verdict, stations }) => (
            <tr key={state.uf} className={ROW}>
              <th scope="row" className={`${TEXT_CELL} ${FIRST_COLUMN} bg-white font-semibold`}>
                <a href={statePagePath(state.code)} className={LINK}>
                  {state.name}
                </a>
              </th>
              <td className={NUMBER_CELL}>{formatMean(prices.ethanol?.mean)}</td>
              <td className={NUMBER_CELL}>{formatMean(prices.gasoline?.mean)}</td>
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
