import type { Fuel } from "#lib/fuels.ts";
import { VERDICT_EMPHASIS, VERDICT_FRAME } from "#lib/verdict-tone.ts";

/**
 * The classes of the verdict card, in the verdict's tone (src/lib/verdict-tone.ts:
 * green for Etanol, amber for Gasolina). One source for the island's `Result` and for the verdict drawn
 * before hydration (early-verdict.ts), so that the island takes over
 * without a visible change.
 */
export function verdictCardClasses(fuel: Fuel): {
  card: string;
  headline: string;
  message: string;
  disclaimer: string;
  source: string;
} {
  return {
    card: `rounded-2xl border-2 p-5 ${VERDICT_FRAME[fuel]}`,
    headline: `text-2xl font-extrabold sm:text-3xl ${VERDICT_EMPHASIS[fuel]}`,
    message: "mt-2 text-lg text-slate-900",
    disclaimer: "mt-3 text-sm text-slate-700",
    // Where the prices come from, under the message, when the page or a price finder filled them in.
    source: "mt-2 text-slate-800",
  };
}
