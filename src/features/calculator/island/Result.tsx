import { lazy, type RefObject, Suspense, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { detailsOf, drawVerdict } from "#features/calculator/browser/draw-verdict.ts";
import { savingsMessage } from "#features/calculator/messages.ts";
import type { Verdict } from "./ResultDetails.tsx";

/** The gauge, tank/month savings and sharing: a chunk of its own, fetched on the first focus in the form. */
export const loadResultDetails = () => import("./ResultDetails.tsx");
const ResultDetails = lazy(() => loadResultDetails().then((module) => ({ default: module.ResultDetails })));

/**
 * Keeps the verdict card in the live region `regionRef` (draw-verdict.ts)
 * saying `verdict` and `source`, rewriting only what changed, and clears
 * the region when a verdict gives way to none. Until the island has had a
 * verdict, the region is the page's: a card drawn before hydration stays
 * there, untouched, for the island to take over. Returns the card's place
 * for the details, or null.
 */
function useVerdictCard(
  regionRef: RefObject<HTMLElement | null>,
  verdict: Verdict | null,
  source: string | null,
): HTMLElement | null {
  const [details, setDetails] = useState<HTMLElement | null>(null);
  const drawn = useRef(false);
  const fuel = verdict?.plan.fuel ?? null;
  const message = verdict && savingsMessage(verdict.plan.fuel, verdict.plan.savingsPerLitre, verdict.basis);
  // Before paint, so that the card never shows a verdict older than the one the island holds.
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    if (fuel && message !== null) {
      drawn.current = true;
      setDetails(detailsOf(drawVerdict(region, { fuel, message, source })));
    } else if (drawn.current) {
      drawn.current = false;
      region.replaceChildren();
      setDetails(null);
    }
  }, [regionRef, fuel, message, source]);
  return details;
}

/**
 * The verdict, shown until the next calculation, in the live region
 * `region` (whose content React leaves to this): the headline "Resultado:
 * Abasteça com {fuel}!", the savings message, the details (gauge, savings in
 * reais, sharing) and the estimate disclaimer. The headline, the savings
 * message and the disclaimer never wait for the details' chunk.
 * `source` names where the prices come from when a price finder filled
 * them in (a station of the ANP survey), under the savings message.
 * The card is drawn with the DOM (draw-verdict.ts), as the page draws it
 * before hydration, so that the island keeps the card the page drew and
 * rewrites it only when the verdict changes; React renders the details
 * into it. Renders nothing in its own place.
 */
export function Result({
  region,
  verdict,
  source = null,
}: {
  region: RefObject<HTMLElement | null>;
  verdict: Verdict | null;
  source?: string | null;
}) {
  const details = useVerdictCard(region, verdict, source);
  if (!verdict || !details) return null;
  return createPortal(
    <Suspense fallback={null}>
      <ResultDetails verdict={verdict} />
    </Suspense>,
    details,
  );
}
