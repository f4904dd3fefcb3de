/**
 * Official names of the municipalities the ANP surveys. The ANP sheets
 * write them in upper case without accents ("SAO JOSE DOS CAMPOS"); the
 * spelling shown on the site comes from IBGE's list of the 5,571
 * municipalities (data/ibge/municipios.csv, read by municipalities.ts; see its README), matched by UF
 * and by the name with accents, case, spaces and punctuation ignored. A
 * name that the list does not give is title-cased and reported, never guessed.
 */
import { anpKey, type Uf, UFS } from "#lib/states.ts";

/** One municipality of IBGE's list. */
export interface Municipality {
  readonly uf: Uf;
  /** Official name: "São José dos Campos", "Santa Bárbara d'Oeste". */
  readonly name: string;
}

/**
 * A name as the lookup compares it: `anpKey` (no accents, upper case) with
 * every space, hyphen, apostrophe and other punctuation removed, so
 * "Santa Bárbara d'Oeste", "SANTA BARBARA D OESTE" and "SANTA BARBARA DOESTE"
 * are one name, and so are "Sant'Ana do Livramento" and "SANTANA DO LIVRAMENTO".
 */
export function municipalityKey(name: string): string {
  return anpKey(name).replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * Older names the ANP may still write for a municipality it surveys, where
 * the old and the official name differ by more than accents and
 * punctuation: [UF, name as the ANP would write it, IBGE's name today].
 */
const ALIASES: readonly (readonly [Uf, string, string])[] = [
  // Older IBGE-derived lists write "Embu" (IBGE code 3515004), today's "Embu das Artes".
  ["SP", "EMBU", "Embu das Artes"],
  // Older IBGE-derived lists write "Moji Mirim" (IBGE code 3530805).
  ["SP", "MOJI MIRIM", "Mogi Mirim"],
  // Older IBGE-derived lists write "Moji das Cruzes" (IBGE code 3530607).
  ["SP", "MOJI DAS CRUZES", "Mogi das Cruzes"],
];

/** Lower-case words inside a pt-BR name. */
const PARTICLES = new Set(["da", "das", "de", "do", "dos", "del", "e"]);

/** A Roman numeral of two letters or more ("II", "XV", "XXIII"), as in "Auto Posto Ale II" or "Rua XV de Novembro". */
const ROMAN = /^(?=[IVX]{2,}$)X{0,3}(IX|IV|V?I{0,3})$/;

/**
 * A word written as is: one with a digit or a slash ("BR-364", "KM82,9",
 * "S/N"), a Roman numeral, two or more letters without a vowel, read as an
 * acronym ("BR", "SP", "GNV", "(CJ"; not "DR.", an abbreviation), or a UF
 * code before a number, a state road ("AL 145", "SP 340").
 */
function keepsCase(word: string, next = ""): boolean {
  const letters = word
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/^[("']+|[)"',;:]+$/g, "");
  return (
    /[\d/]/.test(word) ||
    ROMAN.test(word) ||
    (/^\p{Lu}{2,}$/u.test(letters) && !/[AEIOUY]/.test(letters)) ||
    ((UFS as readonly string[]).includes(letters) && /^\d/.test(next))
  );
}

/**
 * A lower-case word capitalised, and each part after "-" or "." too unless
 * it is a particle ("(rio" → "(Rio", "branco-cruzeiro" → "Branco-Cruzeiro",
 * "s.a." → "S.A.", "tab.dos" → "Tab.dos").
 */
function capitalize(word: string): string {
  return word
    .split(/(?<=[-.])/)
    .map((part, index) => {
      const bare = part.replace(/[-.]$/, "");
      const particle = index > 0 && bare.length > 1 && PARTICLES.has(bare);
      return particle ? part : part.replace(/\p{L}/u, (letter) => letter.toUpperCase());
    })
    .join("");
}

/**
 * Readable pt-BR case for a name the ANP writes in capitals: a city that
 * IBGE's list does not give, a station's name, street or neighbourhood,
 * a brand. An all-caps name is title-cased: particles da/de/do/das/dos/del/e
 * in lower case inside the name, the elision d' as "d'Oeste" (or "D'" first),
 * each part of a hyphenated or abbreviated word capitalised (`capitalize`:
 * "Ji-Parana", "Av.", "S.A."), the words of `keepsCase` as written, and
 * whatever accents it has kept ("SAO JOAO DEL REI" → "Sao Joao del Rei",
 * "RODOVIA BR-364 KM 2" → "Rodovia BR-364 KM 2"). A name already in mixed
 * case is kept as written. Only the case changes, never a letter.
 */
export function titleCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .split(/\s+/)
    .map((word, index, words) => {
      if (keepsCase(word, words[index + 1])) return word;
      const lower = word.toLowerCase();
      const elided = /^d'(.+)$/.exec(lower);
      if (index > 0 && PARTICLES.has(lower)) return lower;
      if (elided) return `${index > 0 ? "d" : "D"}'${capitalize(elided[1] ?? "")}`;
      return capitalize(lower);
    })
    .join(" ");
}

/**
 * Where a city's name came from: IBGE's list by the name the ANP writes
 * ("ibge") or by an older name in `ALIASES` ("alias"); or the `titleCase`
 * fallback, because the name matches no municipality of its UF ("unknown")
 * or more than one ("ambiguous").
 */
export type CityNameSource = "ibge" | "alias" | "unknown" | "ambiguous";

interface CityName {
  readonly name: string;
  readonly source: CityNameSource;
}

/** The name to show for a city of the ANP sheets, from its UF and the name the sheet writes. */
export type CityNameLookup = (uf: Uf, anpName: string) => CityName;

/**
 * A lookup of official names in `municipalities` (IBGE's list). A name is
 * matched within its UF by `municipalityKey`; a key that is no
 * municipality's goes through `ALIASES` to the municipality the list has.
 * Two municipalities of one UF with the same key make that key ambiguous
 * (IBGE's list has none). Otherwise the name is `titleCase`d.
 */
export function cityNames(municipalities: readonly Municipality[]): CityNameLookup {
  const byKey = new Map<string, string | null>();
  for (const { uf, name } of municipalities) {
    const key = `${uf} ${municipalityKey(name)}`;
    byKey.set(key, byKey.has(key) ? null : name);
  }
  const aliases = new Map(
    ALIASES.map(([uf, old, name]) => [`${uf} ${municipalityKey(old)}`, `${uf} ${municipalityKey(name)}`]),
  );
  return (uf, anpName) => {
    const key = `${uf} ${municipalityKey(anpName)}`;
    const [name, source] = byKey.has(key)
      ? ([byKey.get(key), "ibge"] as const)
      : ([byKey.get(aliases.get(key) ?? ""), "alias"] as const);
    if (name) return { name, source };
    return { name: titleCase(anpName), source: name === null ? "ambiguous" : "unknown" };
  };
}
