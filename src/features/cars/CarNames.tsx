import { type CycleRatio, formatRatio } from "./car-ratios";

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
