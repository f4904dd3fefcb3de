/**
 * Rasterizes the site's icon set and social share image into committed PNGs:
 * - public/icons/icon-192.png, icon-512.png, favicon-32.png from public/favicon.svg
 *   (rounded square, transparent corners);
 * - public/icons/icon-maskable-512.png and public/apple-touch-icon.png from
 *   public/icons/icon.svg (full-bleed square; the platform applies its own mask);
 * - public/og-image.png (1200×630) from scripts/og-image.html.
 *
 * Not part of the build: run it by hand with `node scripts/make-images.mjs`
 * whenever the artwork changes, then commit the PNGs. Requires Chromium at
 * /usr/bin/chromium (override with CHROME_PATH).
 */
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const root = new URL("../", import.meta.url);
const favicon = new URL("public/favicon.svg", root);
const square = new URL("public/icons/icon.svg", root);

/** [source, output, size, transparent] */
const ICONS = [
  [favicon, "public/icons/icon-192.png", 192, true],
  [favicon, "public/icons/icon-512.png", 512, true],
  [favicon, "public/icons/favicon-32.png", 32, true],
  [square, "public/icons/icon-maskable-512.png", 512, false],
  [square, "public/apple-touch-icon.png", 180, false],
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

async function render(url, out, width, height, transparent) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  // An SVG document without width/height fills the viewport, scaled to its viewBox.
  await page.goto(url.href, { waitUntil: "load" });
  await page.screenshot({ path: new URL(out, root).pathname, omitBackground: transparent });
  await page.close();
  console.log(`${out} (${width}×${height})`);
}

try {
  for (const [source, out, size, transparent] of ICONS) await render(source, out, size, size, transparent);
  await render(new URL("scripts/og-image.html", root), "public/og-image.png", 1200, 630, false);
} finally {
  await browser.close();
}
