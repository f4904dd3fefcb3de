/**
 * Whether the driver chose to use the fill-up log in the calculator
 * ("Usar meus abastecimentos" in the car panel), remembered on this device.
 */
import { createStoredValue } from "#browser/stored-value.ts";
import { LOGBOOK_IN_CALCULATOR_KEY } from "#features/logbook/dom-contract.ts";

const stored = createStoredValue(LOGBOOK_IN_CALCULATOR_KEY, (json) => json === "true", false);

/** Whether the driver chose to use the log in the calculator (false while prerendering). */
export const logbookInCalculatorStore = stored.store;

/** Remembers the choice on this device (in memory only if storage fails); off forgets it. */
export function setLogbookInCalculator(on: boolean): void {
  if (on) stored.save(true);
  else stored.clear();
}
