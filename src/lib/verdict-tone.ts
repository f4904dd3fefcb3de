/**
 * How a verdict looks wherever the site shows one: green for ethanol, amber
 * for gasoline, neutral where no fuel wins (a price missing, or the last
 * known figures of a city the newest survey missed), in Tailwind's own
 * palette. The calculator's card, the station card, a state's and a city's
 * week card, the tables' labels and the share image take their colours and
 * headline words from here. The words always say what the colour says, so a
 * verdict reads without colour.
 *
 * One table per part of a verdict's look, each by {@link Tone}: a bundle
 * keeps only the tables it reads (the calculator's inline script, which
 * draws the card before hydration, reads two). The class strings stay
 * whole and literal: Tailwind finds the classes it generates by scanning
 * the source for them.
 */
import type { Fuel } from "./fuels.ts";

/** A verdict's tone: the fuel that pays off, or "none" where no fuel wins. */
export type Tone = Fuel | "none";

/**
 * The headline words: "Etanol compensa", "Gasolina compensa", "Sem veredito"
 * (the fuels as `FUEL_LABEL` names them; written out, so that a bundle that
 * never reads the words drops them).
 */
export const VERDICT_WORDS: Readonly<Record<Tone, string>> = {
  ethanol: "Etanol compensa",
  gasoline: "Gasolina compensa",
  none: "Sem veredito",
};

/** A verdict card's border colour and background (the card sets the border's width and the corners). */
export const VERDICT_FRAME: Readonly<Record<Tone, string>> = {
  ethanol: "border-green-700 bg-green-50",
  gasoline: "border-amber-600 bg-amber-50",
  none: "border-slate-400 bg-white",
};

/** The text inside a verdict card of {@link VERDICT_FRAME}, its headline included. */
export const VERDICT_TEXT: Readonly<Record<Tone, string>> = {
  ethanol: "text-green-900",
  gasoline: "text-amber-950",
  none: "text-slate-900",
};

/**
 * A verdict's words in colour on white or on its frame: the calculator's
 * headline, a station's verdict and "passou a compensar …" lines.
 */
export const VERDICT_EMPHASIS: Readonly<Record<Tone, string>> = {
  ethanol: "text-green-800",
  gasoline: "text-amber-800",
  none: "text-slate-800",
};

/** A verdict as a table's label or cell: tinted and bold for a fuel ("Etanol"), plain for what is missing. */
export const VERDICT_LABEL: Readonly<Record<Tone, string>> = {
  ethanol: "bg-green-100 font-semibold text-green-900",
  gasoline: "bg-amber-100 font-semibold text-amber-900",
  none: "text-slate-700",
};

/**
 * A colour of Tailwind's palette by its name ("green-700") and the sRGB hex
 * it stands for, for what takes colours rather than classes (satori, which
 * draws the share image). The hex values are the palette's sRGB values of
 * Tailwind 3; Tailwind 4 defines the same names in OKLCH, within 0.03 of
 * them in OKLab (verdict-tone.test.ts checks it against the installed theme).
 */
export interface PaletteColour {
  readonly tailwind: string;
  readonly hex: `#${string}`;
}

/** The share image's verdict block and the band down its left edge: a solid background and the text on it. */
export const VERDICT_IMAGE: Readonly<Record<Tone, { background: PaletteColour; text: PaletteColour }>> = {
  ethanol: { background: { tailwind: "green-700", hex: "#15803d" }, text: { tailwind: "white", hex: "#ffffff" } },
  gasoline: { background: { tailwind: "amber-400", hex: "#fbbf24" }, text: { tailwind: "amber-950", hex: "#451a03" } },
  none: { background: { tailwind: "slate-200", hex: "#e2e8f0" }, text: { tailwind: "slate-900", hex: "#0f172a" } },
};
