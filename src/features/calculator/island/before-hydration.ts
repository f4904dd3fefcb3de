import { installEarlyVerdict } from "./early-verdict.ts";

/**
 * The home page's inline script for the calculator (written into the page by
 * integrations/inline-scripts.ts, right after the calculator, so that it runs
 * before the visitor can tap): answers a tap on "Calcular" before the island
 * has hydrated (early-verdict.ts). The page names, in the script element's
 * `data-deciding-keys` (space-separated), the localStorage keys of the
 * figures that decide instead of the 70% rule; without it nothing is answered
 * early, so that a forgotten key can never give a wrong verdict.
 */
const keys = document.currentScript?.dataset.decidingKeys;
if (keys !== undefined) installEarlyVerdict(document, keys.split(" "));
