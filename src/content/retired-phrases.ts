/**
 * Phrases that the content review of November 2026 (docs/content-review-2026-11.md)
 * took out of the site because they were wrong or badly written, and that
 * must not come back, in the sources or in the built pages:
 * - "medido pelo Inmetro", "o Inmetro mediu": Inmetro does not measure the
 *   cars; the makers declare the figures, Inmetro audits and publishes them
 *   (Portaria Inmetro 169/2023). "você mediu" (the reader's own measurement) is true and allowed;
 * - "no máximo uma vez por ano": inverted the air-filter advice ("pelo menos");
 * - "conservadora": the 70% rule is an average, not a safe margin;
 * - the claim that the adjustment to real use began with Portaria 169/2023;
 * - "?." after the brand's question mark ("Etanol ou Gasolina?."); code's
 *   optional chaining ("a?.b", "f?.()") is not punctuation and is not matched;
 * - "Escolha antes o estado": unnatural word order.
 */
export const RETIRED_PHRASES: ReadonlyArray<{ phrase: string; pattern: RegExp }> = [
  { phrase: "medido pelo Inmetro", pattern: /medid[oa]s? pelo Inmetro/i },
  { phrase: "mediu", pattern: /(?<!você )\bmediu\b/i },
  { phrase: "no máximo uma vez por ano", pattern: /no máximo uma vez por ano/i },
  { phrase: "conservadora", pattern: /conservadora/i },
  {
    phrase: "Portaria Inmetro nº 169, de 2023, os valores de consumo são ajustados",
    pattern: /Portaria Inmetro nº 169, de 2023, os valores de consumo são ajustados/i,
  },
  { phrase: "?.", pattern: /\?\.(?![\p{L}\p{N}_$#([])/u },
  { phrase: "Escolha antes o estado", pattern: /Escolha antes o estado/i },
];

/** The retired phrases found in `text`, each once, in the order of {@link RETIRED_PHRASES}; empty when it has none. */
export function retiredPhrasesIn(text: string): string[] {
  return RETIRED_PHRASES.filter(({ pattern }) => pattern.test(text)).map(({ phrase }) => phrase);
}

/** The text of an HTML page that a reader or a search engine sees: without its scripts (JSON-LD kept) and styles. */
export function readableHtml(html: string): string {
  return html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "");
}
