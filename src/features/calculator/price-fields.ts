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
