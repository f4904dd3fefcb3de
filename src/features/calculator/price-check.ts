/**
 * What is wrong with a price the driver typed, field by field, before any
 * calculation: missing, not a number, not above zero (the input the product
 * refuses: docs/product-rules.md, 'Valid input'), or outside
 * the prices the ANP has ever surveyed (src/lib/plausibility.ts): such a
 * price is questioned, with the correction a lost decimal separator
 * suggests ("419" → R$ 4,19), never computed.
 */
import type { Fraction } from "#lib/decimal.ts";
import { parseDecimal } from "#lib/decimal.ts";
import { parsePrice } from "#lib/fuel-comparison.ts";
import { FUELS, type Fuel } from "#lib/fuels.ts";
import { isPlausible, PRICE_RANGE, suggestCorrection } from "#lib/plausibility.ts";

/** Why a price field cannot be computed. */
export type PriceProblem =
  | { kind: "missing" }
  | { kind: "notANumber" }
  | { kind: "notPositive" }
  | { kind: "implausible"; price: Fraction; suggestion: Fraction | null };

/**
 * The kind of problem of one price field's text (R$ per litre, as the number
 * field gives it: "4.19"), or null for a price the calculation may use.
 * `badInput` is the field's `validity.badInput`: the browser holds text it
 * cannot read as a number, and reports it as "".
 */
export function priceProblemKind(text: string, badInput = false): PriceProblem["kind"] | null {
  if (badInput) return "notANumber";
  if (text.trim() === "") return "missing";
  const price = parseDecimal(text);
  if (!price) return "notANumber";
  if (price.n <= 0n) return "notPositive";
  return isPlausible(price, PRICE_RANGE) && parsePrice(text) ? null : "implausible";
}

/** One price field's problem ({@link priceProblemKind}), an implausible price with the correction to offer. */
function priceProblem(text: string, badInput = false): PriceProblem | null {
  const kind = priceProblemKind(text, badInput);
  const price = parseDecimal(text);
  if (kind === "implausible" && price) return { kind, price, suggestion: suggestCorrection(price, PRICE_RANGE) };
  return kind === null || kind === "implausible" ? null : { kind };
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

/**
 * Whether a problem makes the input invalid in the product's sense (missing, not a number, not above zero): the
 * "Erro de Entrada" toast then shows too. An implausible price is only questioned at its field.
 */
export function isSpecInvalid(problem: PriceProblem): boolean {
  return problem.kind !== "implausible";
}
