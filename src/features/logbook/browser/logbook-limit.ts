/**
 * The log's figures as the calculator uses them: the car's km/l with each
 * fuel measured from the driver's own fill-ups (a chunk the calculator
 * loads on its own, with the stored log).
 */
import type { FillUp } from "#features/logbook/fill-up.ts";
import { summarize } from "#features/logbook/segments.ts";
import type { Fraction } from "#lib/decimal.ts";
import type { KmPerLitre } from "#lib/fuel-comparison.ts";
import { loadLog } from "./storage.ts";

/** The car's own figures from the log: km/l with each fuel, their ratio, and the segments behind them. */
export interface LogbookLimit {
  kmPerLitre: KmPerLitre;
  /** Ethanol km/l ÷ gasoline km/l. */
  limit: Fraction;
  ethanolSegments: number;
  gasolineSegments: number;
  /** Fewer than three segments of a fuel: the figure is still rough. */
  rough: boolean;
}

/** The log's figures, or null while a fuel has no counted segment (never from one fuel alone). */
export function limitOf(fillUps: readonly FillUp[]): LogbookLimit | null {
  const { ethanol, gasoline, limit, rough } = summarize(fillUps);
  if (!ethanol || !gasoline || !limit) return null;
  return {
    kmPerLitre: { ethanol: ethanol.kmPerLitre, gasoline: gasoline.kmPerLitre },
    limit,
    ethanolSegments: ethanol.segments,
    gasolineSegments: gasoline.segments,
    rough,
  };
}

/** The figures of the log stored on this device; null without them or when storage fails. Never throws. */
export async function loadLogbookLimit(): Promise<LogbookLimit | null> {
  const loaded = await loadLog();
  return loaded.ok ? limitOf(loaded.fillUps) : null;
}
