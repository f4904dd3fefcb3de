import { type Fraction, toRoundedNumber } from "../../lib/decimal";
import { formatBrDate } from "../../lib/format";

const km = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
const kmPerLitre = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const litres = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 3 });

/** A distance or odometer reading: 10300 → "10.300 km". */
export function formatKm(value: Fraction): string {
  return `${km.format(toRoundedNumber(value, 1))} km`;
}

/** A consumption with one decimal: 12.345 → "12,3 km/l". */
export function formatKmPerLitre(value: Fraction): string {
  return `${kmPerLitre.format(toRoundedNumber(value, 1))} km/l`;
}

/** Litres as recorded: 40.5 → "40,5 L". */
export function formatLitres(value: Fraction): string {
  return `${litres.format(toRoundedNumber(value, 3))} L`;
}

/** An ISO day ("2026-11-20") as Brazilians write it: "20/11/2026". */
export function formatDay(isoDay: string): string {
  return formatBrDate(new Date(`${isoDay}T00:00:00Z`));
}
