import type { AstroIntegration } from "astro";
import { describe, expect, it, vi } from "vitest";
import { errorDrillRoute } from "./error-drill-route.ts";

/** Runs an integration's `astro:config:setup` hook with just the options it reads. */
function setup(integration: AstroIntegration, command: "build" | "dev") {
  const injectRoute = vi.fn();
  const hook = integration.hooks["astro:config:setup"]!;
  const run = () => hook({ command, injectRoute } as unknown as Parameters<typeof hook>[0]);
  return { run, injectRoute };
}

describe("errorDrillRoute", () => {
  it("adds /__erro only to a build that asks for it", () => {
    const drill = setup(errorDrillRoute(true), "build");
    drill.run();
    expect(drill.injectRoute).toHaveBeenCalledWith({
      pattern: "/__erro",
      entrypoint: "./src/testing/error-drill.astro",
    });
    const plain = setup(errorDrillRoute(false), "build");
    plain.run();
    expect(plain.injectRoute).not.toHaveBeenCalled();
  });
});
