/**
 * A client directive that starts before Astro's island runtime. Astro writes
 * its island runtime (the `<astro-island>` element, about 1.3 KiB brotli)
 * inline in every page with an island, and only the runtime calls a
 * directive. On a page whose islands all wait for the visitor
 * (`client:interaction`), the build moves the runtime to a file
 * (integrations/island-runtime.ts) and marks the directive's script with
 * {@link ISLAND_RUNTIME_ATTRIBUTE}, the file's address: the directive then
 * starts on its own for each of its islands, and the runtime is fetched only
 * when one of them is to hydrate. The runtime, once run, calls the
 * directive again for each island: that call hands its `load` over to the
 * directive already started, instead of starting it twice.
 */
import type { ClientDirective } from "astro";
import { ISLAND_RUNTIME_ATTRIBUTE } from "#lib/island-runtime.ts";

type Load = Parameters<ClientDirective>[0];

/**
 * `directive` (registered as `client:<name>`), able to start before the
 * island runtime: when its script (`document.currentScript`, which the build
 * puts right after the page's first island) names the runtime's file, it
 * starts now for every `<astro-island client="name">` parsed so far (the
 * others once the page is parsed), with a `load` that fetches the runtime
 * and then the island's own code. Elsewhere it is `directive` unchanged.
 */
export function startingBeforeRuntime(name: string, directive: ClientDirective): ClientDirective {
  const handOvers = new WeakMap<Element, (load: Load) => void>();
  const runtime =
    typeof document === "undefined" ? null : document.currentScript?.getAttribute(ISLAND_RUNTIME_ATTRIBUTE);
  if (runtime) {
    const started = new WeakSet<Element>();
    // A module import, not a `<script>` element, so that fetching it never holds up the page's load event.
    let fetching: Promise<unknown> | undefined;
    const start = () => {
      for (const island of document.querySelectorAll<HTMLElement>(`astro-island[client="${name}"]`)) {
        if (started.has(island)) continue;
        started.add(island);
        const handedOver = new Promise<Load>((resolve) => handOvers.set(island, resolve));
        const options = JSON.parse(island.getAttribute("opts") ?? "{}") as Parameters<ClientDirective>[1];
        const load = async () => {
          await (fetching ??= import(/* @vite-ignore */ runtime));
          return (await handedOver)();
        };
        void directive(load, options, island);
      }
    };
    start();
    // The islands further down the page start once it is parsed.
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
  }
  return (load, options, island) => {
    const handOver = handOvers.get(island);
    if (!handOver) return directive(load, options, island);
    handOvers.delete(island);
    handOver(load);
  };
}
