/**
 * An Astro integration that registers the site's own client directive,
 * `client:interaction`: only its name and the file Astro bundles into the
 * pages that use it. The directive itself is browser code, in
 * src/browser/directives/ (client-interaction.ts, the entry, composes
 * interaction.ts with what waits for the island).
 */
import type { AstroIntegration } from "astro";
import type { InteractionOptions } from "#browser/directives/interaction.ts";

/** The integration: see the module comment. */
export function clientDirectives(): AstroIntegration {
  return {
    name: "client-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "interaction", entrypoint: "./src/browser/directives/client-interaction.ts" });
      },
    },
  };
}

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first interaction with the island (src/browser/directives/interaction.ts). */
    "client:interaction"?: boolean | InteractionOptions;
  }
}
