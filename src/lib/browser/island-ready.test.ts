// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { announceIslandReady, islandReady } from "./island-ready.ts";

/** A window of its own for each test: the mark stays on the window it is left on. */
const freshWindow = () => new EventTarget() as unknown as Window;

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe("the island-ready signal", () => {
  it("resolves those waiting when an island is announced ready, and not before", async () => {
    const target = freshWindow();
    const first = islandReady(target);
    const second = islandReady(target);
    expect(await settled(first)).toBe(false);
    announceIslandReady(target);
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
  });

  it("resolves at once for code that asks after the announcement", async () => {
    const target = freshWindow();
    announceIslandReady(target);
    expect(await settled(islandReady(target))).toBe(true);
  });

  it("uses the page's window by default", async () => {
    const waiting = islandReady();
    announceIslandReady();
    expect(await settled(waiting)).toBe(true);
  });
});
