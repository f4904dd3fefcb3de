import { compare, type Fraction } from "#lib/decimal.ts";
import type { Fuel } from "#lib/fuels.ts";

/**
 * One fill-up as the driver recorded it: the day (ISO "2026-11-20"), the
 * fuel, the odometer reading in km, the litres put in, the price paid in R$
 * per litre (null when not given) and whether the tank was filled up.
 * Every number is exact and positive once it is a FillUp (see fill-up-form.ts).
 */
export interface FillUp {
  id: string;
  date: string;
  fuel: Fuel;
  odometerKm: Fraction;
  litres: Fraction;
  pricePerLitre: Fraction | null;
  fullTank: boolean;
}

/**
 * The order in which fill-ups happened: by odometer, then by date, then by
 * id (only for two records of the same reading and day, so that the order
 * never depends on the order of entry).
 */
export function byOdometer(a: FillUp, b: FillUp): number {
  return compare(a.odometerKm, b.odometerKm) || a.date.localeCompare(b.date) || a.id.localeCompare(b.id);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar day written "2026-11-20". */
export function isIsoDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
