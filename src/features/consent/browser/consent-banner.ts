import { parseConsent, readConsent, saveConsent } from "./consent-store.ts";
import { applyConsent } from "./google-analytics.ts";

/**
 * Drives the consent banner (ConsentBanner.tsx) without React: applies the
 * remembered choice at once, or shows the banner until the visitor chooses;
 * "Aceitar" / "Recusar" record and apply the choice and hide it; the
 * footer's "Preferências de cookies" shows it again. `measurementId` is
 * the GA4 ID. Does nothing on a page without the banner.
 */
export function initConsentBanner(measurementId: string, root: Document = document): void {
  const banner = root.querySelector<HTMLElement>("[data-consent-banner]");
  if (!banner) return;
  const choice = readConsent();
  if (choice) applyConsent(measurementId, choice);
  else banner.hidden = false;

  root.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const picked = parseConsent(target?.closest("[data-consent]")?.getAttribute("data-consent") ?? null);
    if (picked) {
      saveConsent(picked);
      applyConsent(measurementId, picked);
      banner.hidden = true;
    } else if (target?.closest("[data-consent-review]")) banner.hidden = false;
  });
}
