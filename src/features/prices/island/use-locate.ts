import { useState } from "react";
import { loadTownCoordinates } from "#data/towns.ts";
import type { PriceData } from "#features/prices/city-prices.ts";
import {
  failureOf,
  type Located,
  locatedSentence,
  type LocationFailure,
  locationMessage,
  MAX_LOCATION_KM,
  nearestTown,
} from "#features/prices/locate.ts";

/** What the location button last found, in words: the municipality, or why none. */
export interface LocationNote {
  readonly failed: boolean;
  readonly text: string;
}

/** The position from the browser, at most 5 minutes old, within 15 s; rejects with the failure. */
function currentPosition(): Promise<GeolocationCoordinates> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) {
      reject(new Error("unsupported"));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(position.coords),
      (error) => reject(new Error(failureOf(error.code))),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}

/** The failure a rejected position names; anything else is "unavailable". */
function failureIn(error: unknown): LocationFailure {
  const reason = error instanceof Error ? error.message : "";
  return reason === "denied" || reason === "timeout" || reason === "unsupported" ? reason : "unavailable";
}

/**
 * "Usar minha localização": `locate` asks the browser for the position
 * (only then) and loads the seats of `data`'s municipalities; the one
 * whose seat is nearest, within MAX_LOCATION_KM, goes to `onFound`, and
 * `note` says which; otherwise `note` says why none (locate.ts).
 * `locating` is true meanwhile.
 */
export function useLocate(data: PriceData, onFound: (located: Located) => void) {
  const [locating, setLocating] = useState(false);
  const [note, setNote] = useState<LocationNote | null>(null);

  async function locate() {
    setLocating(true);
    setNote(null);
    try {
      const [position, coordinates] = await Promise.all([currentPosition(), loadTownCoordinates()]);
      const found: Located | null = nearestTown(data.towns, coordinates, position);
      if (!found || found.km > MAX_LOCATION_KM) {
        setNote({ failed: true, text: locationMessage("far", found) });
        return;
      }
      onFound(found);
      setNote({ failed: false, text: locatedSentence(found) });
    } catch (error) {
      setNote({ failed: true, text: locationMessage(failureIn(error)) });
    } finally {
      setLocating(false);
    }
  }

  return { locating, note, locate, clearNote: () => setNote(null) };
}
