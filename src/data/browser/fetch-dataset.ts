/**
 * The browser's loader of a dataset the build writes beside the pages
 * (`/carros/limites.json`, `/precos/<uf>/postos.json`…): one same-origin
 * fetch, then the same validation as every other reader (`loadDataset` in
 * ./dataset.ts), so that a file of another shape or format is refused with
 * its URL and the path of the first bad value rather than misread.
 */
import { loadDataset, type ZodMini } from "#data/dataset.ts";
import type * as Z from "#data/zod.ts";

/** `error`'s own message, or the value as text when it is not an Error. */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The body of `url`, parsed as JSON; throws an Error naming the URL when it cannot be fetched, answers other than 2xx, or is not JSON. */
async function fetchJson(url: string, init?: RequestInit): Promise<{ default: unknown }> {
  let response: Response;
  try {
    response = await (init ? fetch(url, init) : fetch(url));
  } catch (error) {
    throw new Error(`${url}: não foi possível buscar o arquivo (${messageOf(error)})`, { cause: error });
  }
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  try {
    return { default: (await response.json()) as unknown };
  } catch (error) {
    throw new Error(`${url}: JSON ilegível, arquivo cortado ou corrompido (${messageOf(error)})`, { cause: error });
  }
}

/**
 * The JSON file at `url` (a same-origin path such as "/carros/limites.json"),
 * fetched and validated by the schema `build` makes (Zod, loaded with it as a
 * lazy chunk). Fetches on every call: a caller that wants one request per
 * page keeps the promise. Rejects with an Error whose message starts with
 * the URL: "HTTP 404" for an answer other than 2xx, the network's reason when
 * the fetch fails, "JSON ilegível" for a body that is not JSON, and, for a
 * value the schema refuses, Zod's account naming the path of the first bad
 * value (e.g. `at limits[0][1]`). `init` goes to `fetch` as is (a timeout's
 * signal, a cache mode).
 */
export function fetchDataset<Schema extends Z.ZodMiniType>(
  url: string,
  build: (z: ZodMini) => Schema,
  init?: RequestInit,
): Promise<Z.output<Schema>> {
  return loadDataset(fetchJson(url, init), build, url);
}
