/**
 * pt-BR formatting of the figures of a car, a fill-up and a station:
 * distances and odometer readings, km/l, litres, plain decimals, a car's
 * ethanol limit, and a day as lists print it. A module apart from format.ts
 * (money, percentages, dates in words) because the bundler ships a module
 * whole: the news island, which loads format.ts for its relative dates, must
 * not download figures it never prints. The formatters are built when the
 * module loads; none of them runs in a script before the first paint.
 */
import { type Fraction, toRoundedNumber } from "./decimal.ts";
import { formatBrDate, formatPercentColumn } from "./format.ts";

const upToOneDecimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/**
 * A distance or an odometer reading in km, pt-BR, with at most one decimal:
 * 19 → "19 km", 1234 → "1.234 km", 10300.25 → "10.300,3 km" (a fraction is
 * rounded half away from zero). Distances between municipal seats are whole
 * km (src/data/towns.ts), so they print whole.
 */
export function formatKm(km: number | Fraction): string {
  return `${upToOneDecimal.format(typeof km === "number" ? km : toRoundedNumber(km, 1))} km`;
}

const oneDecimal = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A consumption in km/l with one decimal, as Inmetro's PBE Veicular tables
 * print it: 12.345 → "12,3 km/l", 12 → "12,0 km/l". With `unit: false`, the
 * number alone ("12,3"), for figures that share one unit ("8,6 e 10,9 km/l").
 */
export function formatKmPerLitre(value: Fraction, { unit = true }: { unit?: boolean } = {}): string {
  const number = oneDecimal.format(toRoundedNumber(value, 1));
  return unit ? `${number} km/l` : number;
}

const upToThreeDecimals = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 3 });

/** A figure as Brazilians write it, with up to three decimals (what a form takes): 8.5 → "8,5", 1000 → "1.000". */
export function formatDecimal(value: Fraction): string {
  return upToThreeDecimals.format(toRoundedNumber(value, 3));
}

/** Litres as recorded: 40.5 → "40,5 L". */
export function formatLitres(value: Fraction): string {
  return `${formatDecimal(value)} L`;
}

/**
 * A car's ethanol limit (ethanol km/l ÷ gasoline km/l, the share of the
 * gasoline price up to which ethanol pays off) as the site prints it: a
 * percentage with one decimal, rounded once from the exact ratio, half up:
 * 0.72449 → "72,4%", 0.7245 → "72,5%", 0.7 → "70,0%".
 */
export function formatLimit(limit: Fraction): string {
  return formatPercentColumn(toRoundedNumber(limit, 3));
}

/** An ISO day ("2026-11-20") as Brazilians write it: "20/11/2026" (`formatBrDate`). */
export function formatDay(isoDay: string): string {
  return formatBrDate(new Date(`${isoDay}T00:00:00Z`));
}
