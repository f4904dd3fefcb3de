/**
 * The form of a pt-BR word or phrase for a count, one rule for the whole
 * site: "1 posto", "2 postos", "0 postos".
 */

/** The forms of a word or phrase: for one ("posto") and for any other count ("postos"). */
export interface PluralForms {
  readonly one: string;
  readonly other: string;
}

const RULES = new Intl.PluralRules("pt-BR");

/**
 * The form of `forms` for `count`, as `Intl.PluralRules("pt-BR")` chooses
 * it, except for zero. CLDR puts 0 in "one" for Brazilian Portuguese (its
 * rule is i = 0..1), but the site writes "0 postos", "0 trechos", as
 * Brazilian usage does, so a count of zero takes `other`
 * (docs/product-rules.md, "Singular and plural"). CLDR's "many" (a whole
 * million: "1 milhão de postos") takes `other` too. So a whole count takes
 * `one` for 1 alone; a fraction whose whole part is 1 also takes it
 * ("1,5 litro").
 *
 * `plural(3, { one: "posto", other: "postos" })` is "postos"; the caller
 * writes the count where the sentence needs it.
 */
export function plural(count: number, forms: PluralForms): string {
  return count !== 0 && RULES.select(count) === "one" ? forms.one : forms.other;
}
