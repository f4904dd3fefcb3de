import type { AstroIntegration } from "astro";
import type { InteractionOptions } from "./interaction";

/** Registers the site's own client directives (`client:interaction`, see interaction.ts). */
export function clientDirectives(): AstroIntegration {
  return {
    name: "client-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "interaction", entrypoint: "./src/directives/interaction.ts" });
      },
    },
  };
}

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first interaction with the island (src/directives/interaction.ts). */
    "client:interaction"?: boolean | InteractionOptions;
  }
}
