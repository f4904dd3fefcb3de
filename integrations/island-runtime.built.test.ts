/**
 * The island runtime in the two e2e builds (`npm run build:e2e`), read as
 * astro-islands.ts says Astro writes islands: every page whose islands all
 * wait for the visitor loads the runtime from its file, and no page keeps
 * it inline. When an Astro update changes the markup, island-runtime.ts
 * stops recognising it and leaves the runtime inline: these tests then
 * fail and name the pages, instead of the pages quietly growing.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { ISLAND_RUNTIME_ATTRIBUTE } from "#lib/island-runtime.ts";
import { DEV_ID_ATTRIBUTE, directiveOf, islandsOf, isIslandRuntime } from "./astro-islands.ts";
import { attributeOf, inlineScriptsOf, parseHtml } from "./html-source.ts";

/** The directive whose pages load the runtime on demand (island-runtime.ts). */
const WAITING = "interaction";

/** What a page shows of its islands (its parsed tree is not kept: a build has hundreds of pages). */
function islandFacts(html: string) {
  const document = parseHtml(html);
  const islands = islandsOf(document);
  const scripts = inlineScriptsOf(html, document);
  return {
    directives: islands.map(directiveOf),
    devIds: islands.filter((island) => attributeOf(island, DEV_ID_ATTRIBUTE) !== undefined).length,
    // Any custom element's definition, not only the runtime's text as Astro writes it today.
    definesElements: scripts.some(({ text }) => text.includes("customElements.define(")),
    runtimeInline: scripts.some(({ text }) => isIslandRuntime(text)),
    runtimeAddress: scripts
      .map(({ element }) => attributeOf(element, ISLAND_RUNTIME_ATTRIBUTE))
      .find((value) => value !== undefined),
  };
}

const BUILDS = ["e2e/settings/.env", "e2e/settings-analytics/.env"].map((settings) => {
  const client = resolve(parseEnv(readFileSync(settings, "utf8")).BUILD_DIR!, "client");
  const pages = readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { file: relative(client, path), ...islandFacts(readFileSync(path, "utf8")) };
    });
  return { settings, client, pages };
});

describe.each(BUILDS)("the build of $settings", ({ client, pages }) => {
  const waiting = pages.filter(
    ({ directives }) => directives.length > 0 && directives.every((directive) => directive === WAITING),
  );

  it("has islands where Astro's markup says, the home page's all waiting for the visitor", () => {
    expect(pages.filter(({ directives }) => directives.length > 0).length).toBeGreaterThan(1);
    expect(waiting.map(({ file }) => file)).toContain("index.html");
  });

  it("carries Astro's island runtime inline in no page whose islands all wait for the visitor", () => {
    expect(waiting.filter(({ definesElements }) => definesElements).map(({ file }) => file)).toEqual([]);
  });

  it("has every such page load the runtime from the file its directive's script names", () => {
    const unnamed = waiting.filter(({ runtimeAddress }) => {
      const path = join(client, runtimeAddress ?? "");
      return !runtimeAddress || !existsSync(path) || !isIslandRuntime(readFileSync(path, "utf8"));
    });
    expect(unnamed.map(({ file }) => file)).toEqual([]);
  });

  it("precaches the runtime's file, and leaves it inline where an island hydrates on load", () => {
    const home = pages.find(({ file }) => file === "index.html");
    expect(readFileSync(join(client, "sw.js"), "utf8")).toContain(`url:"${home?.runtimeAddress?.slice(1)}"`);
    // The fill-up log hydrates on load.
    expect(pages.find(({ file }) => file === "abastecimentos.html")?.runtimeInline).toBe(true);
  });

  // Astro's development-only id, a hash of the component's absolute path: gone, so the bytes do not depend on the folder.
  it("keeps no island's development id", () => {
    expect(pages.filter(({ devIds }) => devIds > 0).map(({ file }) => file)).toEqual([]);
  });
});
