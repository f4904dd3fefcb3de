/**
 * The command itself, `node pipelines/news/run.ts` as `npm run data:noticias`
 * runs it, on the fixture feed (a file, a file:// URL and over HTTP) into a
 * temporary output (NEWS_OUTPUT, for tests only), and on feeds it refuses:
 * exit 1, a message naming the feed, the previous file untouched.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencyNewsFileSchema } from "./schema.ts";

const RUN = new URL("./run.ts", import.meta.url).pathname;
const FIXTURE = new URL("./fixtures/agencia-brasil-economia.xml", import.meta.url).pathname;
const PREVIOUS = '[\n  {"anterior": true}\n]\n';

/** Runs the command with `feed` into a fresh output file holding {@link PREVIOUS}; resolves with its exit code, output and the file. */
function runCommand(feed: string): Promise<{ code: number | null; stdout: string; stderr: string; written: string }> {
  const output = join(mkdtempSync(join(tmpdir(), "noticias-")), "news.json");
  writeFileSync(output, PREVIOUS);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [RUN], { env: { ...process.env, NEWS_FEED_URL: feed, NEWS_OUTPUT: output } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr, written: readFileSync(output, "utf8") }));
  });
}

/** Writes `text` to a temporary file and returns its path. */
function feedFile(name: string, text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), "feed-")), name);
  writeFileSync(path, text);
  return path;
}

const ROUTES: Record<string, [number, string]> = {
  "/rss/economia/feed.xml": [200, readFileSync(FIXTURE, "utf8")],
  "/fora-do-ar.xml": [503, "<html><body>Serviço indisponível</body></html>"],
};
let server: Server;
let origin = "";
beforeAll(async () => {
  server = createServer((request, response) => {
    const [status, body] = ROUTES[request.url ?? ""] ?? [404, "não encontrado"];
    response.writeHead(status, { "content-type": "application/rss+xml; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("npm run data:noticias on the fixture feed", () => {
  it.each([
    ["a file path", () => FIXTURE],
    ["a file:// URL", () => pathToFileURL(FIXTURE).href],
    ["an http URL", () => `${origin}/rss/economia/feed.xml`],
  ])("writes the four fuel items read from %s, and says what it left out", async (_, feed) => {
    const { code, stdout, written } = await runCommand(feed());
    expect(code).toBe(0);
    const items = agencyNewsFileSchema.parse(JSON.parse(written));
    expect(items.map(({ id }) => id)).toEqual([
      "agencia-brasil-1650101",
      "agencia-brasil-1650050",
      "agencia-brasil-1650010",
      "agencia-brasil-1650001",
    ]);
    expect(stdout).toContain("12 itens lidos, 8 válidos, 2 sobre outros assuntos.");
    expect(stdout).toContain("deixado de fora: item 5 «Gasolina sobe nos postos do Nordeste»: sem data");
    expect(stdout).toContain("4 notícias sobre combustíveis gravadas, a mais nova primeiro:");
  });

  it("writes an empty list for a valid feed without fuel news, and says the hand-written items show", async () => {
    const feed = feedFile(
      "selic.xml",
      '<?xml version="1.0"?><rss version="2.0"><channel><title>Feed Editoria</title><item><title>Copom mantém Selic</title>' +
        "<link>https://agenciabrasil.ebc.com.br/economia/noticia/2026-06/copom</link><description>Juros.</description>" +
        "<pubDate>Thu, 18 Jun 2026 18:40:00 -0300</pubDate></item></channel></rss>",
    );
    const { code, stdout, written } = await runCommand(feed);
    expect(code).toBe(0);
    expect(written).toBe("[]\n");
    expect(stdout).toContain("nenhuma notícia sobre combustíveis no feed; gravada a lista vazia");
  });
});

describe("npm run data:noticias refuses, writing nothing", () => {
  it.each([
    [
      "an HTML page",
      "pagina.html",
      "<!DOCTYPE html><html><head><title>Agência Brasil</title></head><body><p>Oi</p></body></html>",
      "não é um feed RSS",
    ],
    [
      "an empty channel",
      "vazio.xml",
      '<?xml version="1.0"?><rss version="2.0"><channel><title>Feed Editoria</title></channel></rss>',
      "o canal não tem nenhum item",
    ],
    [
      "a feed whose items have no date",
      "sem-datas.xml",
      '<?xml version="1.0"?><rss version="2.0"><channel><item><title>Etanol</title><link>https://agenciabrasil.ebc.com.br/a</link><description>x</description></item></channel></rss>',
      "o único item não é válido",
    ],
    [
      "an Atom feed",
      "atom.xml",
      '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>x</title><entry><title>Etanol</title></entry></feed>',
      "é um feed atom, não RSS 2.0",
    ],
  ])("%s", async (_, name, text, message) => {
    const feed = feedFile(name, text);
    const { code, stderr, written } = await runCommand(feed);
    expect(code).toBe(1);
    expect(stderr).toContain(`${feed}: ${message}`);
    expect(written).toBe(PREVIOUS);
  });

  it.each([
    [
      "a file that does not exist",
      () => "/nao/existe/feed.xml",
      "/nao/existe/feed.xml: não foi possível ler o arquivo",
    ],
    ["a server error", () => `${origin}/fora-do-ar.xml`, "o servidor respondeu HTTP 503"],
    ["a missing page", () => `${origin}/rss/sumiu.xml`, "o servidor respondeu HTTP 404"],
  ])("%s", async (_, feed, message) => {
    const { code, stderr, written } = await runCommand(feed());
    expect(code).toBe(1);
    expect(stderr).toContain(message);
    expect(written).toBe(PREVIOUS);
  });
});
