/**
 * The "Desde a sua última visita" panel (docs/alerts.md), plain DOM so that
 * the city pages' script and the calculator's island share it: what changed
 * at the followed items, a line per item, and "Entendi", which stores the
 * snapshots that acknowledge it and removes the panel. Nothing is drawn
 * when nothing changed.
 */
import { panelIntro, panelLines, SINCE_LAST_VISIT } from "#features/stations/alert-messages.ts";
import { NOT_SAVED_TEXT } from "#features/stations/kept-stations.ts";
import { controlButton, saidLine } from "./dom-controls.ts";
import type { SinceLastVisit } from "./since-last-visit.ts";

/** The dismiss button's label. */
const DISMISS_LABEL = "Entendi";

/**
 * Draws the panel of `found` into `container` (its heading at `level`), or
 * empties it when there is nothing to tell.
 */
export function renderAlertsPanel(
  container: HTMLElement,
  found: SinceLastVisit | null,
  level: "h2" | "h3" | "h4",
): void {
  const document = container.ownerDocument;
  if (!found) {
    container.replaceChildren();
    return;
  }
  const heading = document.createElement(level);
  heading.id = `${container.id || "avisos"}-titulo`;
  heading.className = "text-lg font-bold text-slate-900";
  heading.textContent = SINCE_LAST_VISIT;
  const intro = document.createElement("p");
  intro.className = "text-slate-800";
  intro.textContent = panelIntro(found.week);
  const list = document.createElement("ul");
  list.className = "list-disc space-y-1 pl-5 text-slate-900";
  list.append(
    ...panelLines(found.changes).map((line) => {
      const item = document.createElement("li");
      item.textContent = line;
      return item;
    }),
  );
  const dismiss = controlButton(document, DISMISS_LABEL);
  const status = saidLine(document);
  dismiss.addEventListener("click", async () => {
    if (await found.dismiss()) container.replaceChildren();
    else status.textContent = NOT_SAVED_TEXT;
  });
  const panel = document.createElement("section");
  panel.setAttribute("aria-labelledby", heading.id);
  panel.className = "space-y-2 rounded-2xl border-2 border-blue-700 bg-blue-50 p-4";
  panel.append(heading, intro, list, dismiss, status);
  container.replaceChildren(panel);
}
