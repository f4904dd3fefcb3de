import type { Fuel } from "#lib/fuels.ts";

/**
 * The names of the two price fields, which are also the parameters of the
 * form's native GET (`/?etanol=4.19&gasolina=6.29`) and of a shared
 * calculation's address.
 */
export const PRICE_FIELD_NAMES = { ethanol: "etanol", gasoline: "gasolina" } as const satisfies Record<Fuel, string>;

/** The id of the live hint under a fuel's price field ("etanol-dica"). */
export function priceHintId(fuel: Fuel): string {
  return `${PRICE_FIELD_NAMES[fuel]}-dica`;
}

/** The id of the message under a price field whose price the last calculation refused ("etanol-erro"). */
export function priceErrorId(fuel: Fuel): string {
  return `${PRICE_FIELD_NAMES[fuel]}-erro`;
}

/**
 * The classes of a price field's border, red and thicker while the last calculation refused its price, and of the
 * message under it: one source for the island's `PriceField` and for the framed calculator's script
 * (island/embed-calculator.ts), which draws the same field without React.
 */
export const PRICE_FIELD_CLASSES = {
  border: "border-slate-400",
  refusedBorder: "border-2 border-red-700",
  error: "flex flex-wrap items-center gap-2 text-sm font-medium text-red-800",
} as const;
