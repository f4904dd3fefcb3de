/**
 * The keep buttons of the price pages' station cards (a city page, its
 * /postos list), plain DOM, no framework: built to a fixed address
 * (KEEP_STATIONS_SCRIPT, integrations/lazy-entries.ts) that the site script
 * loads once the page has loaded and only when it has station cards. The
 * pages carry only each card's CNPJ and the list's state and city
 * (StationList.tsx), so that a page of 25 stations stays within its first
 * round trip; this script adds the buttons. Without JavaScript, or where
 * the browser blocks storage, there is no button that cannot work.
 * Each button says "Guardar em Meus postos" or, once kept, "Remover de Meus
 * postos"; a status line beside it says what happened. The station is
 * kept in IndexedDB (kept-stations-store.ts, as the calculator keeps it),
 * read again on every tap so that another page's changes are never lost;
 * it is never sent anywhere.
 */
import {
  isKept,
  keepLabel,
  keepOutcomeText,
  type KeptStation,
  toKeptStation,
} from "#features/stations/kept-stations.ts";
import { controlButton, saidLine } from "./dom-controls.ts";
import { loadFollows } from "./follow-store.ts";
import { toggleStation } from "./kept-stations-store.ts";

/**
 * The station cards: KEEP_STATION_ATTRIBUTE of ../dom-contract.ts, written
 * again here because a module shared with the site script would keep the build
 * from inlining that script in every page (a unit test checks they agree).
 */
export const KEEP_CARDS = "[data-keep-station]";

/** The label of a brand-less station's card (brandLabel in station-messages.ts). */
const NO_BRAND = "Bandeira branca";

/**
 * The station a card keeps: its CNPJ from the card's data attribute and
 * its state and city from its list's (StationList.tsx); its name, brand and
 * address from the card as it reads (its heading, then the line "Ipiranga ·
 * Rua Tal, 10 – Centro"), which costs the pages no bytes. Null when they
 * are not a station.
 */
function cardStation(card: HTMLElement): KeptStation | null {
  const { uf, city } = card.closest("ol")?.dataset ?? {};
  const heading = card.querySelector("h2, h3, h4");
  const line = heading?.nextElementSibling?.textContent ?? "";
  const split = line.indexOf(" · ");
  if (split < 0) return null;
  const brand = line.slice(0, split);
  const address = line.slice(split + " · ".length);
  return toKeptStation({
    cnpj: card.dataset.keepStation,
    uf,
    city,
    name: heading?.textContent,
    brand: brand === NO_BRAND ? null : brand,
    address,
  });
}

/** Sets the button's label; the station's name follows it for screen readers. */
function showState(button: HTMLButtonElement, station: KeptStation, kept: boolean): void {
  const name = button.ownerDocument.createElement("span");
  name.className = "sr-only";
  name.textContent = `: ${station.name}`;
  button.replaceChildren(keepLabel(kept), name);
}

/** Adds a keep button to every station card of `root` and wires it; nothing where the browser has no IndexedDB. */
export async function enableKeepButtons(root: Document): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  const wired: { button: HTMLButtonElement; station: KeptStation }[] = [];
  for (const card of root.querySelectorAll<HTMLElement>(KEEP_CARDS)) {
    const station = cardStation(card);
    if (!station) continue;
    const button = controlButton(root, "", "mt-2");
    const status = saidLine(root, "span");
    card.append(button, status);
    button.addEventListener("click", async () => {
      const outcome = await toggleStation(station);
      if (outcome === "followed" || outcome === "unfollowed") showState(button, station, outcome === "followed");
      const text = keepOutcomeText(outcome, station.name);
      status.textContent = outcome === "followed" ? `${text} Ele aparece na calculadora da página inicial.` : text;
    });
    wired.push({ button, station });
  }
  const refresh = async () => {
    const { stations } = await loadFollows();
    for (const { button, station } of wired) showState(button, station, isKept(stations, station.cnpj));
  };
  // Labelled at once, then as stored: a button never waits for storage to exist.
  for (const { button, station } of wired) showState(button, station, false);
  await refresh();
  // Back to this page from the calculator (the browser's page cache): the labels follow what changed there.
  addEventListener("pageshow", (event) => event.persisted && void refresh());
}
