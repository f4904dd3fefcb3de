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
import { filesUnder } from "./build-files.ts";

/** The directive that can start before the runtime. */
const DIRECTIVE = "interaction";

/** Astro's island runtime: the inline script that defines `<astro-island>`. */
const RUNTIME = /<script>((?:(?!<\/script>)[\s\S])*?customElements\.define\("astro-island"[\s\S]*?)<\/script>/;
/** The inline script that registers {@link DIRECTIVE} (Astro's wrapper ends with `(self.Astro||…).<name>=…`). */
const DIRECTIVE_SCRIPT = new RegExp(
  `<script>((?:(?!</script>)[\\s\\S])*?\\(self\\.Astro\\|\\|\\(self\\.Astro=\\{\\}\\)\\)\\.${DIRECTIVE}=[\\s\\S]*?)</script>`,
);

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
  const runtime = RUNTIME.exec(page);
  const directive = DIRECTIVE_SCRIPT.exec(page);
  const clients = [...page.matchAll(/<astro-island\b[^>]*?\sclient="([^"]*)"/g)].map(([, client]) => client);
  if (!runtime || !directive || clients.length === 0 || clients.some((client) => client !== DIRECTIVE)) return null;
  const text = runtime[1] ?? "";
  const rest = page.replace(runtime[0], "").replace(directive[0], "");
  // Right after the first island, where the runtime would have started it: its content is parsed.
  const start = rest.indexOf("<astro-island");
  const close = rest.indexOf("</astro-island>", start);
  if (rest.slice(start + 1, close).includes("<astro-island")) return null; // a nested island: left as Astro wrote it
  const end = close + "</astro-island>".length;
  const script = `<script ${ISLAND_RUNTIME_ATTRIBUTE}="${runtimeAddress(text)}">${directive[1] ?? ""}</script>`;
  return { page: `${rest.slice(0, end)}${script}${rest.slice(end)}`, runtime: text };
}

/** `page` with its islands' `uid` attributes taken out (see the module comment); the page itself when it has none. */
export function withoutIslandIds(page: string): string {
  return page.replace(/(<astro-island) uid="[^"]*"/g, "$1");
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
