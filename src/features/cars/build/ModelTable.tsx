import { CAPTION, CAPTION_TEXT, HEAD_CELL, HEAD_NUMBER_CELL, NUMBER_CELL, TABLE } from "#components/ui/table-styles.ts";
import { TableFrame } from "#components/ui/TableFrame.tsx";
import { type RatedVersion, tableFigures } from "#features/cars/car-ratios.ts";
import { formatYears, spellingWorthShowing } from "#features/cars/car-versions.ts";
import { formatKmPerLitre, formatLimit } from "#lib/format-figures.ts";
import { plural } from "#lib/plural.ts";
import type { ModelGroup } from "./catalogue-pages.ts";

/**
 * What a version's row says under its name, one line each: engine and
 * transmission; the ethanol limit in the city and on the highway; the four
 * km/l figures; the tables that print it and, where the newest wrote its
 * name otherwise than it reads here, how (`spellingWorthShowing`).
 */
function versionDetails(version: RatedVersion): string {
  const { latest, ratios, years } = version;
  const spelled = spellingWorthShowing(version);
  const km = tableFigures(latest);
  const figure = (field: keyof typeof km) => formatKmPerLitre(km[field], { unit: false });
  return [
    `${version.engine} · ${version.transmission}`,
    `Cidade ${formatLimit(ratios.city.exact)} · estrada ${formatLimit(ratios.highway.exact)}`,
    `Etanol ${figure("ethanolCity")} e ${figure("ethanolHighway")} km/l · gasolina ${figure("gasolineCity")} e ${figure("gasolineHighway")} km/l`,
    `${plural(years.length, { one: "Tabela", other: "Tabelas" })} ${formatYears(years)}${spelled ? ` · como o Inmetro escreve: ${spelled}` : ""}`,
  ].join("\n");
}

/**
 * One model's versions on a make's page: a section with the model as `h2`
 * and a table with a caption, one row per version across the editions
 * (`carVersions`; the row's id is the version's, for links from the search
 * and the table of the year): the version as the row's header, with its
 * details under the name ({@link versionDetails}: engine, transmission,
 * the limits in the city and on the highway, the four Inmetro – PBE
 * Veicular figures in km/l of the newest table that prints it, the tables'
 * years once, the newest table's spelling where it reads otherwise), and its ethanol limit in combined
 * use ("misto", ethanol km/l ÷ gasoline km/l). Four elements a version
 * (row, header, name, cell), so that the largest make (Chevrolet, 221
 * versions of 2020 to 2026) stays within a page's DOM budget
 * (scripts/check-budgets.ts); it fits a 375 px phone. Rendered in full (no
 * `content-visibility`: a link to a row far down the page, from the search or
 * the table of the year, must land on it). Static: no JavaScript.
 */
export function ModelTable({ make, group }: { make: string; group: ModelGroup<RatedVersion> }) {
  const captionId = `${group.id}-legenda`;
  return (
    <section aria-labelledby={`${group.id}-titulo`} id={group.id} className="mt-10 scroll-mt-20">
      <h2 id={`${group.id}-titulo`} className="text-2xl font-bold tracking-tight text-slate-900">
        {group.model}
      </h2>
      <TableFrame labelledBy={captionId} className="mt-4">
        <table className={TABLE}>
          <caption id={captionId} className={CAPTION}>
            <span className={CAPTION_TEXT}>
              {make} {group.model}: limite do etanol no uso misto (% do preço da gasolina) de cada versão, com os
              números da tabela mais recente do Inmetro que a traz.
            </span>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={HEAD_CELL}>
                Versão
              </th>
              <th scope="col" className={HEAD_NUMBER_CELL}>
                Misto
              </th>
            </tr>
          </thead>
          <tbody>
            {group.cars.map((version) => (
              <tr key={version.id} id={version.id} className="scroll-mt-20 target:bg-amber-50">
                <th scope="row" className="text-xs font-normal whitespace-pre-line text-slate-700">
                  <strong className="block text-sm font-semibold text-slate-900">
                    {version.version || "(sem nome de versão)"}
                  </strong>
                  {versionDetails(version)}
                </th>
                <td className={`${NUMBER_CELL} align-top font-bold text-slate-900`}>
                  {formatLimit(version.ratios.mixed.exact)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </section>
  );
}
