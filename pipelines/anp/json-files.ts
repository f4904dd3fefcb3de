/**
 * The JSON files the ANP pipeline writes (data/anp/*.json): their text,
 * compact yet one record per line so that a week's change reads as a diff,
 * and their writing.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const isContainer = (value: unknown): value is object => typeof value === "object" && value !== null;

/** True for a list of records (an array holding objects or arrays), or an object that holds one. */
function holdsRecords(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(isContainer);
  return isContainer(value) && Object.values(value).some(holdsRecords);
}

/**
 * JSON that diffs well yet stays compact: every list of records is written
 * one record per line, objects holding such a list one key per line, and
 * everything else (a record, a tuple, a price) on one line.
 */
export function formatJson(value: unknown, indent = ""): string {
  if (!holdsRecords(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  const item = (entry: unknown) => (Array.isArray(entry) ? JSON.stringify(entry) : formatJson(entry, inner));
  const lines = Array.isArray(value)
    ? value.map((entry) => inner + item(entry))
    : Object.entries(value as object).map(
        ([key, entry]) => `${inner}${JSON.stringify(key)}: ${formatJson(entry, inner)}`,
      );
  const [open, close] = Array.isArray(value) ? ["[", "]"] : ["{", "}"];
  return `${open}\n${lines.join(",\n")}\n${indent}${close}`;
}

/**
 * Writes `texts` (file name → text) into `dir`; returns "name: bytes (gzip bytes)" lines (gzip -9: a size to
 * compare week to week in a second; brotli at the site's quality takes seconds on stations.json).
 */
export function writeTexts(texts: Readonly<Record<string, string>>, dir: URL): string[] {
  return Object.entries(texts).map(([name, text]) => {
    const url = new URL(name, dir);
    mkdirSync(new URL(".", url), { recursive: true });
    writeFileSync(url, text);
    return `${name}: ${Buffer.byteLength(text)} bytes (gzip ${gzipSync(text, { level: 9 }).length})`;
  });
}
