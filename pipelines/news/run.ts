/**
 * The news of Agência Brasil: reads its Economia RSS feed, keeps the items
 * about fuel (pipelines/news/items.ts) and writes them to
 * src/content/news-agencia-brasil.json, which the home page's news list
 * shows before the hand-written items (docs/data-refresh.md, "Notícias da
 * Agência Brasil").
 *
 *   npm run data:noticias
 *
 * NEWS_FEED_URL names the feed: an http(s) URL (default: the Economia feed),
 * or, for tests, a file path or file:// URL. NEWS_OUTPUT (for tests only)
 * writes elsewhere than src/content/news-agencia-brasil.json. Exits 1,
 * writing nothing, when the feed cannot be read, is not RSS or has no valid
 * item; a valid feed without fuel news writes an empty list.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { plural } from "#lib/plural.ts";
import { readFeedEntries } from "./feed.ts";
import { AGENCY, MAX_NEWS, type Selection, selectFuelNews } from "./items.ts";
import { checkAgencyNews } from "./schema.ts";

/** Agência Brasil's Economia feed (its RSS page lists one feed per section). */
export const DEFAULT_FEED_URL = "https://agenciabrasil.ebc.com.br/rss/economia/feed.xml";
/** The file the site reads. */
const OUTPUT = fileURLToPath(new URL("../../src/content/news-agencia-brasil.json", import.meta.url));
/** How long the download may take, in ms. */
const TIMEOUT_MS = 30_000;

/** The feed's text: downloaded when `source` is an http(s) URL, read from disk otherwise (a path or a file:// URL). */
export async function readSource(source: string): Promise<string> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: "application/rss+xml, application/xml;q=0.9, text/xml;q=0.8" },
    }).catch((error: unknown) => {
      throw new Error(`${source}: não foi possível baixar o feed (${error instanceof Error ? error.message : error})`, {
        cause: error,
      });
    });
    if (!response.ok) throw new Error(`${source}: o servidor respondeu HTTP ${response.status}; nada foi gravado`);
    return response.text();
  }
  const path = source.startsWith("file:") ? fileURLToPath(source) : source;
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    throw new Error(`${source}: não foi possível ler o arquivo (${error instanceof Error ? error.message : error})`, {
      cause: error,
    });
  }
}

/** Writes `text` to `file` all at once: a temporary file beside it, then a rename, so a reader never sees half a file. */
function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** The lines the command prints about `selection`, written to `file`. */
export function report(selection: Selection, feed: string, file: string): string[] {
  const { read, valid, offTopic } = selection;
  const lines = [
    `${AGENCY} (${feed}): ${read} ${plural(read, { one: "item lido", other: "itens lidos" })}, ` +
      `${valid} ${plural(valid, { one: "válido", other: "válidos" })}, ${offTopic} sobre outros assuntos.`,
    ...selection.skipped.map(
      ({ position, title, reason }) => `  deixado de fora: item ${position} «${title}»: ${reason}`,
    ),
  ];
  if (selection.beyondMax > 0)
    lines.push(
      `  ${selection.beyondMax} ${plural(selection.beyondMax, { one: "notícia", other: "notícias" })} sobre combustíveis além das ${MAX_NEWS} mais novas ficaram de fora.`,
    );
  if (selection.items.length === 0) {
    lines.push(
      `${file}: nenhuma notícia sobre combustíveis no feed; gravada a lista vazia, e o site mostra as notícias escritas à mão.`,
    );
  } else {
    const count = selection.items.length;
    lines.push(
      `${file}: ${count} ${plural(count, { one: "notícia sobre combustíveis gravada", other: "notícias sobre combustíveis gravadas, a mais nova primeiro" })}:`,
    );
    lines.push(
      ...selection.items.map(({ published, title, keywords }) => `  ${published} ${title} [${keywords.join(", ")}]`),
    );
  }
  return lines;
}

/**
 * The command: reads `feed`, selects its fuel news, checks them and only then
 * writes `output`; returns the lines to print. Throws, writing nothing, with a
 * message naming the feed (or the file) and the fault.
 */
export async function run(feed: string, output: string = OUTPUT): Promise<string[]> {
  const entries = readFeedEntries(await readSource(feed), feed);
  const selection = selectFuelNews(entries, feed);
  const items = checkAgencyNews(selection.items, output);
  writeAtomically(output, `${JSON.stringify(items, null, 2)}\n`);
  return report(selection, feed, output);
}

if (import.meta.main) {
  const feed = process.env.NEWS_FEED_URL?.trim() || DEFAULT_FEED_URL;
  const output = process.env.NEWS_OUTPUT?.trim() || OUTPUT;
  run(feed, output).then(
    (lines) => lines.forEach((line) => console.log(line)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
