import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyEdits,
  attributeOf,
  attributeRemoval,
  attributeSetting,
  contentRange,
  elementsNamed,
  elementsOf,
  inlineScriptsOf,
  isWritten,
  outerRange,
  parseHtml,
  rawContent,
  removal,
} from "./html-source.ts";

/** A page as Astro writes it: a comment between two text nodes, unquoted and valueless attributes, entities. */
const PAGE = [
  "<!DOCTYPE html><html lang=pt-BR data-later-styles><head><meta charset=utf-8>",
  '<meta http-equiv="content-security-policy" content="script-src \'self\'">',
  "<style>p{color:red}</style></head><body>",
  "<p class=note>Pesquisa ANP de <!-- -->14 a 20/06/2026</p>",
  '<p title="&quot;Etanol&quot; &amp; gasolina">Preço médio: R$&nbsp;4,19 — São Paulo</p>',
  "<template data-row><li><svg><use href=/icones.svg#fuel /></svg></li></template>",
  '<script type="module">if (a < b && c) go("</p>")</script>',
  '<script type="application/ld+json">{"name":"x"}</script><script src="/x.js"></script>',
  "</body></html>",
].join("");

const slice = (text: string, { start, end }: { start: number; end: number }) => text.slice(start, end);

const only = (html: string, tagName: string) => {
  const [element] = elementsNamed(parseHtml(html), tagName);
  if (!element) throw new Error(`no <${tagName}>`);
  return element;
};

describe("parseHtml and the element queries", () => {
  it("finds every element in document order, a template's content included", () => {
    const names = [...elementsOf(parseHtml(PAGE))].map((element) => element.tagName);
    expect(names).toEqual([
      "html",
      "head",
      "meta",
      "meta",
      "style",
      "body",
      "p",
      "p",
      "template",
      "li",
      "svg",
      "use",
      "script",
      "script",
      "script",
    ]);
    expect(attributeOf(only(PAGE, "use"), "href")).toBe("/icones.svg#fuel");
  });

  it("reads attribute values decoded, unquoted and valueless ones included", () => {
    expect(attributeOf(only(PAGE, "html"), "lang")).toBe("pt-BR");
    expect(attributeOf(only(PAGE, "html"), "data-later-styles")).toBe("");
    expect(attributeOf(elementsNamed(parseHtml(PAGE), "p")[1]!, "title")).toBe('"Etanol" & gasolina');
    expect(attributeOf(only(PAGE, "html"), "class")).toBeUndefined();
  });

  it("gives a script's or a style's text as written, entities and all", () => {
    const [script] = inlineScriptsOf(PAGE, parseHtml(PAGE));
    expect(script?.text).toBe('if (a < b && c) go("</p>")');
    expect(rawContent(PAGE, only(PAGE, "style"))).toBe("p{color:red}");
    expect(inlineScriptsOf(PAGE, parseHtml(PAGE)).map(({ text }) => text)).toHaveLength(2);
  });

  it("locates an element from its start tag to its end tag, by UTF-16 offsets past accented text", () => {
    const text = "<p>São Paulo — R$ 4,19 ⛽</p><b>x</b>";
    expect(slice(text, outerRange(only(text, "b")))).toBe("<b>x</b>");
    expect(slice(text, contentRange(only(text, "p")))).toBe("São Paulo — R$ 4,19 ⛽");
  });

  it("tells the elements written from those the parser implied", () => {
    expect(isWritten(only("<p>x</p>", "body"))).toBe(false);
    expect(isWritten(only(PAGE, "body"))).toBe(true);
    expect(() => outerRange(only("<p>x</p>", "body"))).toThrow(/not in the page's text/);
  });
});

describe("edits at the parser's positions", () => {
  it("change only what they name: comments, entities and unquoted attributes stay byte for byte", () => {
    const document = parseHtml(PAGE);
    const edited = applyEdits(PAGE, [
      attributeSetting(PAGE, only(PAGE, "meta"), "charset", "utf-8"),
      removal(elementsNamed(document, "script")[2]!),
    ]);
    expect(edited).toBe(
      PAGE.replace("<meta charset=utf-8>", '<meta charset="utf-8">').replace('<script src="/x.js"></script>', ""),
    );
    expect(edited).toContain("<p class=note>Pesquisa ANP de <!-- -->14 a 20/06/2026</p>");
    expect(edited).toContain('title="&quot;Etanol&quot; &amp; gasolina">Preço médio: R$&nbsp;4,19 — São Paulo');
  });

  it("set an attribute's value in place, give a valueless one a value, and add a missing one", () => {
    const html = only(PAGE, "html");
    expect(applyEdits(PAGE, [attributeSetting(PAGE, html, "data-later-styles", "/_astro/later.a.css")])).toBe(
      PAGE.replace("data-later-styles>", 'data-later-styles="/_astro/later.a.css">'),
    );
    expect(applyEdits(PAGE, [attributeSetting(PAGE, html, "lang", 'a"&b')])).toBe(
      PAGE.replace("lang=pt-BR", 'lang="a&quot;&amp;b"'),
    );
    expect(applyEdits(PAGE, [attributeSetting(PAGE, html, "dir", "ltr")])).toBe(
      PAGE.replace("data-later-styles>", 'data-later-styles dir="ltr">'),
    );
    const selfClosing = "<svg><use href=/a /></svg>";
    expect(applyEdits(selfClosing, [attributeSetting(selfClosing, only(selfClosing, "use"), "x", "1")])).toBe(
      '<svg><use href=/a x="1" /></svg>',
    );
  });

  it("take an attribute out with the space before it, and nothing when it is absent", () => {
    const island = '<astro-island uid="Z1b2" client=load opts="{}"></astro-island>';
    const element = only(island, "astro-island");
    expect(applyEdits(island, [attributeRemoval(island, element, "uid")!])).toBe(
      '<astro-island client=load opts="{}"></astro-island>',
    );
    expect(applyEdits(island, [attributeRemoval(island, element, "client")!])).toBe(
      '<astro-island uid="Z1b2" opts="{}"></astro-island>',
    );
    expect(attributeRemoval(island, element, "hidden")).toBeNull();
  });

  it("apply in source order whatever order they come in, and refuse to overlap", () => {
    expect(
      applyEdits("abcdef", [
        { start: 4, end: 5, text: "E" },
        { start: 0, end: 1, text: "A" },
        { start: 2, end: 2, text: "+" },
        { start: 2, end: 2, text: "-" },
      ]),
    ).toBe("Ab+-cdEf");
    expect(() =>
      applyEdits("abcdef", [
        { start: 0, end: 3, text: "" },
        { start: 2, end: 4, text: "" },
      ]),
    ).toThrow(/overlap/);
  });

  it("leave a page as it is when there are none, whatever its text", () => {
    fc.assert(fc.property(fc.string(), (text) => applyEdits(text, []) === text));
  });

  it("keep every byte outside the element they take out, whatever the text around it", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[^<&]*$/), fc.stringMatching(/^[^<&]*$/), (before, after) => {
        const page = `<p>${before}<!-- -->${after}</p><b class=x>y</b><i>${after}</i>`;
        return applyEdits(page, [removal(only(page, "b"))]) === `<p>${before}<!-- -->${after}</p><i>${after}</i>`;
      }),
    );
  });
});
