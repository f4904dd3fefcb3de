import { compare, type Fraction } from "#lib/decimal.ts";
import type { Fuel } from "#lib/fuels.ts";
import { parseLocaleNumber, parsePriceText } from "#lib/locale-number.ts";
import { isPlausible, PRICE_RANGE, TANK_RANGE } from "#lib/plausibility.ts";
import { type FillUp, isIsoDay } from "./fill-up.ts";

/** The fields of a fill-up as typed ("" when empty); `fullTank` is the checkbox. */
export interface FillUpInput {
  date: string;
  fuel: Fuel | "";
  odometerKm: string;
  litres: string;
  pricePerLitre: string;
  fullTank: boolean;
}

/** A field that can hold a mistake, named as in {@link FillUpInput}. */
export type FillUpField = Exclude<keyof FillUpInput, "fullTank">;

/** A Portuguese message per field with a mistake. */
export type FieldErrors = Partial<Record<FillUpField, string>>;

/** Highest odometer reading, in km: odometers of cars roll over at 999 999 or 9 999 999. */
const MAX_ODOMETER_KM: Fraction = { n: 9_999_999n, d: 1n };

/** The message of each field whose value is missing or unusable. */
export const FILL_UP_ERRORS: Record<FillUpField, string> = {
  date: "Informe a data do abastecimento.",
  fuel: "Escolha o combustível: Etanol ou Gasolina.",
  odometerKm: "Informe o hodômetro em km: um número maior que zero (ex.: 10.300).",
  litres: "Informe os litros: um número maior que zero e até 200, com até 3 casas (ex.: 40,5).",
  pricePerLitre: "Informe o preço por litro em reais: de R$ 1 a R$ 20, com até 3 casas (ex.: 5,89).",
};

/** The date-in-the-future message. */
export const FUTURE_DATE_ERROR = "A data está no futuro: informe o dia em que você abasteceu.";

/** A value > 0 with at most 3 decimals that `accept` takes, or null. */
function positive(value: Fraction | null, accept: (value: Fraction) => boolean): Fraction | null {
  return value && value.n > 0n && (value.n * 1000n) % value.d === 0n && accept(value) ? value : null;
}

/** Outcome of {@link readFillUp}: the record, or a message per field. */
export type ReadFillUp = { ok: true; fillUp: FillUp } | { ok: false; errors: FieldErrors };

/**
 * Reads the typed fields into a fill-up with id `id`. Numbers are typed
 * the Brazilian way ("10.300" km, "40,5" L; a dot also marks decimals in
 * litres and prices, see lib/locale-number); the price is optional and
 * within lib/plausibility's PRICE_RANGE; the date is
 * an ISO day no later than `today` (ISO, the driver's local day). Each
 * missing or unusable field gets its Portuguese message. Throws nothing.
 */
export function readFillUp(input: FillUpInput, id: string, today: string): ReadFillUp {
  const errors: FieldErrors = {};
  if (!isIsoDay(input.date)) errors.date = FILL_UP_ERRORS.date;
  else if (input.date > today) errors.date = FUTURE_DATE_ERROR;
  if (input.fuel === "") errors.fuel = FILL_UP_ERRORS.fuel;
  const odometerKm = positive(parseLocaleNumber(input.odometerKm), (km) => compare(km, MAX_ODOMETER_KM) <= 0);
  if (!odometerKm) errors.odometerKm = FILL_UP_ERRORS.odometerKm;
  // Litres, like a price, never reach a thousand: a lone "." is a decimal point ("40.5").
  const litres = positive(parsePriceText(input.litres), (value) => compare(value, TANK_RANGE.max) <= 0);
  if (!litres) errors.litres = FILL_UP_ERRORS.litres;
  const priceText = input.pricePerLitre.trim();
  const pricePerLitre =
    priceText === "" ? null : positive(parsePriceText(priceText), (price) => isPlausible(price, PRICE_RANGE));
  if (priceText !== "" && !pricePerLitre) errors.pricePerLitre = FILL_UP_ERRORS.pricePerLitre;
  if (Object.keys(errors).length > 0 || input.fuel === "" || !odometerKm || !litres) return { ok: false, errors };
  return {
    ok: true,
    fillUp: { id, date: input.date, fuel: input.fuel, odometerKm, litres, pricePerLitre, fullTank: input.fullTank },
  };
}
