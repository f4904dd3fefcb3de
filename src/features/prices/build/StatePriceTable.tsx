import { LINK } from "#components/ui/table-styles.ts";
import { hasSmallSample } from "#features/prices/price-format.ts";
import type { StateVerdict } from "#features/prices/price-verdicts.ts";
import type { EthanolShare } from "#lib/ethanol-share.ts";
import { statePagePath } from "#lib/paths.ts";
import { VerdictTable } from "./VerdictTable.tsx";

/**
 * The week's table of the 27 states, in the order given (the page sorts it
 * with `sortByRatio`: cheapest ethanol relative to gasoline first): state
 * (a link to its page), mean ethanol and gasoline prices in R$/l, the
 * ratio in %, the verdict, the share of flex cars of the PBEV table `year`
 * for which ethanol pays (`withShares`) and the stations surveyed. Fits a
 * phone's width (see `VerdictTable`). `week` names the survey ("7 a 13/06/2026").
 * Source: ANP – Levantamento de Preços de Combustíveis.
 */
export function StatePriceTable({
  rows,
  week,
  year,
}: {
  rows: ReadonlyArray<StateVerdict & { readonly share: EthanolShare | null }>;
  week: string;
  year: number;
}) {
  return (
    <VerdictTable
      id="tabela-estados-legenda"
      caption={`Preço médio por litro em cada estado na pesquisa ANP de ${week}, em ordem crescente da coluna Etanol/gasolina: do etanol mais barato em relação à gasolina ao mais caro. Carros flex: dos da tabela ${year} do Inmetro, em quantos o etanol compensa a esse preço.`}
      nameHeader="Estado"
      sortedByRatio
      rows={rows.map(({ state, prices, verdict, stations, share }) => ({
        key: state.uf,
        name: (
          <a href={statePagePath(state.code)} className={LINK}>
            {state.name}
          </a>
        ),
        ethanol: prices.ethanol?.mean,
        gasoline: prices.gasoline?.mean,
        verdict,
        stations,
        smallSample: hasSmallSample(prices),
        share,
      }))}
    />
  );
}
