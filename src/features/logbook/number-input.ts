import { type Fraction, parseDecimal } from "../../lib/decimal";

/**
 * Reads a number typed the Brazilian way. Stand-in until the shared pt-BR
 * parser lands in src/lib: swap the body, keep the signature.
 */
export function parseNumberInput(text: string): Fraction | null {
  return parseDecimal(text);
}
