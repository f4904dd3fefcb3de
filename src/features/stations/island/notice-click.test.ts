import { describe, expect, it } from "vitest";
import { pageForNotice } from "./notice-click.ts";

const ORIGIN = "https://combustivel.example";
const target = "/precos/sp/campinas?aviso=2026-06-20#avisos";

describe("a tap on a notice", () => {
  it("chooses the tab already on the notice's city page, whatever its query or fragment", () => {
    const pages = [
      { url: `${ORIGIN}/`, id: "home" },
      { url: `${ORIGIN}/precos/sp/campinas?gclid=x#postos`, id: "campinas" },
    ];
    expect(pageForNotice(pages, target, ORIGIN)?.id).toBe("campinas");
  });

  it("chooses none when no tab shows that page (the worker then opens one)", () => {
    const pages = [{ url: `${ORIGIN}/precos/sp` }, { url: `${ORIGIN}/precos/sp/campinas/postos` }];
    expect(pageForNotice(pages, target, ORIGIN)).toBeNull();
    expect(pageForNotice([], target, ORIGIN)).toBeNull();
  });
});
