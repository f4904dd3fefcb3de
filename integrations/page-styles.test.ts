import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  contentWords,
  dropUnreadProperties,
  hoistBodyStyles,
  pruneRouteStyles,
  pruneStylesheet,
  reachableScripts,
} from "./page-styles.ts";

const CSS = [
  ":root{--color-green-700:#15803d;--color-unused:#000}",
  ".text-green-700{color:var(--color-green-700)}",
  ".sm\\:px-3{padding-inline:.75rem}",
  ".\\[\\&_td\\]\\:px-3 td{padding-inline:.75rem}",
  ".aria-\\[current\\=page\\]\\:font-bold[aria-current=page]{font-weight:700}",
  ".toast{position:fixed}",
  ".never-used{color:red}",
  "details[open]>summary{font-weight:700}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
  ".animate-spin{animation:spin 1s linear infinite}",
].join("");

describe("contentWords", () => {
  it("reads class lists, escaped entities and attribute names and values", () => {
    const words = contentWords('<td class="sm:px-3 [&amp;_td]:px-3" aria-current="page">');
    expect(words).toEqual(expect.arrayContaining(["sm:px-3", "[&_td]:px-3", "aria-current", "page"]));
  });
});

describe("pruneStylesheet", () => {
  it("keeps what the content names, Tailwind's escaped classes included, and drops the rest", async () => {
    const css = await pruneStylesheet(CSS, [
      '<table class="[&amp;_td]:px-3"><td class="text-green-700 sm:px-3 aria-[current=page]:font-bold" aria-current="page">',
    ]);
    expect(css).toContain(".text-green-700");
    expect(css).toContain(".sm\\:px-3");
    expect(css).toContain(".\\[\\&_td\\]\\:px-3");
    expect(css).toContain("aria-current=page");
    expect(css).not.toContain(".never-used");
    expect(css).not.toContain(".toast");
  });

  it("drops custom properties and keyframes nothing uses, and keeps those in use", async () => {
    const used = await pruneStylesheet(CSS, ['<p class="text-green-700 animate-spin">']);
    expect(used).toContain("--color-green-700");
    expect(used).not.toContain("--color-unused");
    expect(used).toContain("@keyframes spin");
    const unused = await pruneStylesheet(CSS, ['<p class="text-green-700">']);
    expect(unused).not.toContain("@keyframes spin");
  });

  it("keeps a rule on an attribute a script sets later, but not one whose class is absent", async () => {
    const css = "[hidden]:where(:not([hidden=until-found])){display:none!important}.flex[data-pending]{color:red}";
    const kept = await pruneStylesheet(css, ['<p class="flex">Dados de junho de 2026</p>']);
    expect(kept).toContain("[hidden]:where(:not([hidden=until-found]))");
    expect(kept).toContain(".flex[data-pending]");
    expect(await pruneStylesheet(css, ["<p>Texto</p>"])).not.toContain(".flex");
  });

  it("keeps element rules only where the page has them", async () => {
    expect(await pruneStylesheet(CSS, ["<details open><summary>Menu</summary></details>"])).toContain("details[open]");
    expect(await pruneStylesheet(CSS, ["<p>Texto</p>"])).not.toContain("details[open]");
  });
});

/** A build folder with a page's scripts: an eager module that imports a chunk that lazily imports another. */
function buildWithScripts(): string {
  const client = mkdtempSync(join(tmpdir(), "page-styles-"));
  mkdirSync(join(client, "_astro"));
  writeFileSync(join(client, "_astro/entry.js"), 'import{a}from"./shared.js";');
  writeFileSync(join(client, "_astro/shared.js"), 'export const a=()=>import("./toaster.js");');
  writeFileSync(join(client, "_astro/toaster.js"), 'export const c="toast";');
  writeFileSync(join(client, "update-notice.js"), 'import"./_astro/shared.js";export const d="never-used";');
  return client;
}

describe("reachableScripts", () => {
  it("follows a page's scripts through static and lazy imports, absolute and relative addresses", () => {
    const client = buildWithScripts();
    const texts = reachableScripts(['<script type="module" src="/_astro/entry.js"></script>'], client);
    expect(texts).toHaveLength(3);
    expect(texts.join("\n")).toContain('"toast"');
    const fromSiteScript = reachableScripts(['<script type="module">import(`/update-notice.js`)</script>'], client);
    expect(fromSiteScript.join("\n")).toContain("never-used");
  });
});

describe("pruneRouteStyles", () => {
  it("gives every page of a route the rules any of them or their scripts use", async () => {
    const client = buildWithScripts();
    const pages = [
      `<style>${CSS}</style><p class="text-green-700">`,
      `<style>${CSS}</style><script type="module" src="/_astro/entry.js"></script><p class="sm:px-3">`,
    ];
    const [first = "", second = ""] = await pruneRouteStyles(pages, client);
    for (const page of [first, second]) {
      expect(page).toContain(".text-green-700");
      expect(page).toContain(".sm\\:px-3");
      expect(page).toContain(".toast{");
      expect(page).not.toContain(".never-used");
    }
    expect(second).toContain('<script type="module" src="/_astro/entry.js"></script>');
  });
});

describe("hoistBodyStyles", () => {
  it("moves the island rule Astro writes in the body into the head's stylesheet, and leaves other pages as they are", () => {
    const page =
      "<html><head><style>.a{color:red}</style></head><body><p>x</p><style>astro-island,astro-slot{display:contents}</style><astro-island></astro-island></body></html>";
    expect(hoistBodyStyles(page)).toBe(
      "<html><head><style>.a{color:red}astro-island,astro-slot{display:contents}</style></head><body><p>x</p><astro-island></astro-island></body></html>",
    );
    const plain = "<html><head><style>.a{color:red}</style></head><body><p>x</p></body></html>";
    expect(hoistBodyStyles(plain)).toBe(plain);
  });

  it("leaves the rest of the page byte for byte: comments, entities and unquoted attributes", () => {
    const text = "<p class=week>Pesquisa ANP de <!-- -->14 a 20/06/2026 &amp; R$&nbsp;4,19</p>";
    const page = `<html lang=pt-BR><head><style>.a{}</style></head><body>${text}<style>.b{}</style><a href=/x>x</a></body></html>`;
    expect(hoistBodyStyles(page)).toBe(
      `<html lang=pt-BR><head><style>.a{}.b{}</style></head><body>${text}<a href=/x>x</a></body></html>`,
    );
  });
});

describe("pruneRouteStyles, for a page with a later stylesheet", () => {
  const page = (marker: string) =>
    `<html lang="pt-BR"${marker}><style>${CSS}</style><script type="module" src="/_astro/entry.js"></script>` +
    '<p class="sm:px-3"></p></html>';

  it("keeps inline what its HTML uses, and names a hashed file with the whole share, its scripts' included", async () => {
    const client = buildWithScripts();
    const [pruned = ""] = await pruneRouteStyles([page(" data-later-styles")], client);
    const inline = /<style>([\s\S]*)<\/style>/.exec(pruned)?.[1] ?? "";
    expect(inline).toContain(".sm\\:px-3");
    expect(inline).not.toContain(".toast{");
    const address = /data-later-styles="(\/_astro\/later\.[\w-]+\.css)"/.exec(pruned)?.[1] ?? "";
    const later = readFileSync(join(client, address), "utf8");
    for (const rule of [".sm\\:px-3", ".toast{"]) expect(later).toContain(rule);
    expect(later).not.toContain(".never-used");
  });

  it("without the attribute, keeps inline the rules of its scripts too", async () => {
    const [pruned = ""] = await pruneRouteStyles([page("")], buildWithScripts());
    for (const rule of [".sm\\:px-3", ".toast{"]) expect(pruned).toContain(rule);
    expect(pruned).not.toContain("data-later-styles");
  });
});

describe("dropUnreadProperties", () => {
  const tailwind = [
    '@layer properties{@supports (x:y){*,:before{--tw-font-weight:initial;--tw-shadow:0 0 #0000;--tw-content:""}}}',
    ".font-bold{--tw-font-weight:700;font-weight:700}",
    ".shadow{--tw-shadow:0 1px #0001;box-shadow:var(--tw-shadow)}",
    '@property --tw-font-weight{syntax:"*";inherits:false}',
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@property --tw-content{syntax:"*";inherits:false;initial-value:""}',
  ].join("");

  it("drops what sets or registers a property nothing reads, and keeps every property read with var()", () => {
    const css = dropUnreadProperties(tailwind);
    expect(css).not.toContain("--tw-font-weight");
    expect(css).not.toContain("--tw-content");
    expect(css).toContain(".font-bold{font-weight:700}");
    expect(css).toContain("@property --tw-shadow{");
    expect(css).toContain("--tw-shadow:0 0 #0000");
    expect(css).toContain(".shadow{--tw-shadow:0 1px #0001;box-shadow:var(--tw-shadow)}");
  });

  it("leaves a stylesheet whose properties are all read as it is", () => {
    const css = ':root{--a:1px}.x{margin:var(--a)}@property --b{syntax:"*";inherits:false}.y{padding:var(--b,0)}';
    expect(dropUnreadProperties(css)).toBe(css);
  });
});
