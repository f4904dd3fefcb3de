/**
 * The calculator form's fixed texts, as docs/product-rules.md, "Inputs",
 * writes them. Apart from messages.ts because the page's inline script
 * (before-hydration.ts) bundles that module, and any text added there
 * changes the minified script the page carries.
 */
import type { Fuel } from "#lib/fuels.ts";

/** The price fields' labels and placeholders. */
export const PRICE_FIELD_TEXT: Readonly<Record<Fuel, { label: string; placeholder: string }>> = {
  ethanol: { label: "Preço do Etanol (R$ por litro)", placeholder: "Ex: 3.50" },
  gasoline: { label: "Preço da Gasolina (R$ por litro)", placeholder: "Ex: 5.00" },
};

/** The button that calculates. */
export const CALCULATE_LABEL = "Calcular";
