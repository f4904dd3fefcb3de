import { describe, expect, it } from "vitest";
import { fromNetworkFirst, pageForNotice } from "./notice-click.ts";

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

describe("what the worker fetches from the network first", () => {
  const get = (url: string, mode = "cors", referrer = "") => ({
    url: `${ORIGIN}${url}`,
    method: "GET",
    mode,
    referrer,
  });

  it("a page opened from a notice, and the files its panel reads", () => {
    expect(fromNetworkFirst(get(target, "navigate"), ORIGIN)).toBe(true);
    const page = `${ORIGIN}${target}`;
    expect(fromNetworkFirst(get("/precos/sp/postos-precos.json", "cors", page), ORIGIN)).toBe(true);
    expect(fromNetworkFirst(get("/precos/sp/medias.json", "cors", page), ORIGIN)).toBe(true);
  });

  it("the same files for a price page, which comes from the network first itself", () => {
    for (const page of ["/precos/sp/campinas", "/precos/sp/campinas/postos/2", "/precos/sp"]) {
      expect(fromNetworkFirst(get("/precos/sp/medias.json", "cors", `${ORIGIN}${page}`), ORIGIN)).toBe(true);
      expect(fromNetworkFirst(get("/precos/sp/postos-precos.json", "cors", `${ORIGIN}${page}`), ORIGIN)).toBe(true);
    }
    expect(fromNetworkFirst(get("/precos/sp/postos.json", "cors", `${ORIGIN}/precos/sp/campinas`), ORIGIN)).toBe(false);
    expect(
      fromNetworkFirst(get("/precos/sp/medias.json", "cors", "https://outro.example/precos/sp/campinas"), ORIGIN),
    ).toBe(false);
  });

  it("nothing else: other pages, the same files for another page, other origins and methods", () => {
    expect(fromNetworkFirst(get("/precos/sp/campinas", "navigate"), ORIGIN)).toBe(false);
    expect(fromNetworkFirst(get("/precos/sp/postos-precos.json", "cors", `${ORIGIN}/`), ORIGIN)).toBe(false);
    expect(fromNetworkFirst(get("/precos/sp/postos.json", "cors", `${ORIGIN}${target}`), ORIGIN)).toBe(false);
    expect(fromNetworkFirst({ ...get(target, "navigate"), method: "POST" }, ORIGIN)).toBe(false);
    expect(fromNetworkFirst({ ...get(target, "navigate"), url: `https://outro.example${target}` }, ORIGIN)).toBe(false);
  });
});
