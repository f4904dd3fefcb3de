/**
 * The state means the framed calculator (/embed/calculadora, docs/embed.md)
 * fills in when its address names a state (`?uf=sp`): the lookup, in the
 * browser, of the address's state in the table the page embeds
 * (build/embed-price-table.ts writes it from the newest kept week). Kept
 * apart from that table's code, so that the page's script carries neither
 * the list of states nor the date formats.
 * Source: ANP – Levantamento de Preços de Combustíveis, weekly summary.
 */
import type { Price } from "#data/dataset.ts";

/** A state's two means in R$ per litre as the ANP's decimal text ("4.19"), and the sentence that names them. */
export interface EmbedStatePrices {
  readonly ethanol: Price;
  readonly gasoline: Price;
  /** "Médias da ANP em São Paulo, pesquisa de 14 a 20/06/2026". */
  readonly source: string;
}

/** The states the framed calculator can fill in, by lower-case UF code ("sp"). */
export type EmbedPriceTable = Readonly<Record<string, EmbedStatePrices>>;

/** The address parameter that names the state: `?uf=sp`. */
const UF_PARAMETER = "uf";

/**
 * The prices to fill in for the page's query string `search` ("?uf=SP",
 * any case, spaces around ignored) from `table`, the page's embedded JSON
 * (build/embed-price-table.ts). Null, never an error, when no state is named,
 * the code is unknown or left out, or the table cannot be read.
 */
export function embedPricesFor(table: string | undefined, search: string): EmbedStatePrices | null {
  const code = new URLSearchParams(search).get(UF_PARAMETER)?.trim().toLowerCase();
  if (!code || table === undefined) return null;
  try {
    const parsed = JSON.parse(table) as unknown;
    if (typeof parsed !== "object" || parsed === null || !Object.hasOwn(parsed, code)) return null;
    const prices = (parsed as Record<string, unknown>)[code] as Partial<EmbedStatePrices> | null;
    const texts = [prices?.ethanol, prices?.gasoline, prices?.source];
    return texts.every((text) => typeof text === "string") ? (prices as EmbedStatePrices) : null;
  } catch {
    return null;
  }
}
