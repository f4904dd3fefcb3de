import { carCitation, formatKmPerLitre, type ModelGroup } from "./car-ratios";
import { RatioCells, VersionName } from "./CarNames";
import { TableFrame } from "../../components/ui/TableFrame";
import {
  CAPTION,
  CAPTION_TEXT,
  HEAD_CELL,
  FIRST_COLUMN,
  NUMBER_CELL,
  ROW,
  TABLE,
  TEXT_CELL,
} from "../../components/ui/table-styles";

/** A header cell over a group of columns (Etanol, Gasolina, Limite do etanol). */
const GROUP_CELL = `${HEAD_CELL} border-l border-slate-200 text-center`;
/** A header or body cell that starts a group of columns. */
const GROUP_START = "border-l border-slate-200";

/**
 * One model's versions on a make's page: a section with the model as `h2`
 * and a table with a caption, one row per car (the version is the row's
 * header): engine, transmission, the four Inmetro – PBE Veicular figures
 * in km/l (ethanol and gasoline, city and highway), the ethanol limit
 * (ethanol km/l ÷ gasoline km/l) in the city, on the highway and combined
 * ("misto"), and the tables that print the car with their citation
 * ("Inmetro, PBEV 2022–2024"). On a narrow screen the table scrolls
 * sideways inside a focusable frame named by the caption, the version
 * staying in view. Static: no JavaScript.
 */
export function ModelTable({ make, group }: { make: string; group: ModelGroup }) {
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
              {make} {group.model}: consumo em km/l publicado pelo Inmetro e limite do etanol (% do preço da gasolina)
              de cada versão.
            </span>
          </caption>
          <colgroup span={3} />
          <colgroup span={2} />
          <colgroup span={2} />
          <colgroup span={3} />
          <colgroup span={1} />
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" rowSpan={2} className={`${HEAD_CELL} ${FIRST_COLUMN} bg-slate-100`}>
                Versão
              </th>
              <th scope="col" rowSpan={2} className={HEAD_CELL}>
                Motor
              </th>
              <th scope="col" rowSpan={2} className={HEAD_CELL}>
                Câmbio
              </th>
              <th scope="colgroup" colSpan={2} className={GROUP_CELL}>
                Etanol (km/l)
              </th>
              <th scope="colgroup" colSpan={2} className={GROUP_CELL}>
                Gasolina (km/l)
              </th>
              <th scope="colgroup" colSpan={3} className={GROUP_CELL}>
                Limite do etanol
              </th>
              <th scope="col" rowSpan={2} className={`${HEAD_CELL} ${GROUP_START}`}>
                Tabelas
              </th>
            </tr>
            <tr>
              {["Cidade", "Estrada", "Cidade", "Estrada", "Cidade", "Estrada", "Misto"].map((name, index) => (
                <th
                  key={index}
                  scope="col"
                  className={`${HEAD_CELL} text-right ${[0, 2, 4].includes(index) ? GROUP_START : ""}`}
                >
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {group.cars.map((car, index) => (
              <tr key={index} className={ROW}>
                <th scope="row" className={`${TEXT_CELL} ${FIRST_COLUMN} bg-white font-semibold text-slate-900`}>
                  <VersionName version={car.version} />
                </th>
                <td className={`${TEXT_CELL} whitespace-nowrap`}>{car.engine}</td>
                <td className={`${TEXT_CELL} whitespace-nowrap`}>{car.transmission}</td>
                <td className={`${NUMBER_CELL} ${GROUP_START}`}>{formatKmPerLitre(car.ethanolCity)}</td>
                <td className={NUMBER_CELL}>{formatKmPerLitre(car.ethanolHighway)}</td>
                <td className={`${NUMBER_CELL} ${GROUP_START}`}>{formatKmPerLitre(car.gasolineCity)}</td>
                <td className={NUMBER_CELL}>{formatKmPerLitre(car.gasolineHighway)}</td>
                <RatioCells ratios={car.ratios} firstClassName={GROUP_START} />
                <td className={`${TEXT_CELL} whitespace-nowrap ${GROUP_START}`}>
                  <cite className="not-italic">{carCitation(car)}</cite>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </section>
  );
}
