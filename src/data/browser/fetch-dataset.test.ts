import { afterEach, describe, expect, it, vi } from "vitest";
import type { ZodMini } from "#data/dataset.ts";
import { fetchDataset } from "./fetch-dataset.ts";

const FILE_URL = "/precos/sp/postos.json";
const schema = (z: ZodMini) => z.object({ format: z.literal(1), limits: z.array(z.tuple([z.int(), z.int()])) });

/** Stubs the global fetch with `answer` and returns the stub, to check how it was called. */
function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(answer);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("fetchDataset", () => {
  it("fetches the URL once and returns the value that fits the schema", async () => {
    const fetch = stubFetch(async () => Response.json({ format: 1, limits: [[7, 10]] }));
    await expect(fetchDataset(FILE_URL, schema)).resolves.toEqual({ format: 1, limits: [[7, 10]] });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(FILE_URL);
  });

  it("names the FILE_URL and the status of an answer other than 2xx", async () => {
    stubFetch(async () => new Response("Not Found", { status: 404 }));
    await expect(fetchDataset(FILE_URL, schema)).rejects.toThrow(`${FILE_URL}: HTTP 404`);
  });

  it("names the FILE_URL and keeps the reason when the network fails", async () => {
    const failure = new TypeError("Failed to fetch");
    stubFetch(async () => Promise.reject(failure));
    const error = await fetchDataset(FILE_URL, schema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^\/precos\/sp\/postos\.json: .*Failed to fetch/);
    expect((error as Error).cause).toBe(failure);
  });

  it("names the FILE_URL of a body that is not JSON (cut short)", async () => {
    stubFetch(async () => new Response('{"format": 1, "limits": [[7', { headers: { "Content-Type": "application/json" } }));
    await expect(fetchDataset(FILE_URL, schema)).rejects.toThrow(/^\/precos\/sp\/postos\.json: JSON ilegível/);
  });

  it("names the FILE_URL and the path of the first value the schema refuses", async () => {
    stubFetch(async () => Response.json({ format: 1, limits: [[7, 10], [7, "10"]] }));
    await expect(fetchDataset(FILE_URL, schema)).rejects.toThrow(
      /^\/precos\/sp\/postos\.json: o arquivo não tem a forma que o site espera[\s\S]*at limits\[1\]\[1\]/,
    );
  });

  it("refuses a file of another format, naming the field", async () => {
    stubFetch(async () => Response.json({ format: 2, limits: [] }));
    await expect(fetchDataset(FILE_URL, schema)).rejects.toThrow(/at format/);
  });
});
