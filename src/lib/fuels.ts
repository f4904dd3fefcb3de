/**
 * The two fuels of a flex car, one vocabulary for all the code: "ethanol"
 * and "gasoline" in code, the Portuguese words only where text is shown.
 * The capitalised labels are the words a result and its toast name the fuel
 * with: "Resultado: Abasteça com Etanol!", never "etanol" or "Ethanol".
 */

/** Both fuels, ethanol first, as every table and form lists them. */
export const FUELS = ["ethanol", "gasoline"] as const;

/** A fuel of a flex car. */
export type Fuel = (typeof FUELS)[number];

/** The fuel's label as a title or table heading: "Etanol", "Gasolina" (the fuel a result names). */
export const FUEL_LABEL: Readonly<Record<Fuel, "Etanol" | "Gasolina">> = { ethanol: "Etanol", gasoline: "Gasolina" };

/** The fuel's name inside a sentence: "etanol", "gasolina". */
export const FUEL_NAME: Readonly<Record<Fuel, "etanol" | "gasolina">> = { ethanol: "etanol", gasoline: "gasolina" };

/** The other fuel of the pair. */
export function otherFuel(fuel: Fuel): Fuel {
  return fuel === "ethanol" ? "gasoline" : "ethanol";
}
