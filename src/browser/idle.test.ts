// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint, whenIdle, whenVisitorPauses } from "./idle.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("whenIdle", () => {
  it("hands the task to requestIdleCallback, without a timeout, where the browser has it", () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    const task = vi.fn();
    whenIdle(task);
    expect(requestIdleCallback).toHaveBeenCalledExactlyOnceWith(task);
    expect(task).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0]![0]();
    expect(task).toHaveBeenCalledOnce();
  });

  it("runs the task 200 ms later where requestIdleCallback is missing", () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    expect("requestIdleCallback" in window).toBe(false);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });
});

describe("afterNextPaint", () => {
  it("runs the task in a task of its own after the next animation frame, not in the frame", () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const requestAnimationFrame = vi.fn();
    vi.stubGlobal("requestAnimationFrame", requestAnimationFrame);
    const task = vi.fn();
    afterNextPaint(task);
    expect(requestAnimationFrame).toHaveBeenCalledOnce();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    requestAnimationFrame.mock.calls[0]![0](0);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledOnce();
  });
});

describe("whenVisitorPauses", () => {
  it("waits for the quiet time after the last touch or key, then for an idle moment", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const requestIdleCallback = vi.fn();
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    const task = vi.fn();
    whenVisitorPauses(task, 2000);
    vi.advanceTimersByTime(1500);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "3", bubbles: true }));
    vi.advanceTimersByTime(1500);
    window.dispatchEvent(new Event("pointerdown"));
    vi.advanceTimersByTime(1999);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(requestIdleCallback).toHaveBeenCalledExactlyOnceWith(task);
    requestIdleCallback.mock.calls[0]![0]();
    expect(task).toHaveBeenCalledOnce();
  });

  it("stops listening once the visitor has paused: later keys neither delay nor repeat the task", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const task = vi.fn();
    whenVisitorPauses(task, 2000);
    vi.advanceTimersByTime(2000);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "3", bubbles: true }));
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });
});
