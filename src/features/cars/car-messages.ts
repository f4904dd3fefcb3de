/**
 * What the car pages and the car picker say, in pt-BR: how the combined
 * ("misto") cycle is defined and a car's name as people write it. The
 * figures come from car-ratios.ts; the wording lives here, beside the other
 * messages of the cars feature.
 * Source: Inmetro – PBE Veicular (data/pbev/README.md).
 */
import { subtract, toRoundedNumber } from "#lib/decimal.ts";
import { formatPercent } from "#lib/format.ts";
import { MIXED_CITY_SHARE } from "#lib/fuel-comparison.ts";
import type { CarVersion } from "./car-versions.ts";

/** The shares of city and highway driving in the "misto" cycle, as percentages: 55% and 45% (`MIXED_CITY_SHARE`). */
const CITY = formatPercent(toRoundedNumber(MIXED_CITY_SHARE, 2));
const HIGHWAY = formatPercent(toRoundedNumber(subtract({ n: 1n, d: 1n }, MIXED_CITY_SHARE), 2));

/** The misto split as the site words it, from `MIXED_CITY_SHARE`: "55% cidade, 45% estrada". */
export const MIXED_SPLIT = `${CITY} cidade, ${HIGHWAY} estrada`;

/**
 * The one definition of "misto" the pages give, from `MIXED_CITY_SHARE`:
 * "o uso misto combina 55% de cidade e 45% de estrada, somando os litros
 * gastos por quilômetro em cada trecho" (weighted on litres per km, never
 * an average of km/l: src/lib/fuel-comparison.ts).
 */
export const MIXED_DEFINITION = `o uso misto combina ${CITY} de cidade e ${HIGHWAY} de estrada, somando os litros gastos por quilômetro em cada trecho`;

/** A car as people write it, without its engine: "Citroën C3 XTR 1.0", "Fiat Argo" (a version printed without a name). */
export function shortCarName(version: Pick<CarVersion, "make" | "model" | "version">): string {
  return [version.make, version.model, version.version].filter(Boolean).join(" ");
}
