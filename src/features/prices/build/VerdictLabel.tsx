import type { PlaceVerdict } from "#features/prices/price-verdicts.ts";
import { FUEL_LABEL, FUEL_NAME } from "#lib/fuels.ts";
import { VERDICT_LABEL } from "#lib/verdict-tone.ts";

/** What a verdict reads in a table: the fuel, or what is missing. */
function verdictWords(verdict: PlaceVerdict): string {
  if (!verdict.ok) return verdict.missing === "both" ? "Sem preços" : `Sem preço de ${FUEL_NAME[verdict.missing]}`;
  return FUEL_LABEL[verdict.fuel];
}

/** The tint of a verdict (src/lib/verdict-tone.ts): green for ethanol, amber for gasoline; text contrast ≥ 7:1 on it. */
const tintOf = (verdict: PlaceVerdict) => VERDICT_LABEL[verdict.ok ? verdict.fuel : "none"];

/**
 * A verdict as a short label for a table cell: "Etanol" on green, "Gasolina"
 * on amber (the words carry the meaning; the colour only repeats it), or
 * what is missing ("Sem preço de etanol").
 */
export function VerdictLabel({ verdict }: { verdict: PlaceVerdict }) {
  return (
    <span className={`${verdict.ok ? "inline-block rounded-md px-2 py-0.5" : ""} ${tintOf(verdict)}`}>
      {verdictWords(verdict)}
    </span>
  );
}

/**
 * The same label as a whole table cell, tinted itself: for the long tables
 * (the monthly series), where a label inside each cell would be one more
 * element per row.
 */
export function VerdictCell({ verdict }: { verdict: PlaceVerdict }) {
  return <td className={tintOf(verdict)}>{verdictWords(verdict)}</td>;
}
