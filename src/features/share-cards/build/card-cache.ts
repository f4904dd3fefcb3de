/**
 * The cards already drawn, kept between builds in
 * node_modules/.cache/share-cards/ (the usual place of a build cache:
 * git-ignored, gone with a fresh `npm ci`), under their hashed file names:
 * a card whose name is there is not drawn again. The build's pages draw
 * into it (share-card-image.ts); integrations/share-cards.ts copies the
 * cards the pages name into the site and drops the others.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The cache folder, under the project's node_modules (builds run from the project's root). */
const CARD_CACHE_DIR = join(process.cwd(), "node_modules", ".cache", "share-cards");

/** The cached file of a card, by file name ("campinas-sp-3f2a9c1b04d5.png"). */
export function cachedCardPath(name: string): string {
  return join(CARD_CACHE_DIR, name);
}

/** Whether a card of that file name was drawn by an earlier build. */
export function isCached(name: string): boolean {
  return existsSync(cachedCardPath(name));
}

/** Keeps a drawn card; written under a temporary name and renamed, so a cut build leaves no half file. */
export function keepCard(name: string, png: Uint8Array): void {
  mkdirSync(CARD_CACHE_DIR, { recursive: true });
  const partial = `${cachedCardPath(name)}.${process.pid}.part`;
  writeFileSync(partial, png);
  renameSync(partial, cachedCardPath(name));
}

/** Deletes every cached card but those of `keep` (file names); returns how many went. */
export function pruneCards(keep: ReadonlySet<string>): number {
  if (!existsSync(CARD_CACHE_DIR)) return 0;
  const stale = readdirSync(CARD_CACHE_DIR).filter((name) => !keep.has(name));
  for (const name of stale) rmSync(cachedCardPath(name), { force: true });
  return stale.length;
}
