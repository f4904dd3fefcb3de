import { describe, expect, it } from "vitest";
import { deferIslandRuntime, runtimeAddress, withoutIslandIds } from "./island-runtime.ts";

const RUNTIME =
  '(()=>{class f extends HTMLElement{}customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const directive = (name: string) =>
  `(()=>{var h=()=>{};(self.Astro||(self.Astro={})).${name}=h;window.dispatchEvent(new Event("astro:${name}"));})();`;
const island = (client: string, content = "<form></form>") =>
  `<astro-island uid="a" client="${client}" opts="{}">${content}</astro-island>`;

function page(islands: string[], directiveName = "interaction"): string {
  return [
    "<html><body><main>",
    `<script>${directive(directiveName)}</script>`,
    `<script>${RUNTIME}</script>`,
    islands[0],
    "<p>products</p>",
    ...islands.slice(1),
    "</main></body></html>",
  ].join("");
}

describe("deferIslandRuntime", () => {
  it("takes the runtime out and moves the directive after the first island, naming the runtime's file", () => {
    const result = deferIslandRuntime(page([island("interaction"), island("interaction", "<ul></ul>")]));
    expect(result?.runtime).toBe(RUNTIME);
    expect(result?.page).not.toContain("customElements.define");
    const marked = `<script data-island-runtime="${runtimeAddress(RUNTIME)}">${directive("interaction")}</script>`;
    expect(result?.page).toContain(`${island("interaction")}${marked}<p>products</p>`);
    expect(result?.page.split("self.Astro=").length).toBe(2);
  });

  it("names the file by the runtime's text, under /_astro/", () => {
    expect(runtimeAddress(RUNTIME)).toMatch(/^\/_astro\/astro-island\.[\w-]{8}\.js$/);
    expect(runtimeAddress(`${RUNTIME} `)).not.toBe(runtimeAddress(RUNTIME));
  });

  it("leaves a page alone when one of its islands uses another directive", () => {
    expect(deferIslandRuntime(page([island("interaction"), island("visible")]))).toBeNull();
    expect(deferIslandRuntime(page([island("load")], "load"))).toBeNull();
  });

  it("leaves a page alone without a runtime, without islands or when its first island holds another", () => {
    expect(deferIslandRuntime(page([island("interaction")]).replace(`<script>${RUNTIME}</script>`, ""))).toBeNull();
    expect(deferIslandRuntime("<html><body><p>no island</p></body></html>")).toBeNull();
    expect(deferIslandRuntime(page([island("interaction", island("interaction"))]))).toBeNull();
  });
});

describe("withoutIslandIds", () => {
  it("takes out every island's uid and nothing else", () => {
    const built = `${island("interaction")}<p uid="kept">x</p><astro-island uid="Z1b2" prefix="r3" client="load"></astro-island>`;
    expect(withoutIslandIds(built)).toBe(
      '<astro-island client="interaction" opts="{}"><form></form></astro-island><p uid="kept">x</p><astro-island prefix="r3" client="load"></astro-island>',
    );
    expect(withoutIslandIds("<main><p>no island</p></main>")).toBe("<main><p>no island</p></main>");
  });
});

describe("the rewrites, through a parser", () => {
  it("leave every byte outside what they change as Astro wrote it: comments, entities, unquoted attributes", () => {
    const around =
      '<p class=week>Pesquisa ANP de <!-- -->14 a 20/06/2026</p><a href=/precos title="&quot;SP&quot;">SP</a>';
    const built = page([island("interaction"), island("interaction", "<ul></ul>")]).replace(
      "<main>",
      `<main>${around}`,
    );
    const result = deferIslandRuntime(withoutIslandIds(built));
    const marked = `<script data-island-runtime="${runtimeAddress(RUNTIME)}">${directive("interaction")}</script>`;
    const islandWithoutId = island("interaction").replace(' uid="a"', "");
    expect(result?.page).toBe(
      `<html><body><main>${around}${islandWithoutId}${marked}<p>products</p>${island("interaction", "<ul></ul>").replace(' uid="a"', "")}</main></body></html>`,
    );
  });

  it("find islands and scripts however their attributes are written", () => {
    const built = `<main><script>${directive("interaction")}</script><script>${RUNTIME}</script><astro-island client=interaction opts={} uid=b2><form></form></astro-island></main>`;
    expect(withoutIslandIds(built)).toContain("<astro-island client=interaction opts={}><form>");
    expect(deferIslandRuntime(built)?.runtime).toBe(RUNTIME);
    expect(deferIslandRuntime(built.replace("client=interaction", "client=load"))).toBeNull();
  });
});
