import { describe, expect, it } from "vitest";
import { trailFrom } from "./breadcrumbs.ts";

describe("trailFrom", () => {
  it("starts every trail at the home page, then the crumbs in order", () => {
    expect(trailFrom(["Blog", "/blog"], ["Um artigo", "/blog/um-artigo"])).toEqual([
      ["Início", "/"],
      ["Blog", "/blog"],
      ["Um artigo", "/blog/um-artigo"],
    ]);
  });
});
