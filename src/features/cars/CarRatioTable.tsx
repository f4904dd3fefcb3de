import type { ReactNode } from "react";
import { makePath, type RatedCar } from "./car-ratios";
import { RatioCells, VersionName } from "./CarNames";
import { TableFrame } from "../../components/ui/TableFrame";
import {
  CAPTION,
  CAPTION_TEXT,
  HEAD_CELL,
  LINK,
  ROW,
  FIRST_COLUMN,
  TABLE,
  TEXT_CELL,
} from "../../components/ui/table-styles";

/**
 * The catalogue's table of cars (the /carros page): one row per car with
 * make (a link to its page, model (the row's header), version,
 * engine, transmission and its ethanol limit (ethanol km/l ÷ gasoline km/l,
 * from Inmetro – PBE Veicular) in the city, on the highway and combined
 * ("misto"). `cars` must already be sorted by the "misto" limit, highest
 * first (sortByMixedRatio); the Misto header says so to assistive
 * technology. A real `<table>` with a caption; on a narrow screen it
 * scrolls sideways inside a focusable frame named by the caption, the model
 * staying in view.
 * Static: rendered at build time, no JavaScript.
 */
export function CarRatioTable({
  id,
  cars,
  caption,
}: {
  /** Unique id prefix (the caption gets `${id}-legenda`). */
  id: string;
  cars: readonly RatedCar[];
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
              Marca
            </th>
            <th scope="col" className={`${HEAD_CELL} ${FIRST_COLUMN} bg-slate-100`}>
              Modelo
            </th>
            <th scope="col" className={HEAD_CELL}>
              Versão
            </th>
            <th scope="col" className={HEAD_CELL}>
              Motor
            </th>
            <th scope="col" className={HEAD_CELL}>
              Câmbio
            </th>
            <th scope="col" className={`${HEAD_CELL} text-right`}>
              Cidade
            </th>
            <th scope="col" className={`${HEAD_CELL} text-right`}>
              Estrada
            </th>
            <th scope="col" aria-sort="descending" className={`${HEAD_CELL} text-right`}>
              Misto
            </th>
          </tr>
        </thead>
        <tbody>
          {cars.map((car, index) => (
            <tr key={index} className={ROW}>
              <td className={TEXT_CELL}>
                <a href={makePath(car.makeSlug)} className={LINK}>
                  {car.make}
                </a>
              </td>
              <th scope="row" className={`${TEXT_CELL} ${FIRST_COLUMN} bg-white font-semibold text-slate-900`}>
                {car.model}
              </th>
              <td className={TEXT_CELL}>
                <VersionName version={car.version} />
              </td>
              <td className={`${TEXT_CELL} whitespace-nowrap`}>{car.engine}</td>
              <td className={`${TEXT_CELL} whitespace-nowrap`}>{car.transmission}</td>
              <RatioCells ratios={car.ratios} />
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
