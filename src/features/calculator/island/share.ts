import { type Fraction, decimalText } from "#lib/decimal.ts";
import { formatPercent, formatPricePerLitre } from "#lib/format.ts";
import { FUEL_LABEL, type Fuel } from "#lib/fuels.ts";

/** How a share attempt ended. */
export type ShareOutcome = "shared" | "cancelled" | "whatsapp" | "copied" | "failed";

/** The platform features sharing may use; the browser's by default, fakes in tests. */
export interface ShareEnvironment {
  share?: (data: ShareData) => Promise<void>;
  open: (url: string) => unknown;
  copy?: (text: string) => Promise<void>;
}

/**
 * The text a driver shares: the exact prices compared (R$ per litre, as
 * typed: "R$ 5,899" keeps its third decimal), verdict, ratio and the site
 * link (with {@link calculationPath}, the friend sees the same verdict), e.g.
 * "Etanol a R$ 3,99 e gasolina a R$ 5,89: abasteça com Etanol! O etanol
 * custa 67,7% do preço da gasolina. Calcule no seu posto:
 * https://…/?etanol=3.99&gasolina=5.89".
 */
export function shareText(
  fuel: Fuel,
  ethanolPrice: Fraction,
  gasolinePrice: Fraction,
  ratio: number,
  url: string,
): string {
  return (
    `Etanol a ${formatPricePerLitre(ethanolPrice)} e gasolina a ${formatPricePerLitre(gasolinePrice)}: abasteça com ${FUEL_LABEL[fuel]}! ` +
    `O etanol custa ${formatPercent(ratio)} do preço da gasolina. Calcule no seu posto: ${url}`
  );
}

/**
 * The address of a calculation, which opens the calculator with these
 * prices and its verdict: "/?etanol=4.19&gasolina=6.29" (R$ per litre).
 */
export function calculationPath(ethanolPrice: Fraction, gasolinePrice: Fraction): string {
  return `/?${new URLSearchParams({ etanol: decimalText(ethanolPrice), gasolina: decimalText(gasolinePrice) })}`;
}

/** WhatsApp's share link for a text (https://faq.whatsapp.com: "wa.me/?text="). */
export function whatsAppUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * Shares `text` through the Web Share API where the browser has it;
 * otherwise opens WhatsApp's share link in a new tab; if the tab is
 * blocked, copies the text to the clipboard. Never throws.
 */
export async function shareResult(text: string, environment: ShareEnvironment): Promise<ShareOutcome> {
  if (environment.share) {
    try {
      await environment.share({ title: "Etanol ou Gasolina?", text });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    }
  }
  if (environment.open(whatsAppUrl(text))) return "whatsapp";
  if (!environment.copy) return "failed";
  try {
    await environment.copy(text);
    return "copied";
  } catch {
    return "failed";
  }
}

/** The browser's sharing features, bound so they can be called detached. */
export function browserShareEnvironment(): ShareEnvironment {
  return {
    share: typeof navigator.share === "function" ? (data) => navigator.share(data) : undefined,
    open: (url) => {
      // Not the "noopener" feature: with it window.open returns null, and a blocked tab could not be told apart.
      const tab = window.open(url, "_blank");
      if (tab) tab.opener = null;
      return tab;
    },
    copy: navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : undefined,
  };
}
