/**
 * `client:interaction` as the site registers it
 * (integrations/client-directives.ts, which names this file): the directive
 * of interaction.ts, handed what waits for the island it hydrates. The home
 * page's product photos get their address only once the island is ready
 * (src/features/affiliate/browser/deferred-photos.ts), so that no
 * third-party request competes with the island's code for a slow
 * connection. It can start before Astro's island runtime
 * (./deferred-runtime.ts). Astro bundles this file on its own and inlines it
 * in the pages that use the directive.
 */
import { showDeferredPhotos } from "#features/affiliate/browser/deferred-photos.ts";
import { startingBeforeRuntime } from "./deferred-runtime.ts";
import { interactionDirective } from "./interaction.ts";

export default startingBeforeRuntime(
  "interaction",
  interactionDirective((ready) => void showDeferredPhotos(document, ready)),
);
