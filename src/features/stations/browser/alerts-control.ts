/**
 * The notices' control (docs/alerts.md), plain DOM so that the city pages'
 * script and the calculator's island share it: "Avisar quando mudar",
 * which asks for the Notification permission only when tapped, then
 * registers the background check where the browser grants Periodic
 * Background Sync (Chromium with the site installed); where it does not,
 * it says what the driver gets instead; a denied permission is explained;
 * once on, "Desligar os avisos" unregisters the check and erases what is
 * followed. Every state speaks through one polite live line.
 */
import { ALERTS_CONTROL_TEXT as TEXT } from "#features/stations/alert-messages.ts";
import { ALERTS_SYNC_INTERVAL_MS, ALERTS_SYNC_TAG } from "#features/stations/follows.ts";
import { controlButton, saidLine } from "./dom-controls.ts";
import { forgetFollows, loadFollows, saveAlertSettings } from "./follow-store.ts";

/** Periodic Background Sync as the page uses it (not in TypeScript's DOM types). */
interface PeriodicSync {
  register: (tag: string, options: { minInterval: number }) => Promise<void>;
  unregister: (tag: string) => Promise<void>;
}

function periodicSync(registration: ServiceWorkerRegistration): PeriodicSync | undefined {
  return (registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSync }).periodicSync;
}

/** Whether the browser grants background checks here; it answers without asking the driver anything. */
async function backgroundGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: "periodic-background-sync" as PermissionName });
    return status.state === "granted" && "serviceWorker" in navigator;
  } catch {
    return false; // A browser that does not know the permission (Firefox, Safari).
  }
}

/** Asks for notices: the permission, then the background check. Resolves the line to say and whether they are on. */
async function turnOn(): Promise<{ text: string; on: boolean }> {
  if (!("Notification" in globalThis)) return { text: TEXT.unavailable, on: false };
  const permission = await Notification.requestPermission();
  if (permission === "denied") return { text: TEXT.denied, on: false };
  if (permission !== "granted" || !(await backgroundGranted())) return { text: TEXT.unavailable, on: false };
  try {
    const registration = await navigator.serviceWorker.ready;
    await periodicSync(registration)?.register(ALERTS_SYNC_TAG, { minInterval: ALERTS_SYNC_INTERVAL_MS });
    const { settings } = await loadFollows();
    if (!(await saveAlertSettings({ ...settings, notices: true }))) return { text: TEXT.failed, on: false };
    return { text: TEXT.on, on: true };
  } catch {
    return { text: TEXT.failed, on: false };
  }
}

/** Turns it all off: the background check unregistered, everything followed erased. */
async function turnOff(): Promise<boolean> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) await periodicSync(registration)?.unregister(ALERTS_SYNC_TAG);
  } catch {
    // No check registered: nothing to unregister.
  }
  return forgetFollows();
}

/** Whether notices could be asked for here: the browser grants background checks and the driver has not refused them. */
function askable(granted: boolean): boolean {
  return granted && typeof Notification !== "undefined" && Notification.permission !== "denied";
}

/**
 * Fills `container` with the control: "Avisar quando mudar" where notices
 * can be had (else what the driver gets instead, or why they are refused),
 * and "Desligar os avisos" while they are on or anything is followed.
 * `onErased` runs once that switch has erased what was followed.
 */
export async function mountAlertsControl(
  container: HTMLElement,
  onErased: () => void = () => undefined,
): Promise<void> {
  const document = container.ownerDocument;
  const [follows, granted] = await Promise.all([loadFollows(), backgroundGranted()]);
  let on = follows.settings.notices;
  let following = follows.stations.length + follows.cities.length > 0;
  const intro = document.createElement("p");
  intro.className = "text-sm text-slate-700";
  const ask = controlButton(document, TEXT.ask);
  const off = controlButton(document, TEXT.off);
  const buttons = document.createElement("div");
  buttons.className = "flex flex-wrap gap-2";
  buttons.append(ask, off);
  const status = saidLine(document);
  const show = () => {
    const denied = typeof Notification !== "undefined" && Notification.permission === "denied";
    intro.textContent = on ? TEXT.on : askable(granted) ? TEXT.askIntro : denied ? TEXT.denied : TEXT.unavailable;
    ask.hidden = on || !askable(granted);
    off.hidden = !on && !following;
  };
  ask.addEventListener("click", async () => {
    const result = await turnOn();
    on = result.on;
    status.textContent = on ? "" : result.text;
    show();
  });
  off.addEventListener("click", async () => {
    if (!confirm(TEXT.offConfirm)) return;
    const erased = await turnOff();
    status.textContent = erased ? TEXT.offDone : TEXT.failed;
    if (erased) [on, following] = [false, false];
    show();
    if (erased) onErased();
  });
  container.replaceChildren(intro, buttons, status);
  show();
}
