/**
 * The driver's car figures remembered on this device (localStorage, under
 * `CAR_PROFILE_KEY`), as the calculator's island reads and edits them. What
 * a stored profile may hold is decided in ../car-profile.ts.
 */
import { createStoredValue } from "#browser/stored-value.ts";
import {
  CAR_PROFILE_KEY,
  type CarField,
  EMPTY_PROFILE,
  parseStoredProfile,
  withCarField,
} from "#features/calculator/car-profile.ts";

const stored = createStoredValue(CAR_PROFILE_KEY, parseStoredProfile, EMPTY_PROFILE);

/** The profile remembered on this device (empty while prerendering). */
export const carProfileStore = stored.store;

/** Sets one field to the text typed and remembers the profile on this device (in memory only if storage fails). */
export function updateCarProfile(field: CarField, value: string): void {
  stored.save(withCarField(carProfileStore.get(), field, value));
}

/** Forgets the profile on this device. */
export const clearCarProfile: () => void = stored.clear;
