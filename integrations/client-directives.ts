/** An Astro integration that registers the site's own client directive, `client:interaction` (see its file). */
import type { AstroIntegration } from "astro";
import type { InteractionOptions } from "./directives/interaction.ts";

/** The integration: see the module comment. */
export function clientDirectives(): AstroIntegration {
  return {
    name: "client-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "interaction", entrypoint: "./integrations/directives/interaction.ts" });
      },
    },
  };
}

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first interaction with the island (integrations/directives/interaction.ts). */
    "client:interaction"?: boolean | InteractionOptions;
  }
}
