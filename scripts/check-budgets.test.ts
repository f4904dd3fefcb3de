import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import {
  domElements,
  HOME_FIRST_PART_END,
  measurePage,
  OPEN_DATA_FIRST_PART_END,
  overBudget,
  PAGE_KINDS,
  pageKind,
  staticImports,
} from "./check-budgets.ts";

describe("pageKind", () => {
  it.each([
    ["index.html", "home page"],
    ["abastecimentos.html", "fill-up log"],
    ["precos.html", "price page"],
    ["precos/sp.html", "price page"],
    ["precos/sp/historico.html", "price page"],
    ["precos/sp/campinas.html", "price page"],
    // A kind of page added later under /precos is checked the day it is built.
    ["precos/sp/campinas/postos.html", "price page"],
    ["carros.html", "car page"],
    ["carros/tabela-2026.html", "car page"],
    ["carros/chevrolet.html", "car page"],
    ["blog/calibragem-dos-pneus.html", "article"],
    ["blog.html", "content page"],
    ["curiosidades.html", "content page"],
    ["404.html", "content page"],
    ["embed/calculadora.html", "framed calculator"],
    ["embed.html", "content page"],
    ["offline.html", "content page"],
    ["__erro.html", "error drill"],
    ["dados.html", "open data index"],
    // A kept week's page does not grow with the weeks kept.
    ["dados/2026-06-14_2026-06-20.html", "content page"],
  ])("%s is a %s", (file, kind) => {
    expect(pageKind(file).kind).toBe(kind);
  });

  it("holds every page but the home page to the first window, and to 1,400 elements; content pages to 800", () => {
    for (const { kind, budget } of PAGE_KINDS) {
      expect(budget.dom, kind).toBeLessThanOrEqual(1400);
      // Held to less than the first window: below.
      if (kind === "framed calculator") continue;
      expect(budget.first, kind).toBe(13.4);
      // Both have a first part that fits the first window, and more after it.
      if (kind !== "home page" && kind !== "open data index") expect(budget.html, kind).toBe(13.4);
    }
    expect(pageKind("blog/calibragem-dos-pneus.html").budget.dom).toBe(800);
    expect(pageKind("curiosidades.html").budget.dom).toBe(800);
  });

  it("holds the calculator other sites frame to 10 KiB as served, whole", () => {
    const { budget, firstPartEnd } = pageKind("embed/calculadora.html");
    expect(firstPartEnd).toBeUndefined();
    expect(budget.html).toBe(10);
    expect(budget.first).toBe(10);
  });

  it("holds the home page to the first window up to the end of the calculator's section", () => {
    const home = pageKind("index.html");
    expect(home.firstPartEnd).toBe(HOME_FIRST_PART_END);
    expect(home.budget.first).toBe(13.4);
    expect(pageKind("curiosidades.html").firstPartEnd).toBeUndefined();
  });

  it("holds /dados to the first window up to the newest week's files, and to 20 KiB with its list of weeks", () => {
    const { budget, firstPartEnd } = pageKind("dados.html");
    expect(firstPartEnd).toBe(OPEN_DATA_FIRST_PART_END);
    expect(budget).toMatchObject({ first: 13.4, html: 20, dom: 1400 });
  });
});

describe("overBudget", () => {
  const budget = { js: 3, css: 5, first: 13.4, html: 20, dom: 1400 };

  it("names each figure over its budget", () => {
    expect(overBudget({ js: 1, css: 4, first: 13.4, html: 20, dom: 1400 }, budget)).toEqual([]);
    expect(overBudget({ js: 3.04, css: 4, first: 13.5, html: 20.23, dom: 3837 }, budget)).toEqual([
      "JS 3.0 KiB > 3",
      "HTML before the first window ends 13.5 KiB > 13.4",
      "HTML 20.2 KiB > 20",
      "DOM 3837 elements > 1400",
    ]);
  });
});

describe("measurePage", () => {
  it("counts the body's elements, the HTML as served, the inline CSS and the JavaScript a page starts with", () => {
    const client = mkdtempSync(join(tmpdir(), "budgets-"));
    mkdirSync(join(client, "_astro"));
    writeFileSync(join(client, "_astro/entry.js"), 'import "./shared.js";console.log("entry")');
    writeFileSync(join(client, "_astro/shared.js"), 'console.log("shared")');
    writeFileSync(join(client, "_astro/lazy.js"), 'console.log("lazy")');
    const html =
      '<!doctype html><html><head><title>t</title><style>p{color:red}</style><script type="module" src="/_astro/entry.js"></script></head>' +
      '<body><main><p>a</p><template><p>b</p><p>c</p></template></main><script>import("/_astro/lazy.js")</script></body></html>';
    writeFileSync(join(client, "index.html"), html);
    const figures = measurePage(client, "index.html");
    // main, p, template, script: a template's content is not in the document.
    expect(figures.dom).toBe(4);
    expect(figures.html).toBe(brotliCompressSync(Buffer.from(html)).length / 1024);
    expect(figures.first).toBe(figures.html);
    expect(figures.css).toBe(brotliCompressSync(Buffer.from("p{color:red}")).length / 1024);
    const brotli = (text: string) => brotliCompressSync(Buffer.from(text)).length;
    expect(figures.js * 1024).toBeCloseTo(
      brotli('import "./shared.js";console.log("entry")') +
        brotli('console.log("shared")') +
        brotli('import("/_astro/lazy.js")'),
      6,
    );
    // The served .br file is what counts when the build wrote one.
    writeFileSync(join(client, "index.html.br"), Buffer.alloc(2048));
    expect(measurePage(client, "index.html").html).toBe(2);
  });

  it("measures the first part up to the end of the element named, on its own", () => {
    const client = mkdtempSync(join(tmpdir(), "budgets-"));
    const first =
      '<!doctype html><html><head><title>t</title></head><body><section id="c"><p>calculadora</p></section>';
    writeFileSync(join(client, "index.html"), `${first}<p>${"notícias ".repeat(200)}</p></body></html>`);
    const figures = measurePage(client, "index.html", new Map(), "#c");
    expect(figures.first).toBe(brotliCompressSync(Buffer.from(first)).length / 1024);
    expect(figures.first).toBeLessThan(figures.html);
    expect(() => measurePage(client, "index.html", new Map(), "#nada")).toThrow("index.html: no element #nada");
  });

  it("domElements counts the elements of the body only", () => {
    const { document } = new JSDOM("<!doctype html><title>t</title><body><ul><li>1</li><li>2</li></ul>").window;
    expect(domElements(document)).toBe(3);
  });

  it("staticImports reads static imports, not dynamic ones", () => {
    expect(staticImports('import{a as b}from"./a.js";import "./b.js";const c=import("./c.js")')).toEqual([
      "./a.js",
      "./b.js",
    ]);
  });
});
