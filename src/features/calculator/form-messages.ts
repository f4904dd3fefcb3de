/**
 * The calculator form's fixed texts, as docs/product-rules.md, "Inputs",
 * writes them. Apart from messages.ts because the page's inline script
 * (before-hydration.ts) bundles that module, and any text added there
 * changes the minified script the page carries.
 */
import { formatPercent } from "#lib/format.ts";
import type { Fuel } from "#lib/fuels.ts";
import type { CarField } from "./car-profile.ts";

/** The price fields' labels and placeholders. */
export const PRICE_FIELD_TEXT: Readonly<Record<Fuel, { label: string; placeholder: string }>> = {
  ethanol: { label: "Preço do Etanol (R$ por litro)", placeholder: "Ex: 3.50" },
  gasoline: { label: "Preço da Gasolina (R$ por litro)", placeholder: "Ex: 5.00" },
};

/** The button that calculates. */
export const CALCULATE_LABEL = "Calcular";

/** The car panel's summary ("Usar o consumo do meu carro"), what it says beside it without a limit, and its loading line. */
export const CAR_PANEL_TEXT = {
  summary: "Usar o consumo do meu carro",
  noLimit: "opcional",
  loading: "Carregando…",
} as const;

/** Beside the car panel's summary once the car's limit is known: "limite 72%" (`threshold`, a ratio). */
export function panelLimitText(threshold: number): string {
  return `limite ${formatPercent(threshold)}`;
}

/** The car panel's fields, in order, with the label, unit and placeholder of each. */
export const CAR_FIELD_TEXT: ReadonlyArray<{ field: CarField; label: string; unit: string; placeholder: string }> = [
  { field: "ethanolKmPerLitre", label: "Consumo com etanol", unit: "km/l", placeholder: "Ex.: 8,5" },
  { field: "gasolineKmPerLitre", label: "Consumo com gasolina", unit: "km/l", placeholder: "Ex.: 12,1" },
  { field: "tankLitres", label: "Capacidade do tanque", unit: "litros", placeholder: "50" },
  { field: "kmPerMonth", label: "Quilômetros por mês", unit: "km", placeholder: "Ex.: 1000" },
];

/** The car panel's fixed sentences: how to measure km/l, both needed, and the button that clears it. */
export const CAR_FIELDS_TEXT = {
  howToMeasure:
    "Se você mediu o consumo do seu carro, digite-o abaixo: ele vale no lugar dos números do Inmetro. Para medir, encha o tanque, zere o hodômetro parcial e rode normalmente até o próximo abastecimento. Encha de novo e divida os quilômetros rodados pelos litros colocados: esse é o seu km/l com aquele combustível.",
  bothNeeded: "Preencha os dois consumos para usar o consumo do seu carro.",
  clear: "Limpar dados do carro",
} as const;

/**
 * Said when the driver's own km/l replace a reference: "Valem os consumos
 * que você digitou, no lugar dos números do Inmetro do carro escolhido."
 * (or "do consumo medido nos seus abastecimentos").
 */
export function ownOverridesText(reference: "inmetro" | "logbook" | null): string {
  const replaced =
    reference === "logbook" ? "do consumo medido nos seus abastecimentos" : "dos números do Inmetro do carro escolhido";
  return `Valem os consumos que você digitou, no lugar ${replaced}.`;
}

/** The button that applies a suggested figure: "Usar 8,5 km/l". */
export function suggestedFigureLabel(suggestion: string, unit: string): string {
  return `Usar ${suggestion} ${unit}`;
}
