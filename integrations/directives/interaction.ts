/**
 * `client:interaction`: hydrates an island when the visitor first touches,
 * clicks, focuses or types inside it, so that loading the page never waits
 * on (or competes with) the island's code. The prerendered HTML works on
 * its own until then: a form submits natively. The island hydrates at once
 * when it has something to show on arrival: the address carries one of its
 * `params` (a calculation submitted before the JavaScript arrived) or this
 * device stores one of its `storage` keys (figures remembered from an
 * earlier visit), e.g. `client:interaction={{ params: ["etanol"], storage:
 * ["car_profile"] }}`. Elements matching `answered` (a CSS selector) are
 * answered by the page itself before hydration (the calculator's price
 * fields and button, src/features/calculator/island/early-verdict.ts): using them
 * does not hydrate, so that typing at the pump never waits on the island's
 * download, compilation and hydration; a submit of the island's form brings
 * it at the next idle moment, at once if the page did not answer it (the
 * form is then held, below). Once the page has loaded, the island's modules
 * are fetched (not run) at an idle moment, so that hydrating waits less for
 * the network. The page's later stylesheet (src/lib/later-styles.ts), which
 * holds what the island draws beyond the prerendered HTML, is linked once
 * the code has arrived, before hydrating. The island is then ready, or once
 * prefetched if the visitor has not touched it: only then do the page's
 * product photos get their address (src/features/affiliate/island/deferred-photos.ts),
 * so that no third-party request competes with the island for a slow connection.
 */
import type { ClientDirective } from "astro";
import { showDeferredPhotos } from "../../src/features/affiliate/island/deferred-photos.ts";
import { loadLaterStyles } from "../../src/lib/later-styles.ts";

/** Events that mean the visitor is starting to use the island: it hydrates now. */
const INTERACTIONS = ["focusin", "pointerdown", "keydown", "touchstart"] as const;

/** What makes the island hydrate on arrival, and what the page answers itself (see the module comment). */
export interface InteractionOptions {
  params?: string[];
  storage?: string[];
  answered?: string;
}

function hasSomethingToShow(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const { params = [], storage = [] } = value as InteractionOptions;
  const query = new URLSearchParams(window.location.search);
  if (params.some((name) => query.has(name))) return true;
  try {
    return storage.some((key) => window.localStorage.getItem(key) !== null);
  } catch {
    return false; // storage blocked: nothing remembered to show
  }
}

/** How long a held form waits for the hydrated island to take its submit, in ms, before submitting natively. */
const HANDOVER_MS = 3000;
/** Interval between two tries of that handover, in ms. */
const HANDOVER_RETRY_MS = 50;

/**
 * Submits `form` again for the island, once hydrated. React 19 hydrates in
 * a transition, after Astro's hydrate resolves: a submit that arrives before
 * the form's handler is attached is not prevented and would navigate. So a
 * bubbling listener on `window`, which runs after React's, takes back a
 * submit nobody prevented and tries again shortly; after {@link HANDOVER_MS}
 * the form submits natively, which the page also answers.
 */
function handOver(form: HTMLFormElement, submitter: HTMLElement | null, deadline = Date.now() + HANDOVER_MS): void {
  const unhandled = (event: Event) => {
    if (event.target !== form) return;
    window.removeEventListener("submit", unhandled);
    if (event.defaultPrevented) return;
    event.preventDefault();
    if (Date.now() < deadline) setTimeout(() => handOver(form, submitter, deadline), HANDOVER_RETRY_MS);
    else form.submit();
  };
  window.addEventListener("submit", unhandled);
  form.requestSubmit(submitter);
}

/** Runs `task` at the next idle moment. */
function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(task);
  else setTimeout(task, 200);
}

/** The directive: see the module comment. */
const interactionDirective: ClientDirective = (load, options, element) => {
  const { answered } = (options.value ?? {}) as InteractionOptions;
  let hydration: Promise<void> | null = null;
  let touched = false;
  // The island is ready once hydrated, or once its code is fetched: the page's product photos wait for that.
  let ready = () => {};
  void showDeferredPhotos(document, new Promise<void>((resolve) => (ready = resolve)));
  const hydrate = () => {
    hydration ??= (async () => {
      for (const type of INTERACTIONS) element.removeEventListener(type, interact, true);
      try {
        const hydrator = await load();
        // Linked once the code is here, not before: applying a stylesheet restyles the whole page, which would
        // hold up the visitor's typing on a slow phone.
        await loadLaterStyles(document);
        await hydrator();
        // From now on the island handles its own forms.
        element.removeEventListener("submit", holdSubmit, true);
      } finally {
        ready();
      }
    })();
    return hydration;
  };
  const interact = (event: Event) => {
    touched = true;
    if (answered && event.target instanceof Element && event.target.closest(answered)) return;
    void hydrate();
  };
  const holdSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter;
    form.dataset.pending = "";
    element.removeEventListener("submit", holdSubmit, true);
    hydrate().then(
      () => {
        delete form.dataset.pending;
        handOver(form, submitter);
      },
      () => {
        delete form.dataset.pending;
        form.submit();
      },
    );
  };
  for (const type of INTERACTIONS) element.addEventListener(type, interact, { capture: true, passive: true });
  element.addEventListener("submit", holdSubmit, { capture: true });
  // Seen before anyone answers it: a submit the page answers itself still brings the island, when idle.
  window.addEventListener(
    "submit",
    (event) => {
      if (element.contains(event.target as Node)) whenIdle(() => void hydrate());
    },
    { capture: true },
  );

  if (hasSomethingToShow(options.value)) {
    void hydrate();
    return;
  }

  const prefetch = () => {
    // Hydration, once started, fetches the code itself and says when the island is ready.
    if (hydration) return;
    const fetched = [element.getAttribute("renderer-url"), element.getAttribute("component-url")].map((url) => {
      if (!url || document.querySelector(`link[rel="modulepreload"][href="${url}"]`)) return undefined;
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = url;
      const settled = new Promise((resolve) => {
        link.addEventListener("load", resolve, { once: true });
        link.addEventListener("error", resolve, { once: true });
      });
      document.head.append(link);
      return settled;
    });
    void Promise.all(fetched).then(() => {
      // A visitor who has started using the island waits for it: its hydration says when it is ready.
      if (!touched) ready();
    });
  };
  if (document.readyState === "complete") whenIdle(prefetch);
  else addEventListener("load", () => whenIdle(prefetch), { once: true });
};

export default interactionDirective;
