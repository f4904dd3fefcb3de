import type { Consent } from "./consent-store.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Google's tag script for a GA4 measurement ID. */
function gtagScriptUrl(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/** Query parameters that carry what a visitor typed (the calculator's native GET): never sent to analytics. */
const PRIVATE_PARAMS = ["etanol", "gasolina"];

/** The page's address as analytics may see it: `href` without the typed prices. */
export function analyticsPageLocation(href: string): string {
  const url = new URL(href);
  for (const name of PRIVATE_PARAMS) url.searchParams.delete(name);
  return url.toString();
}

/**
 * Deletes Google Analytics' cookies (`_ga`, `_ga_<container-id>`: 2 years
 * by default, Google's "[GA4] Cookie usage on websites") from this site and
 * the parent domains gtag.js may have set them on. `doc` is the document.
 */
export function deleteAnalyticsCookies(doc: Document): void {
  const names = doc.cookie
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter((name) => name === "_ga" || name.startsWith("_ga_"));
  const labels = doc.location.hostname.split(".");
  const domains = ["", ...labels.map((_, index) => `; domain=.${labels.slice(index).join(".")}`)];
  for (const name of names) {
    for (const domain of domains) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
  }
}

/**
 * Applies the visitor's choice to Google Analytics 4 with Consent Mode v2
 * (developers.google.com/tag-platform/security/guides/consent).
 * "granted": defines `gtag` with every consent type denied by default,
 * grants analytics storage, configures the ID and loads Google's script,
 * once, with a page location that never carries typed prices. "denied":
 * loads nothing; if the script was loaded earlier in this visit, revokes
 * analytics storage and disables the ID; and deletes the `_ga*` cookies an
 * earlier "Aceitar" left, so that withdrawing consent really withdraws it.
 */
export function applyConsent(measurementId: string, consent: Consent): void {
  const disableFlag = `ga-disable-${measurementId}`;
  if (consent === "denied") {
    if (typeof window.gtag === "function") {
      window.gtag("consent", "update", { analytics_storage: "denied" });
      (window as unknown as Record<string, boolean>)[disableFlag] = true;
    }
    deleteAnalyticsCookies(document);
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
  window.gtag("config", measurementId, { page_location: analyticsPageLocation(window.location.href) });
  const script = document.createElement("script");
  script.async = true;
  script.src = gtagScriptUrl(measurementId);
  document.head.append(script);
}
