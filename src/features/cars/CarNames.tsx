import { NUMBER_CELL } from "../../components/ui/table-styles";
import { type CarRatios, type CycleRatio, formatRatio } from "./car-ratios";

/**
 * A car's version as the Inmetro – PBE Veicular table prints it; the few
 * cars printed without one (2020 table) read "—" on screen and "sem versão"
 * to screen readers, so no table cell is left empty.
 */
export function VersionName({ version }: { version: string }) {
  if (version.trim() !== "") return <>{version}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">sem versão</span>
    </>
  );
}

/** An ethanol limit as a pt-BR percentage with one decimal ("71,1%", "70,0%"; formatRatio). */
export function RatioText({ ratio }: { ratio: CycleRatio }) {
  return <>{formatRatio(ratio)}</>;
}

/**
 * A car's three ethanol limits as table cells: cidade, estrada and misto
 * (misto in bold: it decides the order). `firstClassName` adds to the first
 * cell's classes (a column group's border).
 */
export function RatioCells({ ratios, firstClassName = "" }: { ratios: CarRatios; firstClassName?: string }) {
  return (
    <>
      <td className={`${NUMBER_CELL} ${firstClassName}`}>
        <RatioText ratio={ratios.city} />
      </td>
      <td className={NUMBER_CELL}>
        <RatioText ratio={ratios.highway} />
      </td>
      <td className={`${NUMBER_CELL} font-bold text-slate-900`}>
        <RatioText ratio={ratios.mixed} />
      </td>
    </>
  );
}
