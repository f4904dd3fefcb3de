/**
 * The error drill's route, an Astro integration: adds /__erro
 * (src/testing/error-drill.astro, e2e/faults.spec.ts) only to the builds
 * that ask for it (ERROR_DRILL=1: the e2e builds), so that no other build
 * holds the page or its island's chunk.
 */
import type { AstroIntegration } from "astro";
import { ERROR_DRILL_PATH, INCLUDE_ERROR_DRILL } from "#site-config";

/** The integration: see the module comment; `include` is the build's ERROR_DRILL unless a test gives it. */
export function errorDrillRoute(include: boolean = INCLUDE_ERROR_DRILL): AstroIntegration {
  return {
    name: "error-drill-route",
    hooks: {
      "astro:config:setup": ({ injectRoute }) => {
        if (include) injectRoute({ pattern: ERROR_DRILL_PATH, entrypoint: "./src/testing/error-drill.astro" });
      },
    },
  };
}
