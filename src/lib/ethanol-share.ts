/**
 * "Depende do seu carro": the ANP's prices joined with Inmetro's PBE
 * Veicular limits. At a given price ratio (ethanol ÷ gasoline, R$/l over
 * R$/l), ethanol pays off in a car when the ratio is at or below that car's
 * own limit (its ethanol km/l ÷ gasoline km/l, the "misto" cycle); this
 * module counts for how many cars of a table that holds. Exact on the
 * decimals: the ratio and the limits are fractions, compared with
 * `compare`, never in floating point; exactly at the limit counts as
 * ethanol (as the 70% rule does, spec §9).
 * Sources: ANP – Levantamento de Preços de Combustíveis (the prices);
 * Inmetro – PBE Veicular (the limits).
 */
import { compare, type Fraction } from "./decimal";
import { formatPercent } from "./format";

/** For how many of a table's cars ethanol pays off at one price ratio. */
export interface EthanolShare {
  /** Cars whose limit is at or above the ratio: ethanol pays off in them. */
  readonly pays: number;
  /** Cars counted. */
  readonly total: number;
}

/**
 * Counts the cars in which ethanol pays off at `priceRatio` (ethanol price
 * ÷ gasoline price): those whose `limits` entry (ethanol km/l ÷ gasoline
 * km/l, one per car) is at least the ratio. Exact; an empty list gives
 * { pays: 0, total: 0 }.
 */
export function ethanolShare(priceRatio: Fraction, limits: readonly Fraction[]): EthanolShare {
  return { pays: limits.filter((limit) => compare(priceRatio, limit) <= 0).length, total: limits.length };
}

/**
 * The share in three classes, as the map draws it: ethanol pays off in
 * every car ("all"), in none ("none"), or in some ("depends": it depends on
 * the car). A share of no cars is "none".
 */
export type ShareClass = "all" | "depends" | "none";

/** The class of a share ({@link ShareClass}). */
export function shareClass(share: EthanolShare): ShareClass {
  if (share.pays === 0) return "none";
  return share.pays === share.total ? "all" : "depends";
}

/**
 * The share as a whole percentage for a table cell: "58%"; "100%" and "0%"
 * only when it is every car or none, so a single car either way is never
 * rounded away (1 of 267 reads "1%", 266 of 267 "99%"). "–" for no cars.
 */
export function formatShare(share: EthanolShare): string {
  if (share.total === 0) return "–";
  const rounded = Math.round((share.pays * 100) / share.total);
  const clamped = share.pays === 0 || share.pays === share.total ? rounded : Math.min(99, Math.max(1, rounded));
  return formatPercent(clamped / 100);
}

/**
 * The share as a clause: "o etanol compensa em 58% dos carros flex da
 * tabela 2026 do Inmetro (155 de 267)", "o etanol compensa em todos os 267
 * carros flex da tabela 2026 do Inmetro", "o etanol não compensa em nenhum
 * dos 267 carros flex da tabela 2026 do Inmetro". `year` is the PBE
 * Veicular table's year.
 */
export function shareClause(share: EthanolShare, year: number): string {
  const cars = `carros flex da tabela ${year} do Inmetro`;
  if (share.total > 0 && share.pays === share.total) return `o etanol compensa em todos os ${share.total} ${cars}`;
  if (share.pays === 0) return `o etanol não compensa em nenhum dos ${share.total} ${cars}`;
  return `o etanol compensa em ${formatShare(share)} dos ${cars} (${share.pays} de ${share.total})`;
}
