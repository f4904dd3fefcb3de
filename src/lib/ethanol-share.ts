/**
 * "Depende do seu carro": the ANP's prices joined with Inmetro's PBE
 * Veicular limits. At a given price ratio (ethanol ÷ gasoline, R$/l over
 * R$/l), ethanol pays off in a car when the ratio is at or below that car's
 * own limit (its ethanol km/l ÷ gasoline km/l, the "misto" cycle); this
 * module counts for how many cars of a table that holds. Exact on the
 * decimals: the ratio and the limits are fractions, compared with
 * `compare`, never in floating point; exactly at the limit counts as
 * ethanol (as the 70% rule does: exactly 70% is ethanol).
 * Sources: ANP – Levantamento de Preços de Combustíveis (the prices);
 * Inmetro – PBE Veicular (the limits).
 */
import { compare, divide, type Fraction, toRoundedNumber } from "./decimal.ts";
import { formatPercent } from "./format.ts";
import type { DrivingCycle } from "./fuel-comparison.ts";
import { FUEL_NAME } from "./fuels.ts";

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

/** A ratio as the calculator prints it: rounded to 4 decimals, then a percentage with at most one decimal ("69,3%", "70%"). */
function percentOf(ratio: Fraction): string {
  return formatPercent(toRoundedNumber(ratio, 4));
}

/** Ethanol price ÷ gasoline price, exact; throws a RangeError unless both prices are positive. */
function exactRatio(prices: { readonly ethanol: Fraction; readonly gasoline: Fraction }): Fraction {
  const positive = (price: Fraction) => price.n !== 0n && price.n < 0n === price.d < 0n;
  if (!positive(prices.ethanol) || !positive(prices.gasoline)) throw new RangeError("prices must be positive");
  return divide(prices.ethanol, prices.gasoline);
}

/**
 * For how many of a table's flex cars ethanol pays off at a pair of prices
 * (R$/l, exact; from the ANP survey), in one sentence for the calculator:
 * "Com estes preços (etanol a 69,3% da gasolina), o etanol compensa para
 * 58% dos carros flex da tabela Inmetro 2026 (155 de 267)."; "… para todos
 * os 267 carros …", "… não compensa para nenhum dos 267 carros …".
 * `limits` holds each car's "misto" limit (ethanol km/l ÷ gasoline km/l)
 * from the Inmetro – PBE Veicular table of `year`; a car counts when the
 * exact price ratio is at or below its limit (`ethanolShare`). Throws a
 * RangeError for no cars or a price that is not positive.
 */
export function fleetShareSentence(
  prices: { readonly ethanol: Fraction; readonly gasoline: Fraction },
  limits: readonly Fraction[],
  year: number,
): string {
  if (limits.length === 0) throw new RangeError("no cars to count");
  const ratio = exactRatio(prices);
  const share = ethanolShare(ratio, limits);
  const cars = `carros flex da tabela Inmetro ${year}`;
  const clause =
    share.pays === share.total
      ? `o etanol compensa para todos os ${share.total} ${cars}`
      : share.pays === 0
        ? `o etanol não compensa para nenhum dos ${share.total} ${cars}`
        : `o etanol compensa para ${formatShare(share)} dos ${cars} (${share.pays} de ${share.total})`;
  return `Com estes preços (etanol a ${percentOf(ratio)} da gasolina), ${clause}.`;
}

/** The driving cycles as the sentence names them after "Inmetro, PBEV 2026". */
const CYCLE_WORD: Readonly<Record<DrivingCycle, string>> = { city: "cidade", highway: "estrada", mixed: "misto" };

/** A picked car as {@link carShareSentence} needs it. */
export interface SharedCar {
  /** Its name as the picker shows it: "Chevrolet Onix LTZ 1.0 Turbo 12V". */
  readonly name: string;
  /** Its own limit for `cycle`: ethanol km/l ÷ gasoline km/l, exact. */
  readonly limit: Fraction;
  readonly cycle: DrivingCycle;
  /** The Inmetro – PBE Veicular table its figures come from. */
  readonly year: number;
}

/**
 * One car's answer at a pair of prices (R$/l, exact; from the ANP survey),
 * in one sentence for the calculator: "Para o seu Chevrolet Onix LTZ 1.0
 * Turbo 12V, o etanol compensa até 71,1% (Inmetro, PBEV 2026, misto): com
 * o etanol a 69,3% da gasolina, abasteça com etanol." Ethanol when the
 * exact price ratio is at or below the car's exact limit; when the two
 * print alike but the ratio is above, it says "um pouco acima do limite".
 * Throws a RangeError for a price that is not positive.
 */
export function carShareSentence(
  prices: { readonly ethanol: Fraction; readonly gasoline: Fraction },
  car: SharedCar,
): string {
  const ratio = exactRatio(prices);
  const ethanol = compare(ratio, car.limit) <= 0;
  const [shown, limit] = [percentOf(ratio), percentOf(car.limit)];
  const above = !ethanol && shown === limit ? ", um pouco acima do limite" : "";
  const fuel = FUEL_NAME[ethanol ? "ethanol" : "gasoline"];
  return `Para o seu ${car.name}, o etanol compensa até ${limit} (Inmetro, PBEV ${car.year}, ${CYCLE_WORD[car.cycle]}): com o etanol a ${shown} da gasolina${above}, abasteça com ${fuel}.`;
}
