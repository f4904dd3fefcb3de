import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { affiliateHref } from "./affiliate-link.ts";

describe("affiliateHref", () => {
  it("adds the Associates tag to Amazon Brasil links, keeping the search", () => {
    expect(affiliateHref("https://www.amazon.com.br/s?k=calibrador+de+pneus+digital", "meusite-20")).toBe(
      "https://www.amazon.com.br/s?k=calibrador+de+pneus+digital&tag=meusite-20",
    );
  });

  it("replaces a tag already there", () => {
    expect(affiliateHref("https://amazon.com.br/dp/B0?tag=outro-20", "meusite-20")).toBe(
      "https://amazon.com.br/dp/B0?tag=meusite-20",
    );
  });

  it("leaves other hosts and untagged sites alone", () => {
    expect(affiliateHref("https://www.mercadolivre.com.br/x", "meusite-20")).toBe("https://www.mercadolivre.com.br/x");
    expect(affiliateHref("https://www.amazon.com.br.golpe.com/x", "meusite-20")).toBe(
      "https://www.amazon.com.br.golpe.com/x",
    );
    expect(affiliateHref("https://www.amazon.com.br/s?k=a", undefined)).toBe("https://www.amazon.com.br/s?k=a");
  });

  it("never changes where a link goes, only its tag", () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const tagged = new URL(affiliateHref(url, "meusite-20"));
        const original = new URL(url);
        expect(tagged.origin + tagged.pathname).toBe(original.origin + original.pathname);
      }),
      { numRuns: 40 },
    );
  });
});
