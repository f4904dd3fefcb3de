import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { htmlToPlainText, shortenText } from "./plain-text.ts";

describe("htmlToPlainText", () => {
  it("drops tags, scripts and styles and decodes entities", () => {
    const html =
      '<p><strong>Etanol &amp; gasolina</strong><script>alert("x")</script><style>p{}</style>' +
      '<img src=x onerror="alert(1)"> caem &lt;3%&gt; no&nbsp;DF &quot;hoje&quot; &#237;ndice</p>';
    expect(htmlToPlainText(html)).toBe('Etanol & gasolina caem <3%> no DF "hoje" índice');
  });

  it("keeps text that only looks like markup once decoded, as text", () => {
    expect(htmlToPlainText("R$ 5 &lt; R$ 6 &amp;amp; mais")).toBe("R$ 5 < R$ 6 &amp; mais");
  });

  it("never returns a tag, whatever the input", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("<script>x</script>", "<b>", "<img src=x>", "</p>"), (text, tag) => {
        const plain = htmlToPlainText(`${tag}${text.replace(/[<>]/g, "")}${tag}`);
        expect(plain).not.toMatch(/<\/?[a-z]/i);
        expect(plain).toBe(plain.trim());
      }),
    );
  });
});

describe("shortenText", () => {
  it("keeps a short text whole", () => {
    expect(shortenText("Etanol cai", 10)).toEqual({ text: "Etanol cai", shortened: false });
  });

  it("cuts a long text at a word, without a trailing comma, and says so", () => {
    expect(shortenText("O etanol caiu, e a gasolina subiu", 16)).toEqual({ text: "O etanol caiu…", shortened: true });
  });

  it("stays within the limit, as a prefix of the text, for any text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 2, max: 200 }), (text, max) => {
        const { text: short, shortened } = shortenText(text, max);
        expect([...short].length).toBeLessThanOrEqual(max);
        expect(shortened).toBe([...text].length > max);
        if (shortened) expect(text.startsWith(short.slice(0, -1))).toBe(true);
        else expect(short).toBe(text);
      }),
    );
  });
});
