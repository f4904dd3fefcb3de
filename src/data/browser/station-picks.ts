/**
 * `/precos/<uf>/postos.json`, one per state: for each surveyed city, the
 * stations with the lowest cost per km among those that sold both fuels,
 * with their prices in the previous survey the site keeps (written at build
 * time by src/pages/precos/[uf]/postos.json.ts from data/anp/stations.json
 * and the previous week, `statePicksJson` in src/features/stations/station-picks.ts):
 * its schema, its type and the loader the calculator's city panel uses,
 * which fetches one state's file when a city is chosen (a few KB
 * compressed, kept by the service worker) and validates it.
 * Source: ANP – Levantamento de Preços de Combustíveis, postos revendedores.
 */
import { countSchema, daySchema, decimalSchema, type Infer, ufSchema, type ZodMini } from "#data/dataset.ts";
import { fetchDataset } from "./fetch-dataset.ts";

/**
 * The file's format. 2 added each pick's CNPJ and previous prices and the
 * previous week; a page of another version refuses a file of another
 * format (it says the stations could not be loaded) rather than misread it.
 */
const PICKS_FORMAT = 2;

/** Where the build writes a state's file. */
function statePicksUrl(uf: string): string {
  return `/precos/${uf.toLowerCase()}/postos.json`;
}

/** One fuel at a station: [price R$/l as exact decimal text, ISO day collected]. */
export const pickPriceSchema = (z: ZodMini) => z.tuple([decimalSchema(z), daySchema(z)]);

/**
 * A station in the previous survey: [ethanol, gasoline] prices in R$/l
 * (exact decimal text), null for a fuel it did not sell then. Its days are
 * not kept: no page shows them.
 */
export const previousPricesSchema = (z: ZodMini) =>
  z.tuple([z.nullable(decimalSchema(z)), z.nullable(decimalSchema(z))]);

/** A survey week, Sunday to Saturday (ISO days). */
const surveyWeekSchema = (z: ZodMini) => z.object({ start: daySchema(z), end: daySchema(z) });

/**
 * The fields every state file of stations opens with: its format number
 * (`format`, a file of another format is refused), the citation, the state,
 * the survey week and the previous survey's week (null when none is kept).
 */
export const stateFileFields = (z: ZodMini, format: number) => ({
  format: z.literal(format),
  source: z.string(),
  uf: ufSchema(z),
  weekStart: daySchema(z),
  weekEnd: daySchema(z),
  previous: z.nullable(surveyWeekSchema(z)),
});

/**
 * A station: its CNPJ, name, brand (null: bandeira branca), address in one
 * line, both fuels, and its prices in the previous survey (null when it
 * was not in it: new to the survey, or no previous survey is kept).
 */
const pickSchema = (z: ZodMini) =>
  z.object({
    cnpj: z.string(),
    name: z.string(),
    brand: z.nullable(z.string()),
    address: z.string(),
    ethanol: pickPriceSchema(z),
    gasoline: pickPriceSchema(z),
    previous: z.nullable(previousPricesSchema(z)),
  });

/**
 * A surveyed city: its page's path, its stations surveyed, in how many of
 * those that sold both ethanol paid off (`pays` of `total`), and the
 * cheapest per km of them (at most 3), cheapest first.
 */
const cityPicksSchema = (z: ZodMini) =>
  z.object({
    path: z.string(),
    stations: countSchema(z),
    pays: countSchema(z),
    total: countSchema(z),
    picks: z.array(pickSchema(z)),
  });

/**
 * The whole file: the survey week, the previous survey's week (null when
 * the site keeps no earlier one) and the state's surveyed cities by name (IBGE spelling).
 */
const statePicksSchema = (z: ZodMini) =>
  z.object({
    ...stateFileFields(z, PICKS_FORMAT),
    cities: z.record(z.string(), cityPicksSchema(z)),
  });

export type StationPick = Infer<typeof pickSchema>;
export type PreviousPrices = Infer<typeof previousPricesSchema>;
export type StatePicksJson = Infer<typeof statePicksSchema>;

/** One state's file, fetched and validated; rejects when it cannot be fetched or has another shape or format. */
export function loadStatePicks(uf: string): Promise<StatePicksJson> {
  const url = statePicksUrl(uf);
  return fetchDataset(url, statePicksSchema);
}
