import { getLocalStorage } from "../../../lib/safe-storage.ts";
import { thresholdBeforeHydration } from "../break-even-hints.ts";
import { installEarlyHints } from "./early-hints.ts";
import { ANSWERED_BEFORE_HYDRATION, installEarlyVerdict, prefetchSiteToaster } from "./early-verdict.ts";

/**
 * The home page's inline script for the calculator (written into the page by
 * integrations/inline-scripts.ts, right after the calculator, so that it runs
 * before the visitor can type or tap): shows the live hints while the
 * visitor types (early-hints.ts) and answers a tap on "Calcular"
 * (early-verdict.ts), both before the island has hydrated. The page names,
 * in the script element's `data-deciding-keys` (space-separated), the
 * localStorage keys of the figures that decide instead of the 70% rule;
 * without it nothing is answered early, so that a forgotten key can never
 * give a wrong verdict or hint. It only installs listeners while the page is
 * parsed; storage is read at the first input or tap, and the toaster's code
 * loads once the page has loaded, if the visitor is not typing then.
 */
const keys = document.currentScript?.dataset.decidingKeys;
if (keys !== undefined) {
  const decidingKeys = keys.split(" ");
  installEarlyVerdict(document, decidingKeys);
  installEarlyHints(document, () => thresholdBeforeHydration(getLocalStorage(), decidingKeys));
  // The toaster, once the page has loaded, at an idle moment when the visitor is not typing a price (else it comes
  // with the first verdict, or with the island after a pause in the typing).
  const prefetch = () => {
    if (!document.activeElement?.matches(ANSWERED_BEFORE_HYDRATION)) void prefetchSiteToaster();
  };
  addEventListener(
    "load",
    () => ("requestIdleCallback" in window ? requestIdleCallback(prefetch) : setTimeout(prefetch, 200)),
    {
      once: true,
    },
  );
}
