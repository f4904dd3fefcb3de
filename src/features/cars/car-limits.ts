/**
 * The latest Inmetro – PBE Veicular table's "misto" limits in the compact
 * form the calculator fetches (/carros/limites.json), so that it can say
 * for how many of the table's flex cars ethanol pays off at the prices the
 * ANP survey filled in, without loading the catalogue (data/pbev/cars.json)
 * on the home page. Built from the same functions as the /precos
 * pages' share (`latestEditionCars`, `mixedLimits`), exact: each limit is a
 * fraction in lowest terms. Pure: no React, no Astro.
 * Source: Inmetro – PBE Veicular (data/pbev/cars.json).
 */
import type { CarLimitsJson } from "#data/browser/car-limits.ts";
import type { CarsJson } from "#data/cars.ts";
import { compare, type Fraction } from "#lib/decimal.ts";
import { mixedLimits } from "./car-ratios.ts";
import { latestEditionCars } from "./catalogue.ts";

/** Greatest common divisor of two non-negative integers. */
function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

/** A positive fraction in lowest terms, as two JSON-safe numbers; throws a RangeError if it is not positive or too large. */
function lowestTerms(value: Fraction): [number, number] {
  const sign = value.d < 0n ? -1n : 1n;
  const [n, d] = [value.n * sign, value.d * sign];
  if (n <= 0n || d <= 0n) throw new RangeError(`not a positive limit: ${value.n}/${value.d}`);
  const divisor = gcd(n, d);
  const [low, high] = [n / divisor, d / divisor];
  if (low > BigInt(Number.MAX_SAFE_INTEGER) || high > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`a limit too large for JSON numbers: ${low}/${high}`);
  return [Number(low), Number(high)];
}

/**
 * The file /carros/limites.json for a catalogue: the latest edition's year,
 * the catalogue's citation, and the "misto" limit (ethanol km/l ÷ gasoline
 * km/l, `mixedLimits`) of each of that edition's cars (`latestEditionCars`,
 * plug-in hybrids included, as on /precos), as distinct fractions in
 * lowest terms with how many cars share each, lowest limit first. Throws a
 * RangeError on a catalogue without editions or cars in the latest one.
 */
export function limitsJson(catalogue: CarsJson): CarLimitsJson {
  const edition = catalogue.editions.at(-1);
  const limits = mixedLimits(latestEditionCars(catalogue)).sort(compare);
  if (!edition || limits.length === 0) throw new RangeError("the catalogue's latest edition has no cars");
  const counted: Array<[number, number, number]> = [];
  for (const limit of limits) {
    const [n, d] = lowestTerms(limit);
    const last = counted.at(-1);
    if (last && last[0] === n && last[1] === d) last[2] += 1;
    else counted.push([n, d, 1]);
  }
  return { format: 1, source: catalogue.source, year: edition.year, limits: counted };
}

/** The limits of the file, one per car (a limit shared by 3 cars comes 3 times), lowest first: for `ethanolShare`. */
export function limitList(json: Pick<CarLimitsJson, "limits">): Fraction[] {
  return json.limits.flatMap(([n, d, count]) => Array.from({ length: count }, () => ({ n: BigInt(n), d: BigInt(d) })));
}
