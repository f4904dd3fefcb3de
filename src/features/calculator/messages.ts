/**
 * The calculator's user-facing texts, in one place. The product's own (the
 * two toasts, the result headline, the savings message, the disclaimer) stay
 * word for word as docs/product-rules.md, 'The calculator', writes them.
 */
import { type Fraction, toRoundedNumber } from "#lib/decimal.ts";
import { formatBRL, formatPercent, formatPricePerLitre } from "#lib/format.ts";
import { FUEL_LABEL, FUEL_NAME, type Fuel } from "#lib/fuels.ts";
import { PRICE_RANGE } from "#lib/plausibility.ts";
import type { ThresholdBasis } from "./car-profile.ts";
import type { PriceProblem } from "./price-check.ts";

/** Destructive toast when a price is missing, not a number or not above zero: no calculation, the result cleared. */
export const INPUT_ERROR = {
  title: "Erro de Entrada",
  description: "Por favor, insira valores válidos e positivos para ambos os combustíveis.",
} as const;

/** Success toast after every calculation that gives a verdict, naming the fuel. */
export function successToast(fuel: Fuel): { title: string; description: string } {
  return {
    title: "Cálculo Concluído!",
    description: `Com base nos preços informados, a opção mais vantajosa é: ${FUEL_LABEL[fuel]}.`,
  };
}

/** Result headline: "Resultado: Abasteça com Etanol!" or "Resultado: Abasteça com Gasolina!". */
export function resultHeadline(fuel: Fuel): string {
  return `Resultado: Abasteça com ${FUEL_LABEL[fuel]}!`;
}

/** A {@link ThresholdBasis} with the threshold it gives (a ratio, 0.72 for 72%). */
export type StatedBasis =
  | { kind: "rule" }
  | { kind: "own"; threshold: number }
  | { kind: "inmetro"; car: string; threshold: number }
  | { kind: "logbook"; threshold: number };

/** The basis of a verdict with its threshold, for the texts below. */
export function statedBasis(basis: ThresholdBasis, threshold: number): StatedBasis {
  return basis.kind === "rule" ? basis : { ...basis, threshold };
}

/**
 * The savings message, in the product's form "aproximadamente R$ X por
 * litro … (considerando a regra dos 70%)"
 * (docs/product-rules.md, 'Saving per litre'). `savingsPerLitre` is in R$
 * per litre.
 * With the driver's own km/l the closing words name their ratio instead:
 * "(considerando o consumo do seu carro: 72%)"; with a car picked from
 * Inmetro's table, "(considerando o consumo do Chevrolet ONIX LTZ 1.0T -
 * 12V segundo o Inmetro: 71,1%)"; with the fill-up log, "(considerando o
 * consumo medido nos seus abastecimentos: 72,4%)".
 */
export function savingsMessage(fuel: Fuel, savingsPerLitre: number, basis: StatedBasis = { kind: "rule" }): string {
  const choice = `com ${FUEL_NAME[fuel]}`;
  return `Você economiza aproximadamente ${formatBRL(savingsPerLitre)} por litro abastecendo ${choice} (considerando ${basisText(basis)}).`;
}

/** The threshold's origin in words: "a regra dos 70%", "o consumo do seu carro: 72%", "o consumo do … segundo o Inmetro: 71,1%". */
function basisText(basis: StatedBasis): string {
  switch (basis.kind) {
    case "rule":
      return "a regra dos 70%";
    case "own":
      return `o consumo do seu carro: ${formatPercent(basis.threshold)}`;
    case "inmetro":
      return `o consumo do ${basis.car} segundo o Inmetro: ${formatPercent(basis.threshold)}`;
    case "logbook":
      return `o consumo medido nos seus abastecimentos: ${formatPercent(basis.threshold)}`;
  }
}

/** Live hint under the ethanol field: the highest ethanol price that pays off. */
export function ethanolBreakEvenHint(price: number): string {
  return `O etanol compensa até ${formatBRL(price)}`;
}

/** Live hint under the gasoline field: the highest gasoline price that pays off. */
export function gasolineBreakEvenHint(price: number): string {
  return `A gasolina compensa até ${formatBRL(price)}`;
}

/** The ratio in words: "O etanol custa 68,6% do preço da gasolina". */
export function ratioSentence(ratio: number): string {
  return `O etanol custa ${formatPercent(ratio)} do preço da gasolina`;
}

/** Disclaimer under every result: the calculation is an estimate and real consumption varies. */
export const ESTIMATE_DISCLAIMER =
  "Este cálculo é uma estimativa. O consumo real varia conforme o carro, o motor e a forma de dirigir.";

/** Toasts after "Compartilhar", by outcome ("cancelled" shows none). */
export const SHARE_TOASTS = {
  shared: { title: "Resultado compartilhado!" },
  whatsapp: { title: "Abrimos o WhatsApp", description: "Escolha o contato ou grupo e envie o resultado." },
  copied: { title: "Resultado copiado!", description: "Cole a mensagem onde quiser compartilhar." },
  failed: {
    title: "Não foi possível compartilhar",
    description: "Seu navegador bloqueou o compartilhamento. Tente de novo ou anote o resultado.",
  },
} as const;

/** The fuel's name inside a sentence: "do etanol", "da gasolina". */
const OF_FUEL: Record<Fuel, string> = { ethanol: "do etanol", gasoline: "da gasolina" };

/**
 * The message under a price field that cannot be computed, in the words of
 * that field: "Digite o preço do etanol.", "O preço precisa ser maior que
 * zero.", "R$ 419,00 por litro? Você quis dizer R$ 4,19?".
 */
export function priceProblemMessage(field: Fuel, problem: PriceProblem): string {
  switch (problem.kind) {
    case "missing":
      return `Digite o preço ${OF_FUEL[field]}.`;
    case "notANumber":
      return `Digite o preço ${OF_FUEL[field]} em reais por litro, por exemplo 4,19.`;
    case "notPositive":
      return "O preço precisa ser maior que zero.";
    case "implausible": {
      const asked = `${formatPricePerLitre(problem.price)} por litro?`;
      return problem.suggestion
        ? `${asked} Você quis dizer ${formatPricePerLitre(problem.suggestion)}?`
        : `${asked} Confira o preço: a calculadora aceita de ${formatBRL(toRoundedNumber(PRICE_RANGE.min, 2))} a ${formatBRL(toRoundedNumber(PRICE_RANGE.max, 2))} por litro.`;
    }
  }
}

/** The label of the button that applies a suggested price: "Usar R$ 4,19". */
export function suggestionLabel(price: Fraction): string {
  return `Usar ${formatPricePerLitre(price)}`;
}
