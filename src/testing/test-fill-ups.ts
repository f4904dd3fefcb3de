import type { FillUp } from "#features/logbook/fill-up.ts";
import { type Fraction, parseDecimal } from "#lib/decimal.ts";
import type { Fuel } from "#lib/fuels.ts";

/** Exact decimal from text, for tests. */
export const dec = (text: string): Fraction => parseDecimal(text) as Fraction;

let counter = 0;

/** A fill-up for tests: [fuel, odometer km, litres, full?, price?], dated one day per 1000 km from 2026-01-01. */
export function fillUp(
  fuel: Fuel,
  odometerKm: string,
  litres: string,
  fullTank = true,
  price: string | null = null,
): FillUp {
  counter += 1;
  const day = new Date(Date.UTC(2026, 0, 1) + Math.floor(Number(odometerKm) / 1000) * 86_400_000);
  return {
    id: `f${counter}`,
    date: day.toISOString().slice(0, 10),
    fuel,
    odometerKm: dec(odometerKm),
    litres: dec(litres),
    pricePerLitre: price === null ? null : dec(price),
    fullTank,
  };
}

/**
 * The log's worked example: 3 gasoline segments (1 500 km on
 * 40 + 42 + 43 = 125 L: 12 km/l), a change to ethanol (one "tanque misto"
 * segment, left out), then 4 ethanol segments (350 + 390 + 430 + 567,6 =
 * 1 737,6 km on 40 + 45 + 50 + 65 = 200 L: 8,688 km/l). Limit 8,688 ÷ 12 =
 * 0,724: "72,4%".
 */
export function handExample(): FillUp[] {
  return [
    fillUp("gasoline", "10000", "35"),
    fillUp("gasoline", "10500", "40"),
    fillUp("gasoline", "11000", "42"),
    fillUp("ethanol", "11500", "43"),
    fillUp("ethanol", "11950", "48"),
    fillUp("ethanol", "12300", "40"),
    fillUp("ethanol", "12690", "45"),
    fillUp("ethanol", "13120", "50"),
    fillUp("ethanol", "13687.6", "65"),
  ];
}
