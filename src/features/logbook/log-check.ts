import { compare } from "../../lib/decimal";
import type { FillUp } from "./fill-up";
import type { FillUpField } from "./fill-up-form";
import { formatDay, formatKm, formatKmPerLitre } from "./logbook-format";
import { segmentsOf } from "./segments";

/** A mistake a fill-up makes in a log, with the field to show it at. */
export interface LogProblem {
  field: FillUpField;
  message: string;
}

/**
 * Checks that `candidate` fits the log (`log` holds the other fill-ups; one
 * with the same id is the one being edited and is left out):
 * - its odometer is above every earlier day's and below every later day's,
 *   and no other fill-up has the same reading;
 * - no segment it takes part in gives less than 2 or more than 30 km/l
 *   (a typing mistake in the odometer or the litres).
 * Returns the first problem, or null when the fill-up fits.
 */
export function checkInLog(log: readonly FillUp[], candidate: FillUp): LogProblem | null {
  const others = log.filter((fillUp) => fillUp.id !== candidate.id);
  for (const other of others) {
    const order = compare(candidate.odometerKm, other.odometerKm);
    const reading = `${formatDay(other.date)} (${formatKm(other.odometerKm)})`;
    if (order === 0) {
      return { field: "odometerKm", message: `O abastecimento de ${reading} já tem este hodômetro.` };
    }
    if (order < 0 && other.date < candidate.date) {
      return {
        field: "odometerKm",
        message: `O hodômetro está abaixo do anterior: o abastecimento de ${reading} já marcava mais.`,
      };
    }
    if (order > 0 && other.date > candidate.date) {
      return {
        field: "odometerKm",
        message: `O hodômetro está acima do de um abastecimento posterior: ${reading}. Confira a data e o hodômetro.`,
      };
    }
  }
  const implausible = segmentsOf([...others, candidate]).find(
    (segment) =>
      segment.kind === "implausible" &&
      compare(segment.start.odometerKm, candidate.odometerKm) <= 0 &&
      compare(candidate.odometerKm, segment.end.odometerKm) <= 0,
  );
  if (!implausible) return null;
  return {
    field: "odometerKm",
    message:
      `Com este abastecimento, o trecho de ${formatKm(implausible.start.odometerKm)} a ` +
      `${formatKm(implausible.end.odometerKm)} daria ${formatKmPerLitre(implausible.kmPerLitre)}, fora do ` +
      "possível para um carro (de 2 a 30 km/l). Confira o hodômetro e os litros.",
  };
}
