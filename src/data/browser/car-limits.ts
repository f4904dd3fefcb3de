/**
 * `/carros/limites.json`, the "misto" limits of the latest Inmetro – PBE
 * Veicular table in a compact form (written at build time by
 * src/pages/carros/limites.json.ts from data/pbev/cars.json, `limitsJson`
 * in src/features/cars/car-limits.ts): its schema, its type and the loader
 * the calculator uses, which fetches the file (small, kept by the service
 * worker) and validates it. Each limit is an exact fraction
 * (ethanol km/l ÷ gasoline km/l, combined cycle), never a float.
 * Source: Inmetro – PBE Veicular (data/pbev/README.md).
 */
import { countSchema, type Infer, type ZodMini } from "#data/dataset.ts";
import { fetchDataset } from "./fetch-dataset.ts";

/** Where the build writes the file. */
export const CAR_LIMITS_URL = "/carros/limites.json";

/** A whole number above 0 (a safe integer, as `z.int()` requires: a JSON number holds it exactly). */
const positiveSchema = (z: ZodMini) => z.int().check(z.positive());

/**
 * The whole file: the table's year, its citation and each distinct
 * "misto" limit as [numerator, denominator, cars with that limit], the
 * fraction in lowest terms, from the lowest limit to the highest.
 */
const carLimitsSchema = (z: ZodMini) =>
  z.object({
    format: z.literal(1),
    source: z.string(),
    year: countSchema(z),
    limits: z.array(z.tuple([positiveSchema(z), positiveSchema(z), positiveSchema(z)])),
  });

export type CarLimitsJson = Infer<typeof carLimitsSchema>;

/** The limits, fetched (by the calculator, when prices come from the survey and no car is picked) and validated. */
export function loadCarLimits(): Promise<CarLimitsJson> {
  return fetchDataset(CAR_LIMITS_URL, carLimitsSchema);
}
