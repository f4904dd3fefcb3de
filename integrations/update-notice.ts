import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { UPDATE_NOTICE_SCRIPT } from "../src/features/offline/register-service-worker.ts";

/** The module that shows the update toast (src/features/offline/offer-update.ts). */
const ENTRY = fileURLToPath(new URL("../src/features/offline/offer-update.ts", import.meta.url));

/**
 * Emits the update toast's module as a file of its own at a fixed address,
 * build/client/update-notice.js ({@link UPDATE_NOTICE_SCRIPT}), which the
 * site script imports only when a new version is waiting. An island would
 * do the same, but would bring Astro's island runtime (1.5 KiB brotli) into
 * every page's first TCP window; a dynamic `import()` of the module itself
 * would keep the site script from being inlined. The file is not under
 * /_astro, so it is revalidated rather than cached for a year, and the
 * service worker precaches it with the rest of the site.
 */
export function updateNotice(): AstroIntegration {
  return {
    name: "update-notice",
    hooks: {
      "astro:config:setup": ({ updateConfig, command }) => {
        if (command !== "build") return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: "update-notice-entry",
                applyToEnvironment: (environment) => environment.name === "client",
                buildStart() {
                  this.emitFile({ type: "chunk", id: ENTRY, fileName: UPDATE_NOTICE_SCRIPT.slice(1) });
                },
              },
            ],
          },
        });
      },
    },
  };
}
