/**
 * The controls the stations' plain-DOM scripts add to the price pages and
 * Meus postos (keep buttons, Seguir, the notices' control, the panel's
 * "Entendi"), drawn as the site's small outline button (`buttonVariants` in
 * components/ui/Button.tsx, variant "outline", size "sm": written out here,
 * since these scripts load no React), each with the polite line that says
 * what a tap did.
 */

/** The small outline button's classes. */
const BUTTON_CLASS =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2";

/** A button of type "button" labelled `label`, with `extra` classes for its room in the layout. */
export function controlButton(document: Document, label = "", extra = "min-h-11"): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = `${extra} ${BUTTON_CLASS}`;
  button.textContent = label;
  return button;
}

/**
 * The line that says what a tap did: a polite live region (not role="status", so that a list's own status line stays
 * the page's one status), hidden while empty.
 */
export function saidLine(document: Document, tag: "p" | "span" = "p"): HTMLElement {
  const line = document.createElement(tag);
  line.setAttribute("aria-live", "polite");
  line.className = `${tag === "span" ? "mt-1 block " : ""}text-sm font-medium text-slate-800 empty:hidden`;
  return line;
}
