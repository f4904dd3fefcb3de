/**
 * The calculator's "Postos pesquisados em <cidade>": the few stations per
 * surveyed city it offers, built into one small file per state
 * (/precos/<uf>/postos.json, src/data/station-picks.ts), and the sentence
 * its verdict carries once a station's prices are used.
 * Source: ANP – Levantamento de Preços de Combustíveis, postos revendedores.
 */
import type { StatePicksJson, StationPick } from "../../data/station-picks.ts";
import type { Station, StationSurvey } from "../../data/stations.ts";
import { formatDay } from "../../lib/format-figures.ts";
import type { Uf } from "../../lib/states.ts";
import { brandLabel, stationAddress } from "./station-messages.ts";
import { sortStations, stationShare } from "./station-ranking.ts";

/** Stations the calculator offers per city. */
export const PICKS_PER_CITY = 3;

/** A station of the file as the verdict and the list read it. */
function toPick(station: Station): StationPick | null {
  const { ethanol, gasoline } = station;
  if (!ethanol || !gasoline) return null;
  return {
    name: station.name,
    brand: station.brand,
    address: stationAddress(station),
    ethanol: [ethanol.price, ethanol.collected],
    gasoline: [gasoline.price, gasoline.collected],
  };
}

/**
 * One state's file: for each of its surveyed `cities` (IBGE names, with
 * their page's path), the stations surveyed, the share where ethanol paid
 * off, and the {@link PICKS_PER_CITY} cheapest per km of those that sold both fuels.
 */
export function statePicksJson(
  survey: StationSurvey,
  uf: Uf,
  cities: readonly { name: string; path: string }[],
): StatePicksJson {
  return {
    format: 1,
    source: survey.source,
    uf,
    weekStart: survey.weekStart,
    weekEnd: survey.weekEnd,
    cities: Object.fromEntries(
      cities.map(({ name, path }) => {
        const stations = survey.stations.filter((station) => station.uf === uf && station.city === name);
        const both = sortStations(stations.filter((station) => station.ethanol && station.gasoline));
        const share = stationShare(stations);
        const picks = both.slice(0, PICKS_PER_CITY).flatMap((station) => toPick(station) ?? []);
        return [name, { path, stations: stations.length, pays: share.pays, total: share.total, picks }];
      }),
    ),
  };
}

/** A pick as the station modules read a station (its prices and days). */
export function pickPrices(pick: StationPick): Pick<Station, "ethanol" | "gasoline"> {
  return {
    ethanol: { price: pick.ethanol[0], collected: pick.ethanol[1] },
    gasoline: { price: pick.gasoline[0], collected: pick.gasoline[1] },
  };
}

/**
 * What the verdict says of prices taken from a station: "Posto: Auto Posto
 * Tal (Ipiranga), Avenida Buriti, 1569 – Flores, Manaus. Preços coletados
 * pela ANP em 10/06/2026." (each fuel's day when they differ).
 */
export function pickSource(pick: StationPick, city: string): string {
  const [, ethanolDay] = pick.ethanol;
  const [, gasolineDay] = pick.gasoline;
  const days =
    ethanolDay === gasolineDay
      ? `em ${formatDay(ethanolDay)}`
      : `em ${formatDay(ethanolDay)} (etanol) e ${formatDay(gasolineDay)} (gasolina)`;
  return `Posto: ${pick.name} (${brandLabel(pick.brand)}), ${pick.address}, ${city}. Preços coletados pela ANP ${days}.`;
}
