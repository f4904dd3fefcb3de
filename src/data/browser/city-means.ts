/**
 * `/precos/<uf>/medias.json`, one per state: the mean price of each fuel in
 * every city of the state's newest survey, with its means in the previous
 * survey the site keeps (written at build time by
 * src/pages/precos/[uf]/medias.json.ts, `cityMeansJson` in
 * src/features/prices/build/city-means.ts). Avisos read it for the cities a
 * driver follows (docs/alerts.md): its schema, its type and its loader.
 * Source: ANP – Levantamento de Preços de Combustíveis.
 */
import { decimalSchema, type Infer, type ZodMini } from "#data/dataset.ts";
import { fetchDataset } from "./fetch-dataset.ts";
import { previousPricesSchema, stateFileFields } from "./station-picks.ts";

/** The file's format; a page of another version refuses a file of another format rather than misread it. */
const MEANS_FORMAT = 1;

/** Where the build writes a state's file. */
export function cityMeansUrl(uf: string): string {
  return `/precos/${uf.toLowerCase()}/medias.json`;
}

/**
 * A city: [ethanol, gasoline, previous]; each the mean price in R$/l as
 * exact decimal text, null when the survey has no mean of it; previous:
 * [ethanol, gasoline] in the previous survey, null when the city was not in it.
 */
const cityMeansRowSchema = (z: ZodMini) =>
  z.tuple([z.nullable(decimalSchema(z)), z.nullable(decimalSchema(z)), z.nullable(previousPricesSchema(z))]);

/** The whole file: the survey week, the previous survey's week (null when none is kept), the cities by name (IBGE spelling). */
export const cityMeansSchema = (z: ZodMini) =>
  z.object({
    ...stateFileFields(z, MEANS_FORMAT),
    cities: z.record(z.string(), cityMeansRowSchema(z)),
  });

export type CityMeansRow = Infer<typeof cityMeansRowSchema>;
export type CityMeansJson = Infer<typeof cityMeansSchema>;

/** One state's file, fetched and validated; rejects when it cannot be fetched or has another shape or format. */
export function loadCityMeans(uf: string): Promise<CityMeansJson> {
  return fetchDataset(cityMeansUrl(uf), cityMeansSchema);
}
