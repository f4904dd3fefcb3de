import { afterEach, describe, expect, it, vi } from "vitest";
import { activate } from "./offer-update.ts";

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
  afterEach(() => vi.clearAllMocks());

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
});
