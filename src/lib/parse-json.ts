/**
 * Reading JSON text that may be anything: what a device stored (possibly
 * corrupt, cut short or written by another version). Pure: the stores of
 * src/browser/ and the features' parsers of stored values use it.
 */

/**
 * Parses `text` as JSON: the value, or `undefined` for null (nothing
 * stored) or for text that is not JSON. Never throws; the caller checks the
 * value's shape.
 */
export function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
