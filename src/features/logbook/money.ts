/**
 * What the fill-ups cost, from the prices the driver recorded: spending per
 * month, cost per km with each fuel, and what choosing the other fuel at the
 * same fill-ups would have cost. Exact on decimals.
 */
import { add, divide, type Fraction, multiply, subtract } from "#lib/decimal.ts";
import { type Fuel, otherFuel } from "#lib/fuels.ts";
import type { FillUp } from "./fill-up.ts";
import type { LogSummary } from "./segments.ts";

const ZERO: Fraction = { n: 0n, d: 1n };

type PricedFillUp = FillUp & { pricePerLitre: Fraction };

function hasPrice(fillUp: FillUp): fillUp is PricedFillUp {
  return fillUp.pricePerLitre !== null;
}

function cost({ litres, pricePerLitre }: PricedFillUp): Fraction {
  return multiply(litres, pricePerLitre);
}

/** Days within which the driver's price of the other fuel stands for the price on a fill-up's day. */
export const OTHER_PRICE_WINDOW_DAYS = 31;

/** R$ spent in one month ("2026-11"), over its fill-ups with a price. */
export interface MonthSpending {
  month: string;
  spent: Fraction;
  fillUps: number;
}

/** Spending per month, newest first; fill-ups without a price are left out. */
export function monthlySpending(fillUps: readonly FillUp[]): MonthSpending[] {
  const months = new Map<string, MonthSpending>();
  for (const fillUp of fillUps.filter(hasPrice)) {
    const month = fillUp.date.slice(0, 7);
    const current = months.get(month) ?? { month, spent: ZERO, fillUps: 0 };
    months.set(month, { month, spent: add(current.spent, cost(fillUp)), fillUps: current.fillUps + 1 });
  }
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}

/**
 * R$ per km with `fuel`: the mean price paid per litre of it (total R$ ÷
 * total litres of its fill-ups with a price) ÷ its km/l from the log.
 * Null without a price or a km/l for that fuel.
 */
export function costPerKm(fillUps: readonly FillUp[], summary: LogSummary, fuel: Fuel): Fraction | null {
  const consumption = summary[fuel];
  const priced = fillUps.filter(hasPrice).filter((fillUp) => fillUp.fuel === fuel);
  if (!consumption || priced.length === 0) return null;
  const spent = priced.reduce((total, fillUp) => add(total, cost(fillUp)), ZERO);
  const litres = priced.reduce((total, fillUp) => add(total, fillUp.litres), ZERO);
  return divide(divide(spent, litres), consumption.kmPerLitre);
}

/** What the other fuel would have cost at the fill-ups that could be compared. */
export interface OtherFuelComparison {
  /** R$ the compared fill-ups cost. */
  paid: Fraction;
  /** R$ the same km would have cost with the other fuel. */
  otherWouldCost: Fraction;
  /** otherWouldCost − paid: positive when the driver's choices saved money. */
  saved: Fraction;
  compared: number;
  /** Fill-ups with a price but no price of the other fuel within {@link OTHER_PRICE_WINDOW_DAYS} days. */
  leftOut: number;
}

function daysBetween(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}

/**
 * For each fill-up with a price: its litres take the car litres × km/l of
 * its fuel; the other fuel would have taken that distance ÷ its km/l, at the
 * price the driver recorded for it on the nearest day within
 * {@link OTHER_PRICE_WINDOW_DAYS} days (the log holds no other source of the
 * other fuel's price). Null until the log gives km/l with both fuels or when
 * no fill-up can be compared.
 */
export function otherFuelComparison(fillUps: readonly FillUp[], summary: LogSummary): OtherFuelComparison | null {
  const { ethanol, gasoline } = summary;
  if (!ethanol || !gasoline) return null;
  const kmPerLitre: Record<Fuel, Fraction> = { ethanol: ethanol.kmPerLitre, gasoline: gasoline.kmPerLitre };
  const priced = fillUps.filter(hasPrice);
  let paid = ZERO;
  let otherWouldCost = ZERO;
  let compared = 0;
  for (const fillUp of priced) {
    const other = otherFuel(fillUp.fuel);
    const nearest = priced
      .filter(
        (candidate) => candidate.fuel === other && daysBetween(candidate.date, fillUp.date) <= OTHER_PRICE_WINDOW_DAYS,
      )
      .sort((a, b) => daysBetween(a.date, fillUp.date) - daysBetween(b.date, fillUp.date))[0];
    if (!nearest) continue;
    const km = multiply(fillUp.litres, kmPerLitre[fillUp.fuel]);
    paid = add(paid, cost(fillUp));
    otherWouldCost = add(otherWouldCost, multiply(divide(km, kmPerLitre[other]), nearest.pricePerLitre));
    compared += 1;
  }
  if (compared === 0) return null;
  return { paid, otherWouldCost, saved: subtract(otherWouldCost, paid), compared, leftOut: priced.length - compared };
}
