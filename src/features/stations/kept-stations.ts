/**
 * "Meus postos": the stations a driver keeps on this device (IndexedDB,
 * browser/follow-store.ts; never sent anywhere), and what the calculator
 * shows of each. The list keeps who the station is (CNPJ, state, city,
 * name, brand, address); the prices shown always come from the newest survey by CNPJ
 * (/precos/<uf>/postos-precos.json), so an old price is never shown as
 * current: a station missing from the newest survey says so, with the week
 * (kept-station-view.ts). This module stays small: the pages' keep buttons load it.
 * Source: ANP – Levantamento de Preços de Combustíveis, postos revendedores.
 */
import { parseJson } from "#lib/parse-json.ts";
import { stateByCode, type Uf } from "#lib/states.ts";

/** Most stations kept; a driver fills up at a handful. Keeping one more is refused with {@link KEPT_FULL_TEXT}. */
export const MAX_KEPT = 20;

/** Longest text kept for a name, city or address (the ANP's longest are under 120 characters). */
const MAX_TEXT = 200;

/** A kept station: who it is, as the card it was kept from showed it. Its prices are never stored. */
export interface KeptStation {
  /** 14 characters: 12 letters or digits and 2 check digits. */
  readonly cnpj: string;
  readonly uf: Uf;
  /** The municipality, IBGE spelling. */
  readonly city: string;
  readonly name: string;
  /** The distributor's flag; null: bandeira branca. */
  readonly brand: string | null;
  /** Street, number and neighbourhood in one line. */
  readonly address: string;
}

const CNPJ = /^[\dA-Z]{12}\d{2}$/;

/** A short, non-empty text; null otherwise. */
function text(value: unknown): string | null {
  return typeof value === "string" && value !== "" && value.length <= MAX_TEXT ? value : null;
}

/** One kept station read from anything (stored JSON, a card's data attributes); null when it is not one. */
export function toKeptStation(value: unknown): KeptStation | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { cnpj, uf, city, name, brand, address } = value as Record<string, unknown>;
  const state = typeof uf === "string" ? stateByCode(uf) : undefined;
  const [cityText, nameText, addressText] = [text(city), text(name), text(address)];
  if (typeof cnpj !== "string" || !CNPJ.test(cnpj) || !state || state.uf !== uf) return null;
  if (!cityText || !nameText || !addressText || (brand !== null && text(brand) === null)) return null;
  return { cnpj, uf: state.uf, city: cityText, name: nameText, brand: brand as string | null, address: addressText };
}

/**
 * The kept stations stored as `json` (null when none), in the order kept.
 * Never throws: anything that is not a kept station is dropped, a CNPJ
 * kept twice counts once, and at most {@link MAX_KEPT} are read.
 */
export function parseKeptStations(json: string | null): readonly KeptStation[] {
  return keptStationsOf(parseJson(json));
}

/** The kept stations stored as `value` (anything, as IndexedDB gives it back), as {@link parseKeptStations} reads them. */
export function keptStationsOf(value: unknown): readonly KeptStation[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value
    .map(toKeptStation)
    .filter((station): station is KeptStation => {
      if (!station || seen.has(station.cnpj)) return false;
      seen.add(station.cnpj);
      return true;
    })
    .slice(0, MAX_KEPT);
}

/** Whether the station with `cnpj` is kept. */
export function isKept(kept: readonly KeptStation[], cnpj: string): boolean {
  return kept.some((station) => station.cnpj === cnpj);
}

/** The list with `station` kept last; the same list when it is already kept or the list is full. */
export function keep(kept: readonly KeptStation[], station: KeptStation): readonly KeptStation[] {
  return isKept(kept, station.cnpj) || kept.length >= MAX_KEPT ? kept : [...kept, station];
}

/** The list without the station with `cnpj`. */
export function removeKept(kept: readonly KeptStation[], cnpj: string): readonly KeptStation[] {
  return kept.filter((station) => station.cnpj !== cnpj);
}

/** The states of the kept stations, each once, in the order kept: one prices file to load per state. */
export function keptStates(kept: readonly KeptStation[]): Uf[] {
  return [...new Set(kept.map((station) => station.uf))];
}

/** Said when a station is kept: "Posto Tal guardado em Meus postos, neste aparelho." */
function keptText(name: string): string {
  return `${name} guardado em Meus postos, neste aparelho.`;
}

/** Said when a station is removed: "Posto Tal removido de Meus postos." */
export function removedText(name: string): string {
  return `${name} removido de Meus postos.`;
}

/** Said when a station cannot be kept because {@link MAX_KEPT} already are. */
const KEPT_FULL_TEXT = `Meus postos guarda até ${MAX_KEPT} postos: remova um para guardar outro.`;

/** The keep button's label: "Guardar em Meus postos" or, once kept, "Remover de Meus postos". */
export function keepLabel(kept: boolean): string {
  return kept ? "Remover de Meus postos" : "Guardar em Meus postos";
}

/** Said when the browser refuses to store (full, or blocked after the page loaded). */
export const NOT_SAVED_TEXT = "Não foi possível guardar neste aparelho: o navegador recusou.";

/** What a keep button says once the station named `name` was kept, removed, refused (list full) or not stored. */
export function keepOutcomeText(outcome: "followed" | "unfollowed" | "full" | "not-saved", name: string): string {
  return { followed: keptText(name), unfollowed: removedText(name), full: KEPT_FULL_TEXT, "not-saved": NOT_SAVED_TEXT }[
    outcome
  ];
}
