/**
 * What the combobox (Combobox.tsx) knows apart from React: its options, how
 * many it lists, where the list opens and what screen readers hear.
 */
import { plural } from "#lib/plural.ts";

/** How many options the list shows at most: a phone screen, not the whole catalogue. */
export const MAX_OPTIONS = 50;

/** What the combobox needs to know of one option. */
export interface ComboboxOption {
  /** Unique within the list. */
  key: string;
  /** The option's full name, read by screen readers and put in the field once chosen. */
  label: string;
  /** The group the option belongs to, e.g. "Chevrolet Onix"; consecutive options of a group share a heading. */
  group?: string;
  /** A second line in smaller print (engine, transmission, years…); part of the option's name too. */
  detail?: string;
  /** A tooltip, e.g. the official spelling the option was normalised from. */
  title?: string;
}

/** Tallest the list gets, in CSS px: about eight options of one or two lines. */
export const LIST_MAX_HEIGHT = 448;
/** Shortest list worth opening on one side, in CSS px: about three options. */
const LIST_MIN_HEIGHT = 168;

/** Where the list opens: below the field, or above when the viewport has more room there; and how tall it may get (px). */
export interface ListPlacement {
  above: boolean;
  maxHeight: number;
}

/**
 * Places the list inside the viewport: below the field when at least
 * {@link LIST_MIN_HEIGHT} px fit there (or more room is below than above),
 * otherwise above; never taller than the room on its side.
 */
export function placeList(fieldTop: number, fieldBottom: number, viewportHeight: number): ListPlacement {
  const margin = 8;
  const below = viewportHeight - fieldBottom - margin;
  const above = fieldTop - margin;
  const openAbove = below < LIST_MIN_HEIGHT && above > below;
  return { above: openAbove, maxHeight: Math.max(0, Math.min(LIST_MAX_HEIGHT, openAbove ? above : below)) };
}

/**
 * What screen readers hear about the list: nothing while it is closed or
 * the field is blank; `emptyText` when no option matches; otherwise how
 * many options match (`count`), and that only the first
 * {@link MAX_OPTIONS} are listed when there are more.
 */
export function resultsStatus(open: boolean, inputValue: string, count: number, emptyText: string): string {
  return !open || inputValue.trim() === ""
    ? ""
    : count === 0
      ? emptyText
      : count > MAX_OPTIONS
        ? `${count} resultados; mostrando os ${MAX_OPTIONS} primeiros. Continue digitando para refinar.`
        : `${count} ${plural(count, { one: "resultado", other: "resultados" })}. Use as setas para escolher.`;
}
