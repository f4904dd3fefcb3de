import { describe, expect, it } from "vitest";
import { namedCards } from "./share-cards.ts";

describe("namedCards", () => {
  it("takes the share card a page names in og:image, and nothing else", () => {
    const html =
      '<meta property="og:image" content="https://exemplo.com.br/og/campinas-sp-3f2a9c1b04d5.png">' +
      '<meta name="twitter:image" content="https://exemplo.com.br/og/campinas-sp-3f2a9c1b04d5.png">' +
      '<img src="/og/outro-000000000000.png">';
    expect(namedCards(html)).toEqual(["campinas-sp-3f2a9c1b04d5.png"]);
  });

  it("reads the attributes in any order and quoting, and not from a comment", () => {
    const html =
      "<meta content=/og/recife-pe-0a1b2c3d4e5f.png property=og:image>" +
      '<!-- <meta property="og:image" content="/og/gone-111111111111.png"> -->';
    expect(namedCards(html)).toEqual(["recife-pe-0a1b2c3d4e5f.png"]);
  });

  it("ignores the generic share image", () => {
    expect(namedCards('<meta property="og:image" content="http://localhost:4173/og-image.png">')).toEqual([]);
  });
});
