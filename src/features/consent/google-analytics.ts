import type { Consent } from "./consent-store";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Google's tag script for a GA4 measurement ID. */
export function gtagScriptUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/**
 * Applies the visitor's choice to Google Analytics 4 with Consent Mode v2
 * (developers.google.com/tag-platform/security/guides/consent).
 * "granted": defines `gtag` with every consent type denied by default,
 * grants analytics storage, configures the ID and loads Google's script,
 * once. "denied": if the script was loaded earlier in this visit, revokes
 * analytics storage and disables the ID; otherwise loads nothing at all.
 */
export function applyConsent(measurementId: string, consent: Consent): void {
  const disableFlag = `ga-disable-${measurementId}`;
  if (consent === "denied") {
    if (typeof window.gtag === "function") {
      window.gtag("consent", "update", { analytics_storage: "denied" });
      (window as unknown as Record<string, boolean>)[disableFlag] = true;
    }
    return;
  }
  (window as unknown as Record<string, boolean>)[disableFlag] = false;
  if (typeof window.gtag === "function") {
    window.gtag("consent", "update", { analytics_storage: "granted" });
    return;
  }
  const dataLayer = (window.dataLayer ??= []);
  window.gtag = function gtag() {
    // gtag.js reads the arguments objects pushed here.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  });
  window.gtag("consent", "update", { analytics_storage: "granted" });
  window.gtag("js", new Date());
  window.gtag("config", measurementId);
  const script = document.createElement("script");
  script.async = true;
  script.src = gtagScriptUrl(measurementId);
  document.head.append(script);
}
