/**
 * The calculator's stations, built into small files per state: "Postos
 * pesquisados em <cidade>", the few stations per surveyed city it offers
 * (/precos/<uf>/postos.json, src/data/browser/station-picks.ts), and every
 * station's prices by CNPJ for "Meus postos" (/precos/<uf>/postos-precos.json,
 * src/data/browser/station-prices.ts), each with the previous survey's prices; and
 * the sentence the verdict carries once a station's prices are used.
 * Source: ANP – Levantamento de Preços de Combustíveis, postos revendedores.
 */
import type { PreviousPrices, StatePicksJson, StationPick } from "#data/browser/station-picks.ts";
import type { StatePricesJson, StationPricesRow } from "#data/browser/station-prices.ts";
import type { SurveyWeek } from "#data/build/anp-history.ts";
import type { Station, StationSurvey } from "#data/build/stations.ts";
import { formatDay } from "#lib/format-figures.ts";
import { FUEL_NAME } from "#lib/fuels.ts";
import type { Uf } from "#lib/states.ts";
import { type StationChange, stationChange, type StationPrices } from "./station-change.ts";
import { brandLabel, stationAddress } from "./station-messages.ts";
import { sortStations, stationShare } from "./station-ranking.ts";

/** Stations the calculator offers per city. */
export const PICKS_PER_CITY = 3;

/** A fuel's [price, day] as the files write it; null when not sold. */
type PriceDay = readonly [string, string];

/** The previous survey's stations by CNPJ; empty without a previous survey. */
function byCnpj(previous: StationSurvey | null, uf: Uf): Map<string, Station> {
  return new Map((previous?.stations ?? []).filter((station) => station.uf === uf).map((each) => [each.cnpj, each]));
}

/** A station's prices in the previous survey as the files write them; null when it was not in it. */
function previousOf(station: Station, previous: Map<string, Station>): PreviousPrices | null {
  const before = previous.get(station.cnpj);
  return before ? [before.ethanol?.price ?? null, before.gasoline?.price ?? null] : null;
}

/** The previous survey's week; null without one. */
function weekOf(previous: StationSurvey | null): SurveyWeek | null {
  return previous && { start: previous.weekStart, end: previous.weekEnd };
}

/** A station of the file as the verdict and the list read it; null unless it sold both fuels. */
function toPick(station: Station, previous: Map<string, Station>): StationPick | null {
  const { ethanol, gasoline } = station;
  if (!ethanol || !gasoline) return null;
  return {
    cnpj: station.cnpj,
    name: station.name,
    brand: station.brand,
    address: stationAddress(station),
    ethanol: [ethanol.price, ethanol.collected],
    gasoline: [gasoline.price, gasoline.collected],
    previous: previousOf(station, previous),
  };
}

/**
 * One state's picks file: for each of its surveyed `cities` (IBGE names,
 * with their page's path), the stations surveyed, the share where ethanol
 * paid off, and the {@link PICKS_PER_CITY} cheapest per km of those that
 * sold both fuels, each with its prices in the `previous` survey (null: no
 * earlier survey is kept).
 */
export function statePicksJson(
  survey: StationSurvey,
  previous: StationSurvey | null,
  uf: Uf,
  cities: readonly { name: string; path: string }[],
): StatePicksJson {
  const before = byCnpj(previous, uf);
  return {
    format: 2,
    source: survey.source,
    uf,
    weekStart: survey.weekStart,
    weekEnd: survey.weekEnd,
    previous: weekOf(previous),
    cities: Object.fromEntries(
      cities.map(({ name, path }) => {
        const stations = survey.stations.filter((station) => station.uf === uf && station.city === name);
        const both = sortStations(stations.filter((station) => station.ethanol && station.gasoline));
        const share = stationShare(stations);
        const picks = both.slice(0, PICKS_PER_CITY).flatMap((station) => toPick(station, before) ?? []);
        return [name, { path, stations: stations.length, pays: share.pays, total: share.total, picks }];
      }),
    ),
  };
}

/**
 * One state's prices file for "Meus postos": every station of `uf` in the
 * newest `survey`, by CNPJ, with its two prices and days and its prices in
 * the `previous` survey (null when it was not in it, or none is kept).
 */
export function statePricesJson(survey: StationSurvey, previous: StationSurvey | null, uf: Uf): StatePricesJson {
  const before = byCnpj(previous, uf);
  const fuel = (price: Station["ethanol"]): [string, string] | null => price && [price.price, price.collected];
  return {
    format: 1,
    source: survey.source,
    uf,
    weekStart: survey.weekStart,
    weekEnd: survey.weekEnd,
    previous: weekOf(previous),
    stations: Object.fromEntries(
      survey.stations
        .filter((station) => station.uf === uf)
        .map((station): [string, StationPricesRow] => [
          station.cnpj,
          [fuel(station.ethanol), fuel(station.gasoline), previousOf(station, before)],
        ]),
    ),
  };
}

/** A fuel of the files as the station modules read it; null when not sold. */
function priceOf(fuel: PriceDay | null): StationPrices["ethanol"] {
  return fuel && { price: fuel[0], collected: fuel[1] };
}

/** A pick as the station modules read a station (its prices and days). */
export function pickPrices(pick: Pick<StationPick, "ethanol" | "gasoline">): StationPrices {
  return { ethanol: priceOf(pick.ethanol), gasoline: priceOf(pick.gasoline) };
}

/** A row of the prices file as the station modules read a station (its prices and days). */
export function rowPrices(row: StationPricesRow): StationPrices {
  return { ethanol: priceOf(row[0]), gasoline: priceOf(row[1]) };
}

/**
 * A station's change since the previous survey (`stationChange`), from
 * its prices this week and the previous survey's ([ethanol, gasoline]
 * R$/l, null when it was not in it); null when the file keeps no previous
 * survey (nothing to compare: neither "new" nor a change is said).
 */
export function changeSince(
  current: StationPrices,
  previous: PreviousPrices | null,
  week: SurveyWeek | null,
): StationChange | null {
  if (!week) return null;
  if (!previous) return stationChange(current, null);
  // The previous survey's days are not in the files; no change depends on them, so its last day stands in.
  const day = (price: string | null) => (price === null ? null : { price, collected: week.end });
  return stationChange(current, { ethanol: day(previous[0]), gasoline: day(previous[1]) });
}

/** The station a verdict names: its name, brand (null: bandeira branca) and address in one line. */
interface NamedStation {
  readonly name: string;
  readonly brand: string | null;
  readonly address: string;
}

/**
 * What the verdict says of prices taken from a station: "Posto: Auto Posto
 * Tal (Ipiranga), Avenida Buriti, 1569 – Flores, Manaus. Preços coletados
 * pela ANP em 10/06/2026." (each fuel's day when they differ).
 */
export function pickSource(station: NamedStation & Record<"ethanol" | "gasoline", PriceDay>, city: string): string {
  const [, ethanolDay] = station.ethanol;
  const [, gasolineDay] = station.gasoline;
  const days =
    ethanolDay === gasolineDay
      ? `em ${formatDay(ethanolDay)}`
      : `em ${formatDay(ethanolDay)} (${FUEL_NAME.ethanol}) e ${formatDay(gasolineDay)} (${FUEL_NAME.gasoline})`;
  return `Posto: ${station.name} (${brandLabel(station.brand)}), ${station.address}, ${city}. Preços coletados pela ANP ${days}.`;
}
