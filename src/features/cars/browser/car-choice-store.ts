/**
 * The car the driver picked, remembered on this device (localStorage, under
 * `CAR_CHOICE_KEY`); what a stored choice may hold is decided in
 * ../car-choice.ts.
 */
import { createStoredValue } from "#browser/stored-value.ts";
import { CAR_CHOICE_KEY, type CarChoice, parseStoredChoice } from "#features/cars/car-choice.ts";

const stored = createStoredValue(CAR_CHOICE_KEY, parseStoredChoice, null);

/** The choice remembered on this device (none while prerendering). */
export const carChoiceStore = stored.store;

/** Remembers a choice on this device (in memory only if storage fails). */
export const rememberChoice: (choice: CarChoice) => void = stored.save;

/** Forgets the picked car on this device. */
export const forgetChoice: () => void = stored.clear;
