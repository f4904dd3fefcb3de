import { hasSmallSample } from "#features/prices/price-format.ts";
import type { CityVerdict } from "#features/prices/price-verdicts.ts";
import { cityPagePath } from "#lib/paths.ts";
import { VerdictTable } from "./VerdictTable.tsx";

/**
 * A state's capital and largest surveyed cities for the week
 * (`capitalAndLargestCities`): city, mean ethanol and gasoline prices in
 * R$/l, ratio in %, verdict and stations surveyed; each city links to its page. `caption` says which
 * cities and which week. Source: ANP – Levantamento de Preços de Combustíveis.
 */
export function CityPriceTable({ rows, caption }: { rows: readonly CityVerdict[]; caption: string }) {
  return (
    <VerdictTable
      id="tabela-cidades-legenda"
      caption={caption}
      nameHeader="Cidade"
      rows={rows.map(({ city, capital, verdict, stations }) => ({
        key: city.name,
        name: (
          <>
            <a href={cityPagePath(city)} className="text-blue-800 underline underline-offset-2">
              {city.name}
            </a>
            {capital && <span className="font-normal text-slate-700"> (capital)</span>}
          </>
        ),
        ethanol: city.ethanol?.mean,
        gasoline: city.gasoline?.mean,
        verdict,
        stations,
        smallSample: hasSmallSample(city),
      }))}
    />
  );
}
