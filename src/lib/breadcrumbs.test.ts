import { describe, expect, it } from "vitest";
import { pricesTrail, trailFrom } from "./breadcrumbs.ts";

describe("trailFrom", () => {
  it("starts every trail at the home page, then the crumbs in order", () => {
    expect(trailFrom(["Blog", "/blog"], ["Um artigo", "/blog/um-artigo"])).toEqual([
      ["Início", "/"],
      ["Blog", "/blog"],
      ["Um artigo", "/blog/um-artigo"],
    ]);
  });

  it("puts the price pages under /precos", () => {
    expect(pricesTrail(["Bahia", "/precos/ba"])).toEqual([
      ["Início", "/"],
      ["Preços por estado", "/precos"],
      ["Bahia", "/precos/ba"],
    ]);
  });
});
