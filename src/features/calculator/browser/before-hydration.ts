import { afterNextPaint } from "#browser/idle.ts";
import { getLocalStorage } from "#browser/safe-storage.ts";
import { installEarlyHints, thresholdBeforeHydration } from "./early-hints.ts";
import { installEarlyVerdict } from "./early-verdict.ts";

/**
 * The home page's inline script for the calculator (written into the page by
 * integrations/inline-scripts.ts, right after the calculator, so that it runs
 * before the visitor can type or tap): shows the live hints while the
 * visitor types (early-hints.ts; each right after the typed digit is
 * painted) and answers a tap on "Calcular"
 * (early-verdict.ts), both before the island has hydrated. The page names,
 * in the script element's `data-deciding-keys` (space-separated), the
 * localStorage keys of the figures that decide instead of the 70% rule;
 * without it nothing is answered early, so that a forgotten key can never
 * give a wrong verdict or hint. It only installs listeners while the page is
 * parsed; storage is read at the first input or tap.
 */
const keys = document.currentScript?.dataset.decidingKeys;
if (keys !== undefined) {
  const decidingKeys = keys.split(" ");
  installEarlyVerdict(document, decidingKeys);
  installEarlyHints(document, () => thresholdBeforeHydration(getLocalStorage(), decidingKeys), afterNextPaint);
}
