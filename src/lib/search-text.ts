/**
 * Text as a reader compares it: lower case, no accents, punctuation other
 * than "." turned into spaces, spaces collapsed ("ÔNIX  Plus" → "onix plus",
 * "1.0-12V" → "1.0 12v", "São José" → "sao jose").
 */
export function normaliseText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, " ")
    .trim();
}

/** A URL segment or HTML id from a name: lower case, no accents, words joined by hyphens ("Citroën" → "citroen", "ONIX PLUS" → "onix-plus"). */
export function slugify(text: string): string {
  return normaliseText(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
