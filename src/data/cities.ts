/**
 * `data/anp/cities.json`, the weekly city means in a compact form for the
 * calculator's city picker (written by pipelines/anp/run.ts): its schema,
 * its types and the loader, which fetches the file as its own chunk when
 * the picker opens and validates it.
 * Source: ANP – Levantamento de Preços de Combustíveis (LPC), weekly summary.
 */
import * as z from "zod/mini";
import { countSchema, daySchema, parseDataset, priceSchema, ufSchema } from "./dataset.ts";

/** [mean price R$/l, stations surveyed]. */
const cityPointSchema = z.tuple([priceSchema, countSchema]);
/** [city name, ethanol or null, gasoline or null]. */
const cityEntrySchema = z.tuple([z.string(), z.nullable(cityPointSchema), z.nullable(cityPointSchema)]);

/** The whole file: per UF, its surveyed cities sorted by name (pt-BR collation), [] for none. */
export const cityIndexSchema = z.object({
  source: z.string(),
  weekStart: daySchema,
  weekEnd: daySchema,
  states: z.record(ufSchema, z.array(cityEntrySchema)),
});

export type CityPoint = z.infer<typeof cityPointSchema>;
export type CityEntry = z.infer<typeof cityEntrySchema>;
export type CityIndex = z.infer<typeof cityIndexSchema>;

/** The city means, loaded on demand (a separate chunk, precached by the service worker) and validated. */
export function loadCityIndex(): Promise<CityIndex> {
  return import("../../data/anp/cities.json").then((module) =>
    parseDataset(cityIndexSchema, module.default, "data/anp/cities.json"),
  );
}
