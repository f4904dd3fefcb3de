import { installEarlyVerdict } from "../features/calculator/early-verdict";
import { islandReady } from "../lib/island-ready";
import { loadPartials } from "../lib/page-partials";

/**
 * The home page's inline script (written into the page by
 * integrations/inline-scripts.ts, right after the calculator, so that it
 * runs before the visitor can tap): the calculator answers a tap on
 * "Calcular" before its island has hydrated (early-verdict.ts), and the
 * page's lower sections are placed once the calculator is ready
 * (src/lib/page-partials.ts). The page names, in the script element's
 * `data-deciding-keys` (space-separated), the localStorage keys of the
 * figures that decide instead of the 70% rule; without it nothing is
 * answered early, so that a forgotten key can never give a wrong verdict.
 */
const keys = document.currentScript?.dataset.decidingKeys;
if (keys !== undefined) installEarlyVerdict(document, keys.split(" "));
void loadPartials(document, islandReady());
