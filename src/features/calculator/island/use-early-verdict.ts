import { type RefObject, useEffect } from "react";
import { claimEarlyVerdict } from "#features/calculator/browser/early-verdict.ts";
import type { Fuel } from "#lib/fuels.ts";

/**
 * Takes over a verdict drawn before hydration (early-verdict.ts), once, on
 * mount: the form is marked as answered by the island from now on and, if
 * such a card is in the result region, `onClaimed` gets its prices, for the
 * island to hold that verdict as its own; the card itself stays as it is
 * (Result.tsx writes into it only what differs, and adds the gauge and the
 * details). The page has shown its toast, and the card is already in view:
 * no scroll. `onClaimed` must not change between renders (a state setter's
 * wrapper made once), or it all runs again.
 */
export function useEarlyVerdict(
  formRef: RefObject<HTMLFormElement | null>,
  regionRef: RefObject<HTMLElement | null>,
  onClaimed: (prices: Record<Fuel, string>) => void,
): void {
  useEffect(() => {
    const [form, region] = [formRef.current, regionRef.current];
    const early = form && region && claimEarlyVerdict(form, region);
    if (early) onClaimed(early);
  }, [formRef, regionRef, onClaimed]);
}
