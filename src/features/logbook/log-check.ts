import { compare } from "#lib/decimal.ts";
import { formatDay, formatKm, formatKmPerLitre } from "#lib/format-figures.ts";
import type { FillUpField } from "./fill-up-form.ts";
import type { FillUp } from "./fill-up.ts";
import { type Segment, segmentsOf } from "./segments.ts";

/** A mistake a fill-up makes in a log, with the field to show it at. */
export interface LogProblem {
  field: FillUpField;
  message: string;
}

function othersThan(log: readonly FillUp[], candidate: FillUp): FillUp[] {
  return log.filter((fillUp) => fillUp.id !== candidate.id);
}

/**
 * Checks that the odometer of `candidate` is above every earlier day's and
 * below every later day's in `log`, and that no other fill-up has the same
 * reading (a fill-up of `log` with the candidate's id is the one being
 * edited and is left out). Returns the problem, or null.
 */
export function checkOdometer(log: readonly FillUp[], candidate: FillUp): LogProblem | null {
  for (const other of othersThan(log, candidate)) {
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
  return null;
}

/**
 * Checks that no segment `candidate` takes part in, in `log`, gives a km/l
 * outside the site's plausible range (`KM_PER_LITRE_RANGE`, 2 to 40 km/l, as
 * the message says; a test holds the two together): a typing mistake in the
 * odometer or the litres. Returns the problem, or null.
 */
export function checkSegments(log: readonly FillUp[], candidate: FillUp): (LogProblem & { segment: Segment }) | null {
  const implausible = segmentsOf([...othersThan(log, candidate), candidate]).find(
    (segment) =>
      segment.kind === "implausible" &&
      compare(segment.start.odometerKm, candidate.odometerKm) <= 0 &&
      compare(candidate.odometerKm, segment.end.odometerKm) <= 0,
  );
  if (!implausible) return null;
  return {
    field: "odometerKm",
    segment: implausible,
    message:
      `Com este abastecimento, o trecho de ${formatKm(implausible.start.odometerKm)} a ` +
      `${formatKm(implausible.end.odometerKm)} daria ${formatKmPerLitre(implausible.kmPerLitre)}, fora do ` +
      "possível para um carro (de 2 a 40 km/l). Confira o hodômetro e os litros.",
  };
}

/**
 * Checks that `candidate` fits the log: {@link checkOdometer}, then
 * {@link checkSegments}. Returns the first problem, or null when it fits.
 */
export function checkInLog(log: readonly FillUp[], candidate: FillUp): LogProblem | null {
  return checkOdometer(log, candidate) ?? checkSegments(log, candidate);
}
