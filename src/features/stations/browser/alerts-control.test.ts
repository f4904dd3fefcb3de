// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { get, set } from "idb-keyval";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ALERTS_CONTROL_TEXT as TEXT } from "#features/stations/alert-messages.ts";
import { ALERTS_SYNC_INTERVAL_MS, FOLLOW_KEYS } from "#features/stations/follows.ts";
import { resetFollows } from "#testing/follows.ts";
import { mountAlertsControl } from "./alerts-control.ts";

const periodicSync = { register: vi.fn(async () => undefined), unregister: vi.fn(async () => undefined) };

/** The browser as a test sets it: the periodic sync permission's answer and the notifications'. */
function browser({
  background,
  notification,
}: {
  background: PermissionState | "unknown";
  notification: NotificationPermission;
}) {
  const query = vi.fn(async () => {
    if (background === "unknown")
      throw new TypeError("The provided value 'periodic-background-sync' is not a valid enum value");
    return { state: background };
  });
  vi.stubGlobal("navigator", {
    ...navigator,
    permissions: { query },
    serviceWorker: { ready: Promise.resolve({ periodicSync }), getRegistration: async () => ({ periodicSync }) },
  });
  const requestPermission = vi.fn(async () => notification);
  vi.stubGlobal("Notification", { permission: "default", requestPermission });
  return { requestPermission };
}

let container: HTMLElement;
beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(async () => {
  container.remove();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await resetFollows();
});

describe("the notices' control", () => {
  it("asks for nothing where the browser cannot check in the background, and says what the driver gets instead", async () => {
    const { requestPermission } = browser({ background: "unknown", notification: "granted" });
    await mountAlertsControl(container);
    expect(container).toHaveTextContent("Desde a sua última visita");
    expect(container).toHaveTextContent("feed RSS de cada cidade");
    expect(screen.queryByRole("button", { name: TEXT.ask })).toBeNull();
    expect(screen.queryByRole("button", { name: TEXT.off })).toBeNull();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it("asks for the permission only when tapped, then registers one periodic check of 12 h and says notices are on", async () => {
    const { requestPermission } = browser({ background: "granted", notification: "granted" });
    await mountAlertsControl(container);
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: TEXT.ask }));
    await waitFor(() => expect(container).toHaveTextContent(TEXT.on));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(periodicSync.register).toHaveBeenCalledWith("avisos", { minInterval: ALERTS_SYNC_INTERVAL_MS });
    expect(await get(FOLLOW_KEYS.settings)).toEqual({ notices: true, noticedWeek: null });
    expect(screen.getByRole("button", { name: TEXT.off })).toBeVisible();
    expect(screen.queryByRole("button", { name: TEXT.ask })).toBeNull();
  });

  it("explains a refused permission and how to change it, registering nothing", async () => {
    browser({ background: "granted", notification: "denied" });
    await mountAlertsControl(container);
    await userEvent.click(screen.getByRole("button", { name: TEXT.ask }));
    expect(await screen.findByText(TEXT.denied)).toBeVisible();
    expect(periodicSync.register).not.toHaveBeenCalled();
    expect(await get(FOLLOW_KEYS.settings)).toBeUndefined();
  });

  it("turns it all off: unregisters the check and erases what is followed, after the driver confirms", async () => {
    browser({ background: "granted", notification: "granted" });
    await set(FOLLOW_KEYS.cities, [{ uf: "SP", city: "Campinas" }]);
    await set(FOLLOW_KEYS.settings, { notices: true, noticedWeek: null });
    const erased = vi.fn();
    await mountAlertsControl(container, erased);
    vi.stubGlobal(
      "confirm",
      vi.fn(() => false),
    );
    await userEvent.click(screen.getByRole("button", { name: TEXT.off }));
    expect(await get(FOLLOW_KEYS.cities)).toHaveLength(1);
    vi.stubGlobal(
      "confirm",
      vi.fn(() => true),
    );
    await userEvent.click(screen.getByRole("button", { name: TEXT.off }));
    expect(await screen.findByText(TEXT.offDone)).toBeVisible();
    expect(periodicSync.unregister).toHaveBeenCalledWith("avisos");
    expect(await get(FOLLOW_KEYS.cities)).toBeUndefined();
    expect(await get(FOLLOW_KEYS.settings)).toBeUndefined();
    expect(erased).toHaveBeenCalledOnce();
  });
});
