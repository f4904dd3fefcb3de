// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { announceIslandReady, islandReady } from "./island-ready";

describe("islandReady", () => {
  it("resolves once the island is announced ready, and at once afterwards", async () => {
    let ready = false;
    const waiting = islandReady().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    announceIslandReady();
    await waiting;
    expect(ready).toBe(true);
    await expect(islandReady()).resolves.toBeUndefined();
    document.documentElement.removeAttribute("data-island-ready");
  });
});
