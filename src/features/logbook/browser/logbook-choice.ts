/**
 * Whether the driver chose to use the fill-up log in the calculator
 * ("Usar meus abastecimentos" in the car panel), remembered on this device.
 */
import { createStoredValue } from "#browser/stored-value.ts";

/** localStorage key of the choice ("true" when on). */
export const LOGBOOK_IN_CALCULATOR_KEY = "usar_abastecimentos";

const stored = createStoredValue(LOGBOOK_IN_CALCULATOR_KEY, (json) => json === "true", false);

/** Whether the driver chose to use the log in the calculator (false while prerendering). */
export const logbookInCalculatorStore = stored.store;

/** Remembers the choice on this device (in memory only if storage fails); off forgets it. */
export function setLogbookInCalculator(on: boolean): void {
  if (on) stored.save(true);
  else stored.clear();
}
