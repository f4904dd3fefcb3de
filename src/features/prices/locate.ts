/**
 * "Usar minha localização": the municipality whose seat is nearest to a
 * position the browser gives (Geolocation API), and the Portuguese message
 * for each way that can fail. The position is used on the device only: it
 * is compared with the seats of data/anp/town-coordinates.json, never sent.
 */
import type { TownCoordinates, TownIndex } from "#data/towns.ts";
import { distanceKm, type LatLon } from "#lib/distance.ts";
import { formatKm } from "#lib/format-figures.ts";
import { STATES, type Uf } from "#lib/states.ts";

/**
 * Farthest the nearest seat may be from the position, in km, for the site
 * to take its municipality as the driver's. Farther than that from every
 * seat, the position is outside Brazil or deep in the forest of a vast
 * municipality, and the site asks the driver to type the city instead of
 * guessing.
 */
export const MAX_LOCATION_KM = 150;

/** The municipality nearest to a position, with the distance to its seat in whole km. */
export interface Located {
  readonly uf: Uf;
  readonly city: string;
  readonly km: number;
}

/**
 * The municipality of `towns` whose seat (in `coordinates`, same order) is
 * nearest to `position`, by great-circle distance; null when the files
 * disagree or hold no municipality.
 */
export function nearestTown(towns: TownIndex, coordinates: TownCoordinates, position: LatLon): Located | null {
  let best: Located | null = null;
  let bestKm = Infinity;
  for (const { uf } of STATES) {
    const names = towns.states[uf].towns;
    const seats = coordinates[uf];
    if (seats?.length !== names.length) return null;
    seats.forEach(([latitude, longitude], index) => {
      const km = distanceKm(position, { latitude, longitude });
      if (km < bestKm) {
        bestKm = km;
        best = { uf, city: names[index]?.[0] ?? "", km: Math.round(km) };
      }
    });
  }
  return best;
}

/** Why no municipality came from the position: the Geolocation API's three error codes, no API, or too far. */
export type LocationFailure = "denied" | "unavailable" | "timeout" | "unsupported" | "far";

/** The failure for a `GeolocationPositionError` code (1 denied, 2 unavailable, 3 timeout). */
export function failureOf(code: number): LocationFailure {
  return code === 1 ? "denied" : code === 3 ? "timeout" : "unavailable";
}

/** What to tell the driver, in Portuguese, for each failure; `located` names the nearest seat when it is too far. */
export function locationMessage(failure: LocationFailure, located?: Located | null): string {
  switch (failure) {
    case "denied":
      return "O navegador não deu permissão para usar sua localização. Digite o nome da cidade acima ou libere a localização nas configurações do navegador.";
    case "timeout":
      return "A localização demorou demais para chegar. Tente de novo ou digite o nome da cidade acima.";
    case "unsupported":
      return "Este navegador não informa a localização. Digite o nome da cidade acima.";
    case "far":
      return located
        ? `A sede de município mais próxima da sua posição, ${located.city} (${located.uf}), fica a ${formatKm(located.km)}: longe demais para saber a sua cidade. Digite o nome dela acima.`
        : "Não encontramos um município perto da sua posição. Digite o nome da cidade acima.";
    default:
      return "Não foi possível saber sua localização agora. Tente de novo ou digite o nome da cidade acima.";
  }
}

/** The line after a position found its municipality: "Pela sua localização: Campinas (SP), sede a 3 km." */
export function locatedSentence(located: Located): string {
  return `Pela sua localização: ${located.city} (${located.uf}), sede a ${formatKm(located.km)}.`;
}
