import { formatKmPerLitre, type ModelGroup, type RatedVersion } from "./car-ratios";
import { formatYears } from "./car-versions";
import { RatioCells, VersionName } from "./CarNames";
import { TableFrame } from "../../components/ui/TableFrame";
import { CAPTION, CAPTION_TEXT, HEAD_CELL, FIRST_COLUMN, NUMBER_CELL, TABLE } from "../../components/ui/table-styles";

/** A header cell over a group of columns (Limite do etanol, Etanol, Gasolina). */
const GROUP_CELL = `${HEAD_CELL} border-l border-slate-200 text-center`;
/** A header or body cell that starts a group of columns. */
const GROUP_START = "border-l border-slate-200";
/** Columns shown from the `md` breakpoint (768 px) up: the tables' years (a line under the version below it) and the km/l figures. */
const WIDE_ONLY = "hidden md:table-cell";

/** "Inmetro, PBEV 2022–2024", "Inmetro, PBEV 2020, 2022–2024": the tables that print a version. */
function versionCitation(version: Pick<RatedVersion, "years">): string {
  return `Inmetro, PBEV ${formatYears(version.years)}`;
}

/**
 * One model's versions on a make's page: a section with the model as `h2`
 * and a table with a caption, one row per version across the editions
 * (`carVersions`; the row's id is the version's, for links from the
 * search): the version as the row's header, with its engine and
 * transmission and, in small print, the spellings the Inmetro tables use;
 * the ethanol limit (ethanol km/l ÷ gasoline km/l, newest figures) in the
 * city, on the highway and combined ("misto"). From 768 px wide, also the
 * tables that print it and the four Inmetro – PBE Veicular figures in km/l;
 * below, the years go under the version and the table fits a 375 px phone.
 * Static: no JavaScript.
 */
export function ModelTable({ make, group }: { make: string; group: ModelGroup<RatedVersion> }) {
  const captionId = `${group.id}-legenda`;
  return (
    <section
      aria-labelledby={`${group.id}-titulo`}
      id={group.id}
      className="mt-10 scroll-mt-20 [contain-intrinsic-size:auto_600px] [content-visibility:auto]"
    >
      <h2 id={`${group.id}-titulo`} className="text-2xl font-bold tracking-tight text-slate-900">
        {group.model}
      </h2>
      <TableFrame labelledBy={captionId} className="mt-4">
        <table className={TABLE}>
          <caption id={captionId} className={CAPTION}>
            <span className={CAPTION_TEXT}>
              {make} {group.model}: limite do etanol (% do preço da gasolina) de cada versão, com os números da tabela
              mais recente publicada pelo Inmetro que a traz.
            </span>
          </caption>
          <colgroup span={1} />
          <colgroup span={3} />
          <colgroup span={1} />
          <colgroup span={2} />
          <colgroup span={2} />
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" rowSpan={2} className={`${HEAD_CELL} ${FIRST_COLUMN} bg-slate-100`}>
                Versão
              </th>
              <th scope="colgroup" colSpan={3} className={GROUP_CELL}>
                Limite do etanol
              </th>
              <th scope="col" rowSpan={2} className={`${HEAD_CELL} ${GROUP_START} ${WIDE_ONLY}`}>
                Tabelas
              </th>
              <th scope="colgroup" colSpan={2} className={`${GROUP_CELL} ${WIDE_ONLY}`}>
                Etanol (km/l)
              </th>
              <th scope="colgroup" colSpan={2} className={`${GROUP_CELL} ${WIDE_ONLY}`}>
                Gasolina (km/l)
              </th>
            </tr>
            <tr>
              {["Cidade", "Estrada", "Misto", "Cidade", "Estrada", "Cidade", "Estrada"].map((name, index) => (
                <th
                  key={index}
                  scope="col"
                  className={`${HEAD_CELL} text-right ${[0, 3, 5].includes(index) ? GROUP_START : ""} ${index >= 3 ? WIDE_ONLY : ""}`}
                >
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {group.cars.map((version) => (
              <tr key={version.id} id={version.id} className="scroll-mt-20 target:bg-amber-50">
                <th
                  scope="row"
                  className={`${FIRST_COLUMN} bg-white font-semibold text-slate-900 in-[tr:target]:bg-amber-50`}
                >
                  <VersionName version={version.version} />
                  <span className="block text-xs font-normal text-slate-700 md:hidden">
                    {version.years.length === 1 ? "Tabela" : "Tabelas"} {formatYears(version.years)}
                  </span>
                  <span className="block text-xs font-normal text-slate-700">
                    {version.engine} · {version.transmission}
                  </span>
                  <span className="block text-xs font-normal text-slate-600">
                    <span className="sr-only">Como o Inmetro escreve: </span>
                    {version.official.join("; ")}
                  </span>
                </th>
                <RatioCells ratios={version.ratios} firstClassName={GROUP_START} />
                <td className={`whitespace-nowrap ${GROUP_START} ${WIDE_ONLY}`}>
                  <cite className="not-italic">{versionCitation(version)}</cite>
                </td>
                <td className={`${NUMBER_CELL} ${GROUP_START} ${WIDE_ONLY}`}>
                  {formatKmPerLitre(version.latest.ethanolCity)}
                </td>
                <td className={`${NUMBER_CELL} ${WIDE_ONLY}`}>{formatKmPerLitre(version.latest.ethanolHighway)}</td>
                <td className={`${NUMBER_CELL} ${GROUP_START} ${WIDE_ONLY}`}>
                  {formatKmPerLitre(version.latest.gasolineCity)}
                </td>
                <td className={`${NUMBER_CELL} ${WIDE_ONLY}`}>{formatKmPerLitre(version.latest.gasolineHighway)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </section>
  );
}
