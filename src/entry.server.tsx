import { prerender } from "react-dom/static";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/** Longest a page may take to prerender, in ms. */
export const streamTimeout = 5_000;

/**
 * Renders a page to HTML. This site renders on the server only to
 * prerender at build time, so it uses React's static `prerender`, which
 * waits for all content (lazy sections included) and, with no progressive
 * chunking, writes complete in-order HTML: no `<template>` swapped in by
 * inline script, so the page reads right without JavaScript.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    // Never outline a large section into a later chunk swapped in by script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  responseHeaders.set("Content-Type", "text/html");
  return new Response(prelude, { headers: responseHeaders, status });
}
