/**
 * The committed town index (data/anp/towns.json, written by
 * scripts/data-towns.ts), typed, for the city pages to read at build time;
 * the calculator's picker fetches the same file on demand instead.
 */
import townsJson from "../../../data/anp/towns.json";
import type { TownIndex } from "./nearest-survey";

// JSON imports type the tuples as plain arrays; the pipeline wrote them from the `TownIndex` type.
/** Every municipality with its nearest survey per fuel. */
export const TOWNS: TownIndex = townsJson as unknown as TownIndex;
