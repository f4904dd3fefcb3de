/**
 * The HTML another site copies to show the calculator in its page
 * (/embed, docs/embed.md): a frame of /embed/calculadora, as wide as the
 * text column up to 600 px (a `style`: HTML's `width` attribute takes
 * pixels only, and `width="100%"` is invalid), tall enough for the verdict
 * at 320 px, loaded when it nears the screen, and under it a plain link to the site. The link
 * is the credit a reader and a search engine see: a link inside the frame
 * belongs to the framed page, not to the page around it.
 */

/** The widest the frame is drawn (px): the calculator is a phone-sized form, no wider on a desktop's column. */
export const EMBED_MAX_WIDTH = 600;

/**
 * The frame's height (px): the calculator with a verdict and the longest
 * sentence naming a state's means (`?uf=rn`), at the narrowest width, 320 px,
 * where its lines wrap most, measured 834 px on the built page (docs/embed.md),
 * with room for a font a little wider than the test machine's. A frame cannot
 * follow its content's height without a script on the host page.
 */
export const EMBED_FRAME_HEIGHT = 880;

/** The frame's name for assistive technology (`title`). */
export const EMBED_FRAME_TITLE = "Calculadora etanol ou gasolina";

/** The credit under the frame, the text of the link to the site. */
export const EMBED_CREDIT = "Calculadora: Etanol ou Gasolina?";

/** Escapes `&`, `"`, `<` and `>` for an HTML attribute or text. */
function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * The snippet's HTML: the `<iframe>` of `frameUrl` (the framed calculator's
 * absolute address, with `?uf=` if wanted) and a paragraph with the plain
 * link to `siteUrl` (the site's home, absolute). Two lines, to paste as they are.
 */
export function embedSnippet(frameUrl: string, siteUrl: string): string {
  const frame =
    `<iframe src="${escapeHtml(frameUrl)}" title="${EMBED_FRAME_TITLE}" height="${EMBED_FRAME_HEIGHT}"` +
    ` style="width: 100%; max-width: ${EMBED_MAX_WIDTH}px; border: 0;" loading="lazy"></iframe>`;
  return `${frame}\n<p><a href="${escapeHtml(siteUrl)}">${EMBED_CREDIT}</a></p>`;
}
