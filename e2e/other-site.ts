import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { EMBED_FRAME_HEIGHT, EMBED_FRAME_TITLE } from "#features/calculator/embed-snippet.ts";

/**
 * Another site that frames the calculator, as a news site or blog does
 * (docs/embed.md): a small HTTP server on 127.0.0.1, another origin than the
 * site's `localhost` (its `origin`). `framing(address, width)` is its page that frames
 * `address` in an iframe titled as the snippet's, `width` px wide and as tall
 * as the snippet says.
 */
export async function serveOtherSite(): Promise<{
  origin: string;
  framing: (address: string, width?: number) => string;
  close: () => Promise<void>;
}> {
  const server = createServer((request, response) => {
    const query = new URL(request.url ?? "/", "http://host.invalid").searchParams;
    const attribute = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
    const width = Number(query.get("width") ?? "600");
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Um blog</title></head><body>` +
        `<main><h1>Etanol ou gasolina? Um blog</h1><iframe src="${attribute(query.get("src") ?? "")}" ` +
        `title="${EMBED_FRAME_TITLE}" width="${width}" height="${EMBED_FRAME_HEIGHT}" style="border: 0"></iframe></main>` +
        `</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    framing: (address, width = 600) => `${origin}/?${new URLSearchParams({ src: address, width: String(width) })}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
