/**
 * The icon sprite, an Astro integration: once every page is prerendered
 * (`astro:build:done`), writes build/client/icones.svg
 * ({@link ICON_SPRITE_PATH}) with a symbol for each icon the pages draw with
 * `<use href="/icones.svg#name">` (src/components/ui/icons.tsx), before the
 * build's last steps precache and precompress it (service-worker.ts,
 * precompress.ts; astro.config.ts lists this integration before them).
 * `astro dev` serves a sprite of every Lucide icon at the same address.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { icons } from "lucide-react";
import { iconSprite, isIconName } from "#components/ui/icons.tsx";
import { ICON_SPRITE_PATH } from "#lib/paths.ts";
import { filesUnder } from "./build-files.ts";
import { elementsOf, parseHtml } from "./html-source.ts";

/** An icon's name in a reference to the sprite (`/icones.svg#circle-gauge`). */
const ICON_NAME = /^[a-z0-9-]+$/;

/**
 * The names of the icons `html` draws from the sprite, in order, repeats
 * included: every `href` (or `xlink:href`) that is the sprite's address and
 * an icon's name.
 */
export function spriteReferences(html: string): string[] {
  const prefix = `${ICON_SPRITE_PATH}#`;
  return [...elementsOf(parseHtml(html))].flatMap((element) =>
    element.attrs
      .filter((attr) => attr.name === "href" && attr.value.startsWith(prefix))
      .map((attr) => attr.value.slice(prefix.length))
      .filter((name) => ICON_NAME.test(name)),
  );
}

/** Every Lucide icon's kebab-case name ("CircleGauge" → "circle-gauge"), for the development server. */
function everyIconName(): string[] {
  return Object.keys(icons)
    .map((pascal) => pascal.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase())
    .filter(isIconName);
}

/** The integration: see the module comment. */
export function iconSpriteFile(): AstroIntegration {
  return {
    name: "icon-sprite",
    hooks: {
      "astro:server:setup": ({ server }) => {
        let sprite: string | undefined;
        server.middlewares.use((request, response, next) => {
          if (request.url?.split("?")[0] !== ICON_SPRITE_PATH) return next();
          sprite ??= iconSprite(everyIconName());
          response.setHeader("Content-Type", "image/svg+xml");
          response.end(sprite);
        });
      },
      "astro:build:done": ({ dir, logger }) => {
        const client = fileURLToPath(dir);
        const names = new Set<string>();
        for (const path of filesUnder(client)) {
          if (path.endsWith(".html")) spriteReferences(readFileSync(path, "utf8")).forEach((name) => names.add(name));
        }
        writeFileSync(join(client, ICON_SPRITE_PATH), iconSprite(names));
        logger.info(`${ICON_SPRITE_PATH}: ${names.size} icons`);
      },
    },
  };
}
