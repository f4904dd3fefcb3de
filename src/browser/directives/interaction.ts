/**
 * `client:interaction`: hydrates an island when the visitor first touches,
 * clicks, focuses or types inside it, so that loading the page never waits
 * on (or competes with) the island's code. The prerendered HTML works on
 * its own until then: a form submits natively. The island hydrates at once
 * when it has something to show on arrival: the address carries one of its
 * `params` (a calculation submitted before the JavaScript arrived) or this
 * device stores one of its `storage` keys (figures remembered from an
 * earlier visit), e.g. `client:interaction={{ params: ["etanol"], storage:
 * ["car_profile"] }}`. With `visible`, it also hydrates once in view, as
 * `client:visible` does (the home page's news: every island of the page then
 * waits with this directive, and Astro's island runtime can wait too, below).
 * Elements matching `answered` (a CSS selector) are
 * answered by the page itself before hydration (the calculator's price
 * fields and button, src/features/calculator/browser/early-verdict.ts, and
 * their live hints): using them does not hydrate, so that typing at the pump
 * never waits on the island's download, compilation and hydration. The
 * island's code is then neither fetched nor run while the visitor types: it
 * comes at the next idle moment after a submit (at once if the page did not
 * answer it: the form is then held, below), after a pause in the typing
 * ({@link TYPING_PAUSE_MS} with both fields filled or the focus elsewhere:
 * never in the middle of a price), or once the visitor scrolls the island out
 * of view. The page's later stylesheet (src/lib/later-styles.ts), which
 * holds what the island draws beyond the prerendered HTML, is linked once
 * the code has arrived, before hydrating. What must wait until the island
 * is ready is not this module's business: the site's entry
 * (client-interaction.ts) hands it in, as {@link interactionDirective}'s
 * `whileHydrating` (the product photos, so that no third-party request
 * competes with the island for a slow connection). On the home page the
 * directive starts before Astro's island runtime, which is fetched only when
 * an island is to hydrate (./deferred-runtime.ts, wrapped by the entry).
 */
import type { ClientDirective } from "astro";
import { whenIdle } from "#browser/idle.ts";
import { loadLaterStyles } from "#browser/load-later-styles.ts";

/** Events that mean the visitor is starting to use the island: it hydrates now. */
const INTERACTIONS = ["focusin", "pointerdown", "keydown", "touchstart"] as const;

/** What makes the island hydrate on arrival, and what the page answers itself (see the module comment). */
export interface InteractionOptions {
  params?: string[];
  storage?: string[];
  answered?: string;
  /** Hydrate once the island comes into view, as `client:visible` does. */
  visible?: boolean;
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

/** How long the typing must pause, in ms, before the island's code may load (see the module comment). */
const TYPING_PAUSE_MS = 1500;

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

/** Whether `node` is one of the `answered` elements (no selector: none is). */
function isAnswered(node: EventTarget | null, answered: string | undefined): boolean {
  return answered !== undefined && node instanceof Element && node.closest(answered) !== null;
}

/**
 * Calls `done` once the visitor has stopped typing in the `answered` fields
 * of `element`: no input for {@link TYPING_PAUSE_MS}, with every field
 * filled or the focus out of them (a pause between the two prices, in the
 * second field, is no stop).
 */
function whenDoneTyping(element: HTMLElement, answered: string, done: () => void): void {
  let pause: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const fields = [...element.querySelectorAll(answered)].filter((field) => field instanceof HTMLInputElement);
    if (fields.every((field) => field.value !== "") || !isAnswered(document.activeElement, answered)) done();
  };
  const typed = (event: Event) => {
    if (!isAnswered(event.target, answered)) return;
    clearTimeout(pause);
    pause = setTimeout(check, TYPING_PAUSE_MS);
  };
  element.addEventListener("input", typed, { passive: true });
  element.addEventListener("focusout", typed, { passive: true });
}

/**
 * Calls `done` once the visitor, not typing in an `answered` field, has
 * scrolled `element` out of view after seeing it: they are reading on.
 * (An island element has no box of its own: its content is observed.)
 */
function whenScrolledPast(element: HTMLElement, answered: string | undefined, done: () => void): void {
  const box = element.firstElementChild;
  if (!box || !("IntersectionObserver" in window)) return;
  let seen = false;
  const observer = new IntersectionObserver(([entry]) => {
    if (entry?.isIntersecting) seen = true;
    else if (seen && !isAnswered(document.activeElement, answered)) {
      observer.disconnect();
      done();
    }
  });
  observer.observe(box);
}

/** Calls `done` once `element`'s content comes into view (at once where IntersectionObserver is missing). */
function whenInView(element: HTMLElement, done: () => void): void {
  const box = element.firstElementChild;
  if (!box || !("IntersectionObserver" in window)) return done();
  const observer = new IntersectionObserver(([entry]) => {
    if (!entry?.isIntersecting) return;
    observer.disconnect();
    done();
  });
  observer.observe(box);
}

/**
 * The directive (see the module comment), given what waits for its island:
 * `whileHydrating` is called once for each island, as the directive takes it
 * over, with a promise that resolves once the island is ready (hydrated, or
 * its code failed to load or run) and never rejects.
 */
export const interactionDirective =
  (whileHydrating: (ready: Promise<void>) => void): ClientDirective =>
  (load, options, element) => {
    const { answered, visible } = (options.value ?? {}) as InteractionOptions;
    let hydration: Promise<void> | null = null;
    // The island is ready once hydrated: what waits for it (the page's product photos) waits for that.
    let ready = () => {};
    whileHydrating(new Promise<void>((resolve) => (ready = resolve)));
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
      if (!isAnswered(event.target, answered)) void hydrate();
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

    if (visible) whenInView(element, () => void hydrate());
    if (answered) whenDoneTyping(element, answered, () => whenIdle(() => void hydrate()));
    whenScrolledPast(element, answered, () => whenIdle(() => void hydrate()));
  };
