/**
 * What is wrong with a price the driver typed, field by field, before any
 * calculation: missing, not a number, not above zero (spec §5), or outside
 * the prices the ANP has ever surveyed (src/lib/plausibility.ts): such a
 * price is questioned, with the correction a lost decimal separator
 * suggests ("419" → R$ 4,19), never computed.
 */
import type { Fraction } from "../../lib/decimal";
import { parseDecimal } from "../../lib/decimal";
import { FUELS, type Fuel } from "../../lib/fuels";
import { parsePrice } from "../../lib/fuel-comparison";
import { isPlausible, PRICE_RANGE, suggestCorrection } from "../../lib/plausibility";

/** Why a price field cannot be computed. */
export type PriceProblem =
  | { kind: "missing" }
  | { kind: "notANumber" }
  | { kind: "notPositive" }
  | { kind: "implausible"; price: Fraction; suggestion: Fraction | null };

/**
 * Checks one price field's text (R$ per litre, as the number field gives
 * it: "4.19"). `badInput` is the field's `validity.badInput`: the browser
 * holds text it cannot read as a number, and reports it as "". Returns
 * null for a price the calculation may use.
 */
function priceProblem(text: string, badInput = false): PriceProblem | null {
  if (badInput) return { kind: "notANumber" };
  if (text.trim() === "") return { kind: "missing" };
  const price = parseDecimal(text);
  if (!price) return { kind: "notANumber" };
  if (price.n <= 0n) return { kind: "notPositive" };
  if (!isPlausible(price, PRICE_RANGE) || !parsePrice(text)) {
    return { kind: "implausible", price, suggestion: suggestCorrection(price, PRICE_RANGE) };
  }
  return null;
}

/** The problems of both fields; empty when both prices may be computed. */
export function priceProblems(
  fields: Record<Fuel, { text: string; badInput?: boolean }>,
): Partial<Record<Fuel, PriceProblem>> {
  const problems: Partial<Record<Fuel, PriceProblem>> = {};
  for (const field of FUELS) {
    const problem = priceProblem(fields[field].text, fields[field].badInput);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** Whether a problem is one the spec calls invalid input (§5: missing, not a number, not positive): its toast then shows too. */
export function isSpecInvalid(problem: PriceProblem): boolean {
  return problem.kind !== "implausible";
}
