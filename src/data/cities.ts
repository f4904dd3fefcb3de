/**
 * `data/anp/cities.json`, the weekly city means in a compact form for the
 * calculator's city picker (written by pipelines/anp/run.ts): its schema,
 * its types and the loader, which fetches the file as its own chunk when
 * the picker opens and validates it.
 * Source: ANP – Levantamento de Preços de Combustíveis (LPC), weekly summary.
 */
import { countSchema, daySchema, decimalSchema, type Infer, loadDataset, ufSchema, type ZodMini } from "./dataset.ts";

/** [mean price R$/l, stations surveyed]. */
const cityPointSchema = (z: ZodMini) => z.tuple([decimalSchema(z), countSchema(z)]);
/** [city name, ethanol or null, gasoline or null]. */
const cityEntrySchema = (z: ZodMini) =>
  z.tuple([z.string(), z.nullable(cityPointSchema(z)), z.nullable(cityPointSchema(z))]);

/** The whole file: per UF, its surveyed cities sorted by name (pt-BR collation), [] for none. */
export const cityIndexSchema = (z: ZodMini) =>
  z.object({
    source: z.string(),
    weekStart: daySchema(z),
    weekEnd: daySchema(z),
    states: z.record(ufSchema(z), z.array(cityEntrySchema(z))),
  });

export type CityPoint = Infer<typeof cityPointSchema>;
export type CityEntry = Infer<typeof cityEntrySchema>;
export type CityIndex = Infer<typeof cityIndexSchema>;

/** The city means, loaded on demand (a separate chunk, precached by the service worker) and validated. */
export function loadCityIndex(): Promise<CityIndex> {
  return loadDataset(import("#datasets/anp/cities.json"), cityIndexSchema, "data/anp/cities.json");
}
