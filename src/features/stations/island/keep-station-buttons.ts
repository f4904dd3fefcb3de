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
 * kept in localStorage (kept-stations.ts), read again on every tap so that
 * another page's changes are never lost; it is never sent anywhere.
 */
import { getLocalStorage, readItem, removeItem, writeItem } from "#browser/safe-storage.ts";
import {
  isKept,
  keep,
  keepLabel,
  KEPT_FULL_TEXT,
  KEPT_STATIONS_KEY,
  type KeptStation,
  keptText,
  parseKeptStations,
  removedText,
  removeKept,
  toKeptStation,
} from "#features/stations/kept-stations.ts";

/**
 * The station cards: KEEP_STATION_ATTRIBUTE of keep-station-script.ts, written
 * again here because a module shared with the site script would keep the build
 * from inlining that script in every page (a unit test checks they agree).
 */
export const KEEP_CARDS = "[data-keep-station]";

/** Said when the browser refuses to store (full, or blocked after the page loaded). */
const NOT_SAVED_TEXT = "Não foi possível guardar neste aparelho: o navegador recusou.";

/** The label of a brand-less station's card (brandLabel in station-messages.ts). */
const NO_BRAND = "Bandeira branca";

/** The keep button's look: the site's small outline button (buttonVariants in Button.tsx), and its room in the card. */
const BUTTON_CLASS =
  "mt-2 inline-flex items-center justify-center gap-2 rounded-lg border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2";

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

/** Adds a keep button to every station card of `root` and wires it; nothing where storage is unavailable. */
export function enableKeepButtons(root: Document): void {
  const storage = getLocalStorage();
  if (!storage) return;
  const read = () => parseKeptStations(readItem(storage, KEPT_STATIONS_KEY));
  const wired: { button: HTMLButtonElement; station: KeptStation }[] = [];
  for (const card of root.querySelectorAll<HTMLElement>(KEEP_CARDS)) {
    const station = cardStation(card);
    if (!station) continue;
    const button = root.createElement("button");
    button.type = "button";
    button.className = BUTTON_CLASS;
    const status = root.createElement("span");
    // A polite live region, not role="status": the list's own status line stays the page's one status.
    status.setAttribute("aria-live", "polite");
    status.className = "mt-1 block text-sm font-medium text-slate-800 empty:hidden";
    card.append(button, status);
    button.addEventListener("click", () => {
      const list = read();
      const next = isKept(list, station.cnpj) ? removeKept(list, station.cnpj) : keep(list, station);
      if (next === list) {
        status.textContent = KEPT_FULL_TEXT;
        return;
      }
      // None left: the key goes, so that the calculator no longer hydrates on arrival for it.
      if (
        next.length === 0
          ? !removeItem(storage, KEPT_STATIONS_KEY)
          : !writeItem(storage, KEPT_STATIONS_KEY, JSON.stringify(next))
      ) {
        status.textContent = NOT_SAVED_TEXT;
        return;
      }
      const kept = isKept(next, station.cnpj);
      showState(button, station, kept);
      status.textContent = kept
        ? `${keptText(station.name)} Ele aparece na calculadora da página inicial.`
        : removedText(station.name);
    });
    wired.push({ button, station });
  }
  const refresh = () => {
    const list = read();
    for (const { button, station } of wired) showState(button, station, isKept(list, station.cnpj));
  };
  refresh();
  // Back to this page from the calculator (the browser's page cache): the labels follow what changed there.
  addEventListener("pageshow", (event) => event.persisted && refresh());
}
