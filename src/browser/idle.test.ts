// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint, whenIdle } from "./idle.ts";

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
