/**
 * Which news items are about fuel: the keyword list and how a match is made
 * (docs/data-refresh.md, "Notícias da Agência Brasil"). A keyword matches
 * when all its words appear as whole words, in order and side by side, in
 * the item's title or summary, whatever the case and accents: "PETROBRÁS"
 * and "combustiveis" match, "ANPD" and "dieselgate" do not.
 */
import { normaliseText } from "#lib/search-text.ts";

/** One keyword as the card shows it, and every spelling that counts as it (singular and plural, phrasings). */
interface FuelKeyword {
  label: string;
  forms: readonly string[];
}

/**
 * The fuel keywords, in the order a card lists them. The pump price is
 * matched only as a phrase ("preço nas bombas"): "bomba" alone is a bomb.
 * "Petróleo" is left out on purpose: the Economia feed writes about oil
 * production and auctions far more often than about the pump.
 */
export const FUEL_KEYWORDS: readonly FuelKeyword[] = [
  { label: "etanol", forms: ["etanol"] },
  { label: "gasolina", forms: ["gasolina", "gasolinas"] },
  { label: "diesel", forms: ["diesel"] },
  { label: "biodiesel", forms: ["biodiesel"] },
  { label: "combustível", forms: ["combustível", "combustíveis"] },
  { label: "biocombustível", forms: ["biocombustível", "biocombustíveis"] },
  { label: "GNV", forms: ["GNV", "gás natural veicular"] },
  { label: "ANP", forms: ["ANP"] },
  { label: "Petrobras", forms: ["Petrobras"] },
  {
    label: "preço nas bombas",
    forms: ["preço na bomba", "preço nas bombas", "preços na bomba", "preços nas bombas"],
  },
  { label: "carro flex", forms: ["flex"] },
];

/** `text` as the matcher reads it: lower case, no accents, every run of non-letters a single space, padded with spaces. */
function words(text: string): string {
  return ` ${normaliseText(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
}

const NORMALISED = FUEL_KEYWORDS.map(({ label, forms }) => ({ label, forms: forms.map(words) }));

/**
 * The labels of the fuel keywords found in `texts` (title, summary…), in
 * the order of {@link FUEL_KEYWORDS}, each once; empty when the item is not
 * about fuel.
 */
export function matchFuelKeywords(...texts: readonly string[]): string[] {
  const haystack = texts.map(words).join(" ");
  return NORMALISED.filter(({ forms }) => forms.some((form) => haystack.includes(form))).map(({ label }) => label);
}
