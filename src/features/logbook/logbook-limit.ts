/**
 * The log's figures as the calculator uses them: the car's km/l with each
 * fuel measured from the driver's own fill-ups, and whether the driver
 * chose to use them ("Usar meus abastecimentos" in the car panel).
 */
import type { Fraction } from "../../lib/decimal";
import type { KmPerLitre } from "../../lib/fuel-comparison";
import { createStoredValue } from "../../lib/stored-value";
import type { FillUp } from "./fill-up";
import { summarize } from "./segments";
import { loadLog } from "./storage";

/** localStorage key of the choice to use the log in the calculator ("true" when on). */
export const LOGBOOK_IN_CALCULATOR_KEY = "usar_abastecimentos";

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

const stored = createStoredValue(LOGBOOK_IN_CALCULATOR_KEY, (json) => json === "true", false);

/** Whether the driver chose to use the log in the calculator (false while prerendering). */
export const logbookInCalculatorStore = stored.store;

/** Remembers the choice on this device (in memory only if storage fails); off forgets it. */
export function setLogbookInCalculator(on: boolean): void {
  if (on) stored.save(true);
  else stored.clear();
}
