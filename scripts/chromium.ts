/**
 * The system Chromium every browser tool here drives (no tool downloads its
 * own): CHROME_PATH, or Debian's /usr/bin/chromium; and the flags it needs on
 * these machines (no sandbox as root, no GPU, and none of the background
 * connections that a closed network refuses).
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
