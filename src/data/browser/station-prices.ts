/**
 * `/precos/<uf>/postos-precos.json`, one per state: every station of the
 * state in the newest survey, by CNPJ, with its two prices and their days
 * and its prices in the previous survey the site keeps (written at build
 * time by src/pages/precos/[uf]/postos-precos.json.ts, `statePricesJson` in
 * src/features/stations/station-picks.ts). "Meus postos" reads it: a kept
 * station's prices always come from the newest survey, by CNPJ, never from
 * what the device stored. Its schema, its type and its loader, which
 * fetches one state's file (kept by the service worker) and validates it.
 * Source: ANP – Levantamento de Preços de Combustíveis, postos revendedores.
 */
import type { Infer, ZodMini } from "#data/dataset.ts";
import { fetchDataset } from "./fetch-dataset.ts";
import { pickPriceSchema, previousPricesSchema, stateFileFields } from "./station-picks.ts";

/** The file's format; a page of another version refuses a file of another format rather than misread it. */
const PRICES_FORMAT = 1;

/** Where the build writes a state's file. */
export function statePricesUrl(uf: string): string {
  return `/precos/${uf.toLowerCase()}/postos-precos.json`;
}

/**
 * A station this week: [ethanol, gasoline, previous]; each fuel [price R$/l,
 * ISO day collected] or null when it did not sell it; previous: [ethanol,
 * gasoline] R$/l in the previous survey, null when the station was not in it.
 */
const stationPricesSchema = (z: ZodMini) =>
  z.tuple([z.nullable(pickPriceSchema(z)), z.nullable(pickPriceSchema(z)), z.nullable(previousPricesSchema(z))]);

/** The whole file: the survey week, the previous survey's week (null when none is kept), the stations by CNPJ. */
export const statePricesSchema = (z: ZodMini) =>
  z.object({
    ...stateFileFields(z, PRICES_FORMAT),
    stations: z.record(z.string(), stationPricesSchema(z)),
  });

export type StationPricesRow = Infer<typeof stationPricesSchema>;
export type StatePricesJson = Infer<typeof statePricesSchema>;

/** One state's file, fetched and validated; rejects when it cannot be fetched or has another shape or format. */
export function loadStatePrices(uf: string): Promise<StatePricesJson> {
  return fetchDataset(statePricesUrl(uf), statePricesSchema);
}
