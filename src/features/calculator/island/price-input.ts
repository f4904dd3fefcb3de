import type { Fuel } from "#lib/fuels.ts";
import { PRICE_FIELD_NAMES } from "../price-fields.ts";

/** The price field of `fuel` in the calculator's form, if there. */
export function priceInput(form: HTMLFormElement, fuel: Fuel): HTMLInputElement | null {
  return form.elements.namedItem(PRICE_FIELD_NAMES[fuel]) as HTMLInputElement | null;
}
