// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadPartials } from "./page-partials";

let main: HTMLElement | null = null;
afterEach(() => main?.remove());

/** A page with a placeholder for `/partes/inicio` and, after it, the news. */
function page(): void {
  main = document.createElement("main");
  main.innerHTML = '<div data-partial="/partes/inicio"><p>Aguarde</p></div><section id="noticias"></section>';
  document.body.append(main);
}

describe("loadPartials", () => {
  it("places the partial where its placeholder was, once ready, with its data blocks and no running script", async () => {
    page();
    const fetch = vi.fn(
      async () =>
        new Response(
          '<section id="produtos"><h2>Produtos</h2></section><script type="application/ld+json">{"@type":"FAQPage"}</script><script>window.ran = true</script>',
        ),
    );
    vi.stubGlobal("fetch", fetch);
    let ready = () => {};
    const loading = loadPartials(document, new Promise<void>((resolve) => (ready = resolve)));
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    ready();
    await loading;
    expect(fetch).toHaveBeenCalledWith("/partes/inicio");
    expect(document.querySelector("main > :first-child")?.id).toBe("produtos");
    expect(document.querySelector("[data-partial]")).toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toBe('{"@type":"FAQPage"}');
    expect((window as { ran?: boolean }).ran).toBeUndefined();
  });

  it("places it only once it comes within a screen of the viewport", async () => {
    page();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('<section id="produtos"></section>')),
    );
    const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const loading = loadPartials(document, Promise.resolve());
    await vi.waitFor(() => expect(observers).toHaveLength(1));
    observers[0]!([{ isIntersecting: false }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector("[data-partial]")).not.toBeNull();
    observers[0]!([{ isIntersecting: true }]);
    await loading;
    expect(document.querySelector("#produtos")).not.toBeNull();
  });

  it("leaves the placeholder when the partial cannot be fetched", async () => {
    page();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    await loadPartials(document, Promise.resolve());
    expect(document.querySelector("[data-partial]")).toHaveTextContent("Aguarde");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("Não encontrada", { status: 404 })),
    );
    await loadPartials(document, Promise.resolve());
    expect(document.querySelector("[data-partial]")).toHaveTextContent("Aguarde");
  });
});
