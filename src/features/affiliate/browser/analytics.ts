import { AFFILIATE_LABELS, type AffiliateLabel } from "#content/vocabulary.ts";
import { AFFILIATE_LABEL_ATTRIBUTE } from "#features/affiliate/dom-contract.ts";

declare global {
  interface Window {
    /** Google tag, present only when the site owner has installed analytics. */
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Reports a click on an affiliate product as the event the product fixes
 * (docs/product-rules.md, 'Affiliate links and analytics'):
 * `gtag('event', 'click', { event_category: 'affiliate', event_label })`.
 * Sends nothing when `window.gtag` is not a function, and swallows any
 * error from it: analytics must never stop the visitor's link.
 */
export function trackAffiliateClick(label: AffiliateLabel): void {
  if (typeof window === "undefined" || typeof window.gtag !== "function") return;
  try {
    window.gtag("event", "click", { event_category: "affiliate", event_label: label });
  } catch {
    // The link still opens; a broken analytics script is not the visitor's problem.
  }
}

/**
 * Reports every click on a link marked with {@link AFFILIATE_LABEL_ATTRIBUTE}
 * through one listener on the document, installed with the page's first
 * JavaScript: a product card is counted even before its own section has
 * hydrated. Unknown labels are ignored. Returns the uninstaller.
 */
export function trackAffiliateClicks(target: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest(`a[${AFFILIATE_LABEL_ATTRIBUTE}]`) : null;
    const label = link?.getAttribute(AFFILIATE_LABEL_ATTRIBUTE);
    if (label && (AFFILIATE_LABELS as readonly string[]).includes(label)) trackAffiliateClick(label as AffiliateLabel);
  };
  target.addEventListener("click", onClick, { capture: true });
  return () => target.removeEventListener("click", onClick, { capture: true });
}
