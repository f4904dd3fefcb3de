/**
 * Route paths that more than one layer needs (the pages that name them,
 * the server and header rules that serve them). Other routes are still
 * named by the features that own them.
 */

/**
 * Folder of the share cards (`/og/<name>-<hash>.png`): each file name ends
 * with a hash of what the card draws, so a card never changes under its
 * name and is cached for a year, like `/_astro/`.
 */
export const SHARE_CARDS_PATH = "/og/";
