/**
 * `/precos/<uf>/postos.json`, one per state: for each surveyed city, the
 * stations with the lowest cost per km among those that sold both fuels
 * (written at build time by src/pages/precos/[uf]/postos.json.ts from
 * data/anp/stations.json, `statePicksJson` in src/features/stations/station-picks.ts):
 * its schema, its type and the loader the calculator's city panel uses,
 * which fetches one state's file when a city is chosen (a few KB
 * compressed, kept by the service worker) and validates it.
 * Source: ANP – Levantamento de Preços de Combustíveis, postos revendedores.
 */
import { countSchema, daySchema, decimalSchema, type Infer, loadDataset, ufSchema, type ZodMini } from "./dataset.ts";

/** Where the build writes a state's file. */
function statePicksUrl(uf: string): string {
  return `/precos/${uf.toLowerCase()}/postos.json`;
}

/** One fuel at a station: [price R$/l as exact decimal text, ISO day collected]. */
const pickPriceSchema = (z: ZodMini) => z.tuple([decimalSchema(z), daySchema(z)]);

/** A station: its name, brand (null: bandeira branca), address in one line, and both fuels. */
const pickSchema = (z: ZodMini) =>
  z.object({
    name: z.string(),
    brand: z.nullable(z.string()),
    address: z.string(),
    ethanol: pickPriceSchema(z),
    gasoline: pickPriceSchema(z),
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

/** The whole file: the survey week and the state's surveyed cities by name (IBGE spelling). */
const statePicksSchema = (z: ZodMini) =>
  z.object({
    format: z.literal(1),
    source: z.string(),
    uf: ufSchema(z),
    weekStart: daySchema(z),
    weekEnd: daySchema(z),
    cities: z.record(z.string(), cityPicksSchema(z)),
  });

export type StationPick = Infer<typeof pickSchema>;
export type StatePicksJson = Infer<typeof statePicksSchema>;

/** One state's file, fetched and validated; rejects when it cannot be fetched or has another shape. */
export function loadStatePicks(uf: string): Promise<StatePicksJson> {
  const url = statePicksUrl(uf);
  const json = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return { default: (await response.json()) as unknown };
  });
  return loadDataset(json, statePicksSchema, url);
}
