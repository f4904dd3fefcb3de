import type { AffiliateLabel } from "../../content/types";

declare global {
  interface Window {
    /** Google tag, present only when the site owner has installed analytics. */
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Reports a click on an affiliate product (spec §7):
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
