/**
 * The map's geometry, an Astro integration: emits the geometry file of the
 * map of Brazil (`mapSprite`: every state's outline, which /precos draws
 * with `<use href>`) at its hashed address in Astro's folder of hashed
 * assets, build/client/_astro/mapa-do-brasil.<hash>.svg, with the client
 * build's assets, so that the build's last steps precache and precompress
 * it like them (integrations/service-worker.ts, precompress.ts). `astro dev`
 * serves it at the same address. The page computes the same address from
 * the same outlines.
 */
import brazil from "@svg-maps/brazil";
import type { AstroIntegration } from "astro";
import { mapSprite } from "#features/prices/build/brazil-map.ts";

/** The integration: see the module comment. */
export function mapSpriteFile(): AstroIntegration {
  const sprite = mapSprite(brazil);
  return {
    name: "map-sprite",
    hooks: {
      "astro:config:setup": ({ updateConfig, command }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: "map-sprite",
                configureServer(server) {
                  server.middlewares.use((request, response, next) => {
                    if (request.url?.split("?")[0] !== sprite.address) return next();
                    response.setHeader("Content-Type", "image/svg+xml");
                    response.end(sprite.svg);
                  });
                },
                applyToEnvironment: (environment) => command !== "build" || environment.name === "client",
                generateBundle() {
                  if (command !== "build") return;
                  this.emitFile({ type: "asset", fileName: sprite.address.slice(1), source: sprite.svg });
                },
              },
            ],
          },
        });
      },
    },
  };
}
