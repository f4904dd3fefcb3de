/**
 * A share card: the picture a link preview shows for a page (WhatsApp,
 * social networks), carrying the page's answer in words. The features
 * write the words from their own sentences; src/features/share-cards/build/
 * draws them (1200×630 PNG). Pure: no rendering here.
 */
import type { Fuel } from "./fuels.ts";

/** What a card says, top to bottom. */
export interface ShareCard {
  /** What the card is about: "Campinas (SP)", "São Paulo", "Brasil", "Carros flex Chevrolet", "Blog". */
  readonly title: string;
  /** The answer, in the largest type: "Etanol compensa", "Gasolina compensa", a make's range, an article's title. */
  readonly headline: string;
  /**
   * The headline's accent, as on the site: green for ethanol, amber for
   * gasoline, neutral (null) where no fuel wins. The words say the same,
   * so the card reads without colour.
   */
  readonly tone: Fuel | null;
  /** The figures behind the answer, one line each, first the most important (ratio, prices, stations). */
  readonly lines: readonly string[];
  /** Where and when the figures come from: "Pesquisa ANP de 7 a 13/06/2026". */
  readonly source: string;
}

/** The text with a final period, unless it already ends a sentence. */
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * The card in one text, for `og:image:alt` (screen readers, previews
 * without images): its title, headline, lines and source, each as a
 * sentence: "Campinas (SP). Etanol compensa. Etanol a 59,8% da gasolina. …
 * Pesquisa ANP de 7 a 13/06/2026."
 */
export function shareCardAlt(card: ShareCard): string {
  return [card.title, card.headline, ...card.lines, card.source].map(sentence).join(" ");
}
