/**
 * The price pages' script, built to a fixed address (KEEP_STATIONS_SCRIPT,
 * integrations/lazy-entries.ts) that the site script loads once a page with
 * station cards or a city's follow section has loaded: the cards' keep
 * buttons (keep-station-buttons.ts) and, on a city page, its Avisos
 * (city-follow.ts).
 */
import { enableCityFollowing } from "./city-follow.ts";
import { enableKeepButtons } from "./keep-station-buttons.ts";

/**
 * Sets up what the page has of the two, in the page's order: the cards' buttons first, so that the follow section
 * below them does not move once its own button is there.
 */
export async function enhanceStationPage(root: Document): Promise<void> {
  await enableKeepButtons(root);
  await enableCityFollowing(root);
}
