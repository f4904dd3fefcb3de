/**
 * Car makes as the PBE Veicular tables spell them, normalised across
 * editions: the tables write "VW", "V W" and "Volkswagen", "CHEVROLET" and
 * "CHEV", "MERCEDES BENZ" and "Mercedes-Benz", "Citroën" and "CITROEN", in
 * capitals or not. Each make gets one display name and one URL slug (its
 * catalogue page, e.g. /carros/volkswagen).
 *
 * A spelling is matched on its letters and digits only, without accents or
 * case ("V W", "vw" and "VW" are one key). A make not listed here is unknown:
 * the data script stops and asks for it to be added, so no name or slug is
 * ever guessed.
 */
import { slugify } from "#lib/search-text.ts";

/** A make's display name and URL slug. */
export interface Make {
  name: string;
  slug: string;
}

/** Display name → the other spellings seen in the tables (or expected, like "GM"). */
const SPELLINGS: Record<string, readonly string[]> = {
  Audi: [],
  BMW: [],
  "Caoa Changan": [],
  "Caoa Chery": [],
  Chevrolet: ["CHEV", "GM"],
  Citroën: ["Citroen"],
  Fiat: [],
  Ford: [],
  GWM: ["Great Wall", "Great Wall Motors"],
  Honda: [],
  Hyundai: [],
  JAC: ["JAC Motors"],
  Jaguar: [],
  Jeep: [],
  Kia: ["Kia Motors"],
  "Land Rover": [],
  "Mercedes-Benz": ["Mercedes Benz", "Mercedes"],
  Mitsubishi: [],
  Nissan: [],
  Peugeot: [],
  RAM: [],
  Renault: [],
  Toyota: [],
  Volkswagen: ["VW", "V W"],
};

/** Letters and digits of a text, upper case, accents removed: the key a spelling is matched on. */
function key(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
}

const BY_KEY = new Map<string, Make>(
  Object.entries(SPELLINGS).flatMap(([name, others]) =>
    [name, ...others].map((spelling) => [key(spelling), { name, slug: slugify(name) }] as const),
  ),
);

/**
 * The make a table's spelling stands for ("VW", "V W", "VOLKSWAGEN" →
 * Volkswagen, slug "volkswagen"), or null for a make not listed here.
 */
export function normaliseMake(spelling: string): Make | null {
  return BY_KEY.get(key(spelling)) ?? null;
}

/** Every known make, by display name. */
export const MAKES: readonly Make[] = Object.keys(SPELLINGS).map((name) => ({ name, slug: slugify(name) }));
