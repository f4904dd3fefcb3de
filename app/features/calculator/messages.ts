import { formatBRL } from "../../lib/format";
import type { Fuel } from "./fuel-comparison";

/**
 * The calculator's user-facing texts, exactly as the specification writes
 * them (spec §4, §5, §8, §9), in one place.
 */

/** Destructive toast for unusable prices (spec §5, §8). */
export const INPUT_ERROR = {
  title: "Erro de Entrada",
  description: "Por favor, insira valores válidos e positivos para ambos os combustíveis.",
} as const;

/** Success toast after a calculation (spec §8). */
export function successToast(fuel: Fuel): { title: string; description: string } {
  return {
    title: "Cálculo Concluído!",
    description: `Com base nos preços informados, a opção mais vantajosa é: ${fuel}.`,
  };
}

/** Result headline (spec §4). */
export function resultHeadline(fuel: Fuel): string {
  return `Resultado: Abasteça com ${fuel}!`;
}

/**
 * The savings message (spec §9): "aproximadamente R$ X por litro …
 * (considerando a regra dos 70%)". `savingsPerLitre` is in R$ per litre.
 */
export function savingsMessage(fuel: Fuel, savingsPerLitre: number): string {
  const choice = fuel === "Etanol" ? "com etanol" : "com gasolina";
  return `Você economiza aproximadamente ${formatBRL(savingsPerLitre)} por litro abastecendo ${choice} (considerando a regra dos 70%).`;
}

/** Disclaimer under every result (spec §1, §4). */
export const ESTIMATE_DISCLAIMER =
  "Este cálculo é uma estimativa. O consumo real varia conforme o carro, o motor e a forma de dirigir.";
