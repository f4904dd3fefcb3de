import { type Fraction, toRoundedNumber } from "#lib/decimal.ts";
import { formatDay, formatKm, formatKmPerLitre, formatLimit } from "#lib/format-figures.ts";
import { formatBRL } from "#lib/format.ts";
import { FUEL_LABEL, type Fuel } from "#lib/fuels.ts";
import { plural } from "#lib/plural.ts";
import type { OtherFuelComparison } from "./money.ts";
import type { FuelConsumption, LogSummary, SegmentKind } from "./segments.ts";

/**
 * The texts of the fill-up log ("Meus abastecimentos") that depend
 * on the figures, and the calculator's logbook option. The page's fixed
 * texts are in logbook-page-messages.ts, apart because the calculator loads
 * this module too.
 */

/** A count of segments: "1 trecho", "4 trechos". */
function segmentsText(count: number): string {
  return `${count} ${plural(count, { one: "trecho", other: "trechos" })}`;
}

/**
 * "No seu carro, o etanol compensa até 72,4% do preço da gasolina (4 trechos
 * com etanol, 3 com gasolina)"; null until both fuels have a segment.
 */
export function limitSentence(summary: LogSummary): string | null {
  const { limit, ethanol, gasoline } = summary;
  if (!limit || !ethanol || !gasoline) return null;
  return (
    `No seu carro, o etanol compensa até ${formatLimit(limit)} do preço da gasolina ` +
    `(${segmentsText(ethanol.segments)} com etanol, ${gasoline.segments} com gasolina)`
  );
}

/** The warning of a limit measured on fewer than three segments of a fuel. */
export const ROUGH_LIMIT =
  "Com menos de três trechos de cada combustível, este número ainda é aproximado: continue registrando.";

/** A fuel's line: "Etanol: 8,7 km/l em 4 trechos (1.737,6 km)", or that none is measured yet. */
export function consumptionLine(fuel: Fuel, consumption: FuelConsumption | null): string {
  if (!consumption) return `${FUEL_LABEL[fuel]}: ainda sem trecho medido.`;
  return `${FUEL_LABEL[fuel]}: ${formatKmPerLitre(consumption.kmPerLitre)} em ${segmentsText(consumption.segments)} (${formatKm(consumption.km)})`;
}

/** How a segment is shown in the list, by what it counts for. */
export const SEGMENT_LABELS: Record<SegmentKind, string> = {
  ethanol: "conta para o etanol",
  gasoline: "conta para a gasolina",
  blend: "tanque misto (não conta)",
  implausible: "fora do possível (não conta): confira",
};

/**
 * What the other fuel would have cost: "Com gasolina no lugar do etanol (e
 * vice-versa) nos mesmos 4 abastecimentos, você teria gastado R$ 1.013,71;
 * gastou R$ 800,00: economizou R$ 213,71."
 */
export function comparisonSentence(comparison: OtherFuelComparison): string {
  const saved = toRoundedNumber(comparison.saved, 2);
  const count = plural(comparison.compared, {
    one: "no mesmo abastecimento",
    other: `nos mesmos ${comparison.compared} abastecimentos`,
  });
  const outcome =
    saved > 0 ? `economizou ${formatBRL(saved)}` : saved < 0 ? `gastou ${formatBRL(-saved)} a mais` : "deu empate";
  return (
    `Com o outro combustível ${count}, você teria gastado ${formatBRL(toRoundedNumber(comparison.otherWouldCost, 2))}; ` +
    `gastou ${formatBRL(toRoundedNumber(comparison.paid, 2))}: ${outcome}.`
  );
}

/** The day of the last copy: "Última cópia: 12/10/2026". */
export function lastCopyLine(day: string): string {
  return `Última cópia: ${formatDay(day)}`;
}

/** The calculator's car panel option: its texts without and with the car's limit. */
export const LOGBOOK_OPTION_TEXT = {
  register: "Registre seus abastecimentos em",
  logbook: "Meus abastecimentos",
  discover: "e descubra o limite real do seu carro.",
  seeLogbook: "Ver meus abastecimentos",
} as const;

/** The option's checkbox: "Usar meus abastecimentos (limite 72,4%)". */
export function logbookCheckboxLabel(limit: Fraction): string {
  return `Usar meus abastecimentos (limite ${formatLimit(limit)})`;
}

/** Under the checkbox: "4 trechos com etanol, 3 com gasolina: número ainda aproximado." */
export function logbookOptionLine(ethanolSegments: number, gasolineSegments: number, rough: boolean): string {
  return `${segmentsText(ethanolSegments)} com etanol, ${gasolineSegments} com gasolina${rough ? ": número ainda aproximado" : ""}.`;
}
