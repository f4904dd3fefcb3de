import type { AstroIntegration } from "astro";
import type { InteractionOptions } from "./directives/interaction";

/** Registers the site's own client directives: `client:interaction` and `client:update` (see their files). */
export function clientDirectives(): AstroIntegration {
  return {
    name: "client-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "interaction", entrypoint: "./integrations/directives/interaction.ts" });
        addClientDirective({ name: "update", entrypoint: "./integrations/directives/update.ts" });
      },
    },
  };
}

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first interaction with the island (integrations/directives/interaction.ts). */
    "client:interaction"?: boolean | InteractionOptions;
    /** Hydrate when a new version of the site is waiting (integrations/directives/update.ts). */
    "client:update"?: boolean;
  }
}
