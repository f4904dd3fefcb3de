/**
 * `/avisos.json`: the tiny index the service worker reads first on each
 * background check (docs/alerts.md), revalidated on every request like any
 * page (`no-cache`): the newest survey's week and, for each state, a short
 * hash of its two files that Avisos read (its stations' prices,
 * /precos/<uf>/postos-precos.json, and its cities' means,
 * /precos/<uf>/medias.json), so that a check fetches a state's files only
 * when they changed. Written at build time by src/pages/avisos.json.ts.
 */
import { daySchema, type Infer, type ZodMini } from "#data/dataset.ts";
import { fetchDataset } from "./fetch-dataset.ts";

/** Where the build writes the index. */
const ALERTS_INDEX_URL = "/avisos.json";

/** The index's format; a worker of another version refuses an index of another format. */
const INDEX_FORMAT = 1;

/** The index: its format, the newest survey's Sunday and Saturday, each state's files' hash (8 hex digits) by its code ("SP"). */
const alertsIndexSchema = (z: ZodMini) =>
  z.object({
    format: z.literal(INDEX_FORMAT),
    weekStart: daySchema(z),
    weekEnd: daySchema(z),
    states: z.record(z.string(), z.string().check(z.regex(/^[0-9a-f]{8}$/))),
  });

export type AlertsIndexJson = Infer<typeof alertsIndexSchema>;

/** The index, fetched and validated (`init` goes to `fetch`); rejects when it cannot be fetched or has another shape or format. */
export function loadAlertsIndex(init?: RequestInit): Promise<AlertsIndexJson> {
  return fetchDataset(ALERTS_INDEX_URL, alertsIndexSchema, init);
}
