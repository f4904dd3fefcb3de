import { getLocalStorage, readItem, writeItem } from "#browser/safe-storage.ts";
import { CONSENT_KEY } from "#features/consent/dom-contract.ts";

/** The visitor's choice about analytics cookies (LGPD, Lei 13.709/2018). */
export type Consent = "granted" | "denied";

/** Reads a stored choice; anything but "granted" or "denied" counts as no choice yet. */
export function parseConsent(value: string | null): Consent | null {
  return value === "granted" || value === "denied" ? value : null;
}

/** The choice remembered on this device, or null before any (or when storage fails). */
export function readConsent(): Consent | null {
  return parseConsent(readItem(getLocalStorage(), CONSENT_KEY));
}

/** Remembers the choice on this device; returns false when storage fails (the choice then lasts this visit). */
export function saveConsent(choice: Consent): boolean {
  return writeItem(getLocalStorage(), CONSENT_KEY, choice);
}
