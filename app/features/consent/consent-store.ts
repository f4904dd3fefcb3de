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

type Listener = () => void;
const listeners = new Set<Listener>();
let state: ConsentState | null = null;
const SERVER_STATE: ConsentState = { choice: null, reviewing: false };

function publish(next: ConsentState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** The current state (the stored choice is read once). */
export function getConsentState(): ConsentState {
  state ??= { choice: parseConsent(readItem(getLocalStorage(), CONSENT_KEY)), reviewing: false };
  return state;
}

/** The state while prerendering: no choice, no banner (it appears after hydration). */
export function getServerConsentState(): ConsentState {
  return SERVER_STATE;
}

/** Subscribes to changes (for `useSyncExternalStore`). */
export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records the visitor's choice on this device (in memory only if storage fails) and closes the banner. */
export function chooseConsent(choice: Consent): void {
  writeItem(getLocalStorage(), CONSENT_KEY, choice);
  publish({ choice, reviewing: false });
}

/** Opens the banner again so the visitor can change the choice (footer link). */
export function reviewConsent(): void {
  publish({ ...getConsentState(), reviewing: true });
}
