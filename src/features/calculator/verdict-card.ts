import type { Fuel } from "#lib/fuels.ts";

/**
 * The classes of the verdict card: green for Etanol, amber for Gasolina,
 * the two fuels' colours across the site. One source for the island's `Result` and for the verdict drawn
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
  const ethanol = fuel === "ethanol";
  return {
    card: `rounded-2xl border-2 p-5 ${ethanol ? "border-green-700 bg-green-50" : "border-amber-600 bg-amber-50"}`,
    headline: `text-2xl font-extrabold sm:text-3xl ${ethanol ? "text-green-800" : "text-amber-800"}`,
    message: "mt-2 text-lg text-slate-900",
    disclaimer: "mt-3 text-sm text-slate-700",
    // Where the prices come from, under the message, when the page or a price finder filled them in.
    source: "mt-2 text-slate-800",
  };
}
