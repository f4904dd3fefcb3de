/** What the privacy page and the consent banner (browser/consent-banner.ts) share: the stored choice's key. */

/** localStorage key of the visitor's analytics choice. */
export const CONSENT_KEY = "analytics_consent";
