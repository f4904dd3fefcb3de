/**
 * The island runtime on demand, an Astro integration that rewrites pages
 * once all are prerendered (`astro:build:done`). Astro writes its island
 * runtime inline in every page with an island (withastro/astro#17017: by
 * design, so that islands hydrate at once); on a page whose islands all wait
 * for the visitor (`client:interaction`: the home page's calculator and
 * news), those
 * bytes are needed only when the island hydrates, yet they weigh on the
 * page's HTML (the owner's 20 KiB rule, docs/speed.md). There the runtime
 * moves to a hashed file, build/client/_astro/astro-island.<hash>.js, and
 * the directive's script moves right after the page's first island (where
 * the runtime would have started it), marked with
 * the file's address, so that it starts on its own and fetches the runtime
 * when an island is to hydrate (src/browser/directives/deferred-runtime.ts).
 * Every page's islands also lose Astro's `uid` attribute: a hash of the
 * component file's absolute path, read only by its development server, it
 * would make a page's bytes depend on the folder it is built in.
 * Islands and Astro's scripts are recognised as astro-islands.ts describes
 * them, through a parser (html-source.ts).
 * It runs before the page styles and the CSP hashes, which then see the
 * pages as they are served, and before the service worker precaches and the
 * files are precompressed.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { ISLAND_RUNTIME_ATTRIBUTE } from "#lib/island-runtime.ts";
import {
  DEV_ID_ATTRIBUTE,
  directiveOf,
  ISLAND_ELEMENT,
  islandsOf,
  isIslandRuntime,
  registersDirective,
} from "./astro-islands.ts";
import { filesUnder } from "./build-files.ts";
import {
  applyEdits,
  attributeRemoval,
  elementsOf,
  inlineScriptsOf,
  outerRange,
  parseHtml,
  removal,
} from "./html-source.ts";

/** The directive that can start before the runtime. */
const DIRECTIVE = "interaction";

/** The address of the runtime's file: hashed by its text, under /_astro/, so cached for a year. */
export function runtimeAddress(runtime: string): string {
  return `/_astro/astro-island.${createHash("sha256").update(runtime).digest("base64url").slice(0, 8)}.js`;
}

/**
 * `page` with Astro's island runtime taken out and the `client:interaction`
 * directive's script moved right after the first island, naming the
 * runtime's file;
 * with `runtime`, the runtime's text, to write there. Null for a page left
 * as it is: no runtime, no script of this directive, an island with another
 * directive, or a first island holding another.
 */
export function deferIslandRuntime(page: string): { page: string; runtime: string } | null {
  const document = parseHtml(page);
  const scripts = inlineScriptsOf(page, document);
  const runtime = scripts.find(({ text }) => isIslandRuntime(text));
  const directive = scripts.find(({ text }) => registersDirective(text, DIRECTIVE));
  const [first, ...others] = islandsOf(document);
  if (!runtime || !directive || !first || [first, ...others].some((island) => directiveOf(island) !== DIRECTIVE))
    return null;
  // Right after the first island, where the runtime would have started it: its content is parsed.
  if ([...elementsOf(first)].some((element) => element.tagName === ISLAND_ELEMENT)) return null; // left as Astro wrote it
  const { end } = outerRange(first);
  const script = `<script ${ISLAND_RUNTIME_ATTRIBUTE}="${runtimeAddress(runtime.text)}">${directive.text}</script>`;
  return {
    page: applyEdits(page, [removal(runtime.element), removal(directive.element), { start: end, end, text: script }]),
    runtime: runtime.text,
  };
}

/** `page` with its islands' `uid` attributes taken out (see the module comment); the page itself when it has none. */
export function withoutIslandIds(page: string): string {
  const edits = islandsOf(parseHtml(page)).flatMap((island) => attributeRemoval(page, island, DEV_ID_ATTRIBUTE) ?? []);
  return edits.length === 0 ? page : applyEdits(page, edits);
}

/** The integration: see the module comment. */
export function islandRuntime(): AstroIntegration {
  return {
    name: "island-runtime",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        const client = fileURLToPath(dir);
        let deferred = 0;
        for (const path of filesUnder(client)) {
          if (!path.endsWith(".html")) continue;
          const built = readFileSync(path, "utf8");
          const page = withoutIslandIds(built);
          const result = deferIslandRuntime(page);
          if (result) {
            writeFileSync(path, result.page);
            writeFileSync(join(client, runtimeAddress(result.runtime)), result.runtime);
            deferred += 1;
          } else if (page !== built) writeFileSync(path, page);
        }
        logger.info(`island runtime on demand in ${deferred} page(s)`);
      },
    },
  };
}
