import { PRICE_FIELD_NAMES } from "#features/calculator/price-fields.ts";
import type { Fuel } from "#lib/fuels.ts";

/** The price field of `fuel` in the calculator's form, if there. */
export function priceInput(form: HTMLFormElement, fuel: Fuel): HTMLInputElement | null {
  return form.elements.namedItem(PRICE_FIELD_NAMES[fuel]) as HTMLInputElement | null;
}
