import type { ReactNode } from "react";
import { makePath, type RatedCar } from "./car-ratios";
import { RatioCells, VersionName } from "./CarNames";
import { TableFrame } from "../../components/ui/TableFrame";
import { CAPTION, CAPTION_TEXT, HEAD_CELL, LINK, TABLE } from "../../components/ui/table-styles";

/**
 * The catalogue's table of cars (the /carros page): one row per car, its
 * name as the row's header (make, a link to its page; model; version;
 * engine and transmission under it) and its ethanol limit (ethanol km/l ÷
 * gasoline km/l, from Inmetro – PBE Veicular) in the city, on the highway
 * and combined ("misto"): four columns that fit a 375 px phone. `cars` must
 * already be sorted by the "misto" limit, highest first (sortByMixedRatio);
 * the Misto header says so to assistive technology. A real `<table>` with a
 * caption, in a focusable frame named by the caption.
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
              Carro
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
            <tr key={index}>
              <th scope="row" className="font-normal">
                <a href={makePath(car.makeSlug)} className={LINK}>
                  {car.make}
                </a>{" "}
                <span className="font-semibold text-slate-900">{car.model}</span> <VersionName version={car.version} />
                <span className="block text-xs text-slate-700">
                  {car.engine} · {car.transmission}
                </span>
              </th>
              <RatioCells ratios={car.ratios} />
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
