import { createExternalStore } from "../../lib/external-store";
import { getLocalStorage, readItem, writeItem } from "../../lib/safe-storage";

/** localStorage key of the visitor's analytics choice. */
export const CONSENT_KEY = "analytics_consent";

/** The visitor's choice about analytics cookies (LGPD, Lei 13.709/2018). */
export type Consent = "granted" | "denied";

/** What the banner needs: the stored choice (null before any) and whether the visitor asked to change it. */
export interface ConsentState {
  choice: Consent | null;
  reviewing: boolean;
}

/** Reads a stored choice; anything but "granted" or "denied" counts as no choice yet. */
export function parseConsent(value: string | null): Consent | null {
  return value === "granted" || value === "denied" ? value : null;
}

/** The choice (read once from localStorage) and whether the banner was reopened; nothing while prerendering. */
export const consentStore = createExternalStore<ConsentState>(
  () => ({ choice: parseConsent(readItem(getLocalStorage(), CONSENT_KEY)), reviewing: false }),
  { choice: null, reviewing: false },
);

/** Records the visitor's choice on this device (in memory only if storage fails) and closes the banner. */
export function chooseConsent(choice: Consent): void {
  writeItem(getLocalStorage(), CONSENT_KEY, choice);
  consentStore.set({ choice, reviewing: false });
}

/** Opens the banner again so the visitor can change the choice (footer link). */
export function reviewConsent(): void {
  consentStore.set({ ...consentStore.get(), reviewing: true });
}
