import { afterEach, describe, expect, it, vi } from "vitest";
import { activate, NUDGE_INTERVAL_MS } from "./offer-update.ts";

/** A service worker stand-in whose state the test moves, as the browser would. */
function fakeWorker(state: ServiceWorkerState) {
  const listeners: (() => void)[] = [];
  const worker = {
    state,
    postMessage: vi.fn(),
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  const moveTo = (next: ServiceWorkerState) => {
    worker.state = next;
    for (const listener of listeners) listener();
  };
  return { worker: worker as unknown as ServiceWorker, postMessage: worker.postMessage, moveTo };
}

describe("activate: 'Atualizar' on the update toast", () => {
  const container = new EventTarget();
  vi.stubGlobal("navigator", { serviceWorker: container });
  afterEach(() => {
    vi.clearAllMocks();
    vi.useRealTimers();
  });

  it("asks the waiting worker to skip waiting and reloads once it controls the page, once", () => {
    const { worker, postMessage, moveTo } = fakeWorker("installed");
    const reload = vi.fn();
    activate(worker, reload);
    expect(postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    expect(reload).not.toHaveBeenCalled();
    moveTo("activating");
    container.dispatchEvent(new Event("controllerchange"));
    moveTo("activated");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads when the worker activates even if no controllerchange reaches this page", () => {
    const { worker, moveTo } = fakeWorker("installed");
    const reload = vi.fn();
    activate(worker, reload);
    moveTo("activated");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("only reloads when another tab has already activated the worker", () => {
    const { worker, postMessage } = fakeWorker("activated");
    const reload = vi.fn();
    activate(worker, reload);
    expect(postMessage).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("asks the browser again every interval until the new worker takes over, then no more", () => {
    vi.useFakeTimers();
    const { worker, moveTo } = fakeWorker("installed");
    const reload = vi.fn();
    const nudge = vi.fn();
    activate(worker, reload, nudge);
    expect(nudge).not.toHaveBeenCalled();
    vi.advanceTimersByTime(NUDGE_INTERVAL_MS * 2);
    expect(nudge).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
    moveTo("activating");
    container.dispatchEvent(new Event("controllerchange"));
    vi.advanceTimersByTime(NUDGE_INTERVAL_MS * 3);
    expect(nudge).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("never asks again when the worker takes over at once", () => {
    vi.useFakeTimers();
    const { worker, moveTo } = fakeWorker("installed");
    const nudge = vi.fn();
    activate(worker, vi.fn(), nudge);
    moveTo("activated");
    vi.advanceTimersByTime(NUDGE_INTERVAL_MS * 3);
    expect(nudge).not.toHaveBeenCalled();
  });
});
