/**
 * Avisos on a city page (docs/alerts.md), plain DOM, loaded with the keep
 * buttons (station-page-script.ts): "Seguir <cidade>" (or "Deixar de
 * seguir"), with the notices' control once the device follows something,
 * in the page's follow section
 * (`FOLLOW_SECTION`, carrying the city's state and name), and, when
 * the city or a kept station of it is followed, the "Desde a sua última
 * visita" panel at the top of the page (`ALERTS_PANEL_ID`), which a notice
 * opens at.
 */
import { ALERTS_PANEL_ID } from "#features/stations/alert-messages.ts";
import type { Subject } from "#features/stations/alerts.ts";
import {
  CITIES_FULL_TEXT,
  followedText,
  followLabel,
  isFollowed,
  toFollowedCity,
  unfollowedText,
} from "#features/stations/follows.ts";
import { NOT_SAVED_TEXT } from "#features/stations/kept-stations.ts";
import { mountAlertsControl } from "./alerts-control.ts";
import { renderAlertsPanel } from "./alerts-panel.ts";
import { controlButton, saidLine } from "./dom-controls.ts";
import { loadFollows } from "./follow-store.ts";
import { type FollowOutcome, toggleCity } from "./kept-stations-store.ts";
import { sinceLastVisit } from "./since-last-visit.ts";

/**
 * The follow section: FOLLOW_CITY_ATTRIBUTE of ../dom-contract.ts, written again here because a module shared
 * with the site script would keep the build from inlining that script in every page (a unit test checks they agree).
 */
export const FOLLOW_SECTION = "[data-follow-city]";

/** What the follow button says once tapped. */
function outcomeText(outcome: FollowOutcome, city: string): string {
  return {
    followed: followedText(city),
    unfollowed: unfollowedText(city),
    full: CITIES_FULL_TEXT,
    "not-saved": NOT_SAVED_TEXT,
  }[outcome];
}

/** Draws the panel of the changes in this city (its mean, its kept stations); scrolls to it when the address asks. */
async function showPanel(root: Document, uf: string, city: string): Promise<void> {
  const container = root.getElementById(ALERTS_PANEL_ID);
  if (!container) return;
  const here = (subject: Subject) => subject.uf === uf && subject.city === city;
  renderAlertsPanel(container, await sinceLastVisit(here), "h2");
  if (root.location?.hash === `#${ALERTS_PANEL_ID}`) container.scrollIntoView();
}

/** Sets up the follow section and the panel of a city page; nothing where the browser has no IndexedDB. */
export async function enableCityFollowing(root: Document): Promise<void> {
  const section = root.querySelector<HTMLElement>(FOLLOW_SECTION);
  const city = section && toFollowedCity({ uf: section.dataset.uf, city: section.dataset.city });
  if (!section || !city || typeof indexedDB === "undefined") return;
  const button = controlButton(root);
  const status = saidLine(root);
  const control = root.createElement("div");
  control.className = "mt-4 space-y-2";
  const show = (followed: boolean) => (button.textContent = followLabel(city.city, followed));
  // The notices' control only once the device follows something: a first visit sees "Seguir" alone.
  const showControl = async () => {
    const { stations, cities } = await loadFollows();
    if (stations.length + cities.length > 0) await mountAlertsControl(control, () => show(false));
    else control.replaceChildren();
  };
  button.addEventListener("click", async () => {
    const outcome = await toggleCity(city);
    if (outcome === "followed" || outcome === "unfollowed") show(outcome === "followed");
    status.textContent = outcomeText(outcome, city.city);
    await showControl();
  });
  show(false);
  section.append(button, status, control);
  show(isFollowed((await loadFollows()).cities, city));
  await Promise.all([showControl(), showPanel(root, city.uf, city.city)]);
}
