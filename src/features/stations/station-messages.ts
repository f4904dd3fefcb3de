/**
 * What the site says about the stations of the ANP's weekly survey, in
 * pt-BR: a station's brand, address, collection day and verdict, the order
 * of a list, a city's summary line, and the share of stations where ethanol
 * pays off beside a place's mean verdict, and what changed at a station
 * since the previous survey. Names and addresses are the ANP's
 * own text (the pipeline only puts them in readable case; no accent is invented).
 * Source: ANP – Levantamento de Preços de Combustíveis, postos revendedores.
 */
import type { SurveyWeek } from "#data/build/anp-history.ts";
import type { Station } from "#data/build/stations.ts";
import { parseDecimal, type Fraction } from "#lib/decimal.ts";
import type { EthanolShare } from "#lib/ethanol-share.ts";
import { formatDay, formatKm } from "#lib/format-figures.ts";
import { capitalise, formatInteger, formatPercent, formatPricePerLitre } from "#lib/format.ts";
import { FUEL_LABEL, FUEL_NAME, FUELS, type Fuel } from "#lib/fuels.ts";
import { plural } from "#lib/plural.ts";
import type { FuelChange } from "./station-change.ts";
import { cheapestStation, type StationVerdict, stationShare, stationVerdict } from "./station-ranking.ts";
import type { FlippedStations, StationFlips } from "./week-changes.ts";

/** The brand as the page prints it: the distributor's flag, or "Bandeira branca" for an unbranded station. */
export function brandLabel(brand: string | null): string {
  return brand ?? "Bandeira branca";
}

/** "Avenida Buriti, 1569 – Distrito Industrial": street, number (when the ANP gives one) and neighbourhood. */
export function stationAddress(station: Pick<Station, "street" | "number" | "district">): string {
  const street = station.number ? `${station.street}, ${station.number}` : station.street;
  return station.district ? `${street} – ${station.district}` : street;
}

/** A price of the survey as posted, "R$ 3,89" (the pipeline wrote a positive decimal). */
export function stationPrice(price: string): string {
  return formatPricePerLitre(parseDecimal(price) as Fraction);
}

/**
 * When the ANP collected the station's prices: "Coletado em 10/06/2026",
 * or each fuel's day when they differ ("Etanol coletado em 09/06/2026,
 * gasolina em 10/06/2026").
 */
export function collectedText(station: Pick<Station, "ethanol" | "gasoline">): string {
  const { ethanol, gasoline } = station;
  if (ethanol && gasoline && ethanol.collected !== gasoline.collected) {
    return `Etanol coletado em ${formatDay(ethanol.collected)}, gasolina em ${formatDay(gasoline.collected)}`;
  }
  const day = (ethanol ?? gasoline)?.collected;
  return day ? `Coletado em ${formatDay(day)}` : "";
}

/**
 * The station's own verdict in one sentence: "Neste posto o etanol sai a
 * 56,2% da gasolina: etanol"; "Este posto só vendeu gasolina na pesquisa".
 */
export function stationVerdictSentence(verdict: StationVerdict): string {
  if (verdict.kind === "only") return `Este posto só vendeu ${FUEL_NAME[verdict.fuel]} na pesquisa`;
  return `Neste posto o etanol sai a ${formatPercent(verdict.ratio)} da gasolina: ${FUEL_NAME[verdict.fuel]}`;
}

/**
 * "o etanol compensa em 12 dos 20 postos pesquisados que vendem os dois"
 * (a city: counts; "em 1 dos 3", "em nenhum dos 4"); null when no station sold both.
 */
export function shareCountClause(share: EthanolShare): string | null {
  if (share.total === 0) return null;
  const posto = plural(share.total, { one: "posto pesquisado que vende", other: "postos pesquisados que vendem" });
  if (share.pays === 0) return `o etanol não compensa em nenhum dos ${share.total} ${posto} os dois`;
  return `o etanol compensa em ${share.pays} ${plural(share.total, { one: "do", other: "dos" })} ${share.total} ${posto} os dois`;
}

/**
 * "o etanol compensa em 37,9% dos postos pesquisados que vendem os dois
 * (412 de 1.087)" (a state or the country: a share); "o etanol não compensa
 * em nenhum dos 12 postos…" when it paid off in none; null when no station sold both.
 */
export function sharePercentClause(share: EthanolShare): string | null {
  if (share.total === 0) return null;
  // "em 0% dos postos" reads as a figure missing: say "nenhum" with the count, as a city's clause does.
  if (share.pays === 0) return shareCountClause(share);
  return `o etanol compensa em ${formatPercent(share.pays / share.total)} dos postos pesquisados que vendem os dois (${formatInteger(share.pays)} de ${formatInteger(share.total)})`;
}

/**
 * One sentence where the mean's verdict (`meanFuel`) and the majority of
 * the stations that sold both disagree; null where they agree, where the
 * stations split half and half, or where none sold both. `place` names the
 * place after "na média" ("de Bahia" → "na média da Bahia": pass "da Bahia").
 */
export function disagreementSentence(meanFuel: Fuel, share: EthanolShare, place: string): string | null {
  if (share.total === 0 || share.pays * 2 === share.total) return null;
  const majority: Fuel = share.pays * 2 > share.total ? "ethanol" : "gasoline";
  if (majority === meanFuel) return null;
  return meanFuel === "ethanol"
    ? `Na média ${place} o etanol compensa, mas na maioria dos postos pesquisados que vendem os dois ele custou mais de 70% da gasolina: confira os preços do seu posto.`
    : `Na média ${place} a gasolina compensa, mas na maioria dos postos pesquisados que vendem os dois o etanol custou até 70% da gasolina: confira os preços do seu posto.`;
}

/** "Etanol mais barato: R$ 3,59 (Auto Posto Tal)" for one fuel; null when no station sold it. */
function cheapestClause(fuel: Fuel, station: Pick<Station, "name" | "ethanol" | "gasoline"> | null): string | null {
  const price = station?.[fuel]?.price;
  if (!station || !price) return null;
  return `${fuel === "ethanol" ? "Etanol mais barato" : "Gasolina mais barata"}: ${stationPrice(price)} (${station.name})`;
}

/** The previous survey's stations of a place and its week in words ("7 a 13/06/2026"), for the share beside this week's. */
export interface PreviousStations {
  readonly stations: readonly Pick<Station, "ethanol" | "gasoline">[];
  readonly week: string;
}

/**
 * The previous survey's share after this week's, with its leading
 * separator: "; na pesquisa de 7 a 13/06/2026, em 22 de 24" (`style`
 * "count", a city), "; na pesquisa de 7 a 13/06/2026, em 41,3% (80 de
 * 194)" ("percent", a state or the country), "…, em nenhum dos 24" ("em 0 de 1"); ""
 * when no station sold both then (or there is no previous survey).
 */
export function previousShareClause(previous: PreviousStations | null | undefined, style: "count" | "percent"): string {
  const share = previous && stationShare(previous.stations);
  if (!previous || !share || share.total === 0) return "";
  const [pays, total] = [formatInteger(share.pays), formatInteger(share.total)];
  const figure =
    share.pays === 0 && share.total > 1
      ? `em nenhum dos ${total}`
      : style === "count" || share.pays === 0
        ? `em ${pays} de ${total}`
        : `em ${formatPercent(share.pays / share.total)} (${pays} de ${total})`;
  return `; na pesquisa de ${previous.week}, ${figure}`;
}

/**
 * The city in one line: the cheapest ethanol and gasoline of the week and
 * at which stations, and in how many of the stations that sold both ethanol
 * paid off ("Em Campinas, o etanol compensa em 12 dos 20 postos pesquisados
 * que vendem os dois"), with the previous survey's figure when given
 * ("; na pesquisa de 7 a 13/06/2026, em 10 de 19"). Null for a city without stations.
 */
export function citySummary(
  stations: readonly Station[],
  city: string,
  previous?: PreviousStations | null,
): string | null {
  if (stations.length === 0) return null;
  const share = shareCountClause(stationShare(stations));
  return [
    cheapestClause("ethanol", cheapestStation(stations, "ethanol")),
    cheapestClause("gasoline", cheapestStation(stations, "gasoline")),
    share && `Em ${city}, ${share}${previousShareClause(previous, "count")}`,
  ]
    .filter(Boolean)
    .map((clause) => `${clause}.`)
    .join(" ");
}

/**
 * The stations that flipped between two surveys, in one sentence: "Dos
 * 3.950 postos que venderam etanol e gasolina nas pesquisas de 7 a
 * 13/06/2026 e de 14 a 20/06/2026, 120 passaram a compensar o etanol e 85,
 * a gasolina, pelos seus próprios preços." `weeks` names the previous and
 * the current survey ("7 a 13/06/2026").
 */
export function stationFlipsSentence(flips: StationFlips, weeks: readonly [string, string]): string {
  const both = `nas pesquisas de ${weeks[0]} e de ${weeks[1]}`;
  if (flips.compared === 0) return `Nenhum posto vendeu etanol e gasolina ${both}.`;
  const ethanol =
    flips.ethanol === 0
      ? "nenhum passou a compensar o etanol"
      : `${formatInteger(flips.ethanol)} ${plural(flips.ethanol, { one: "passou", other: "passaram" })} a compensar o etanol`;
  const gasoline = flips.gasoline === 0 ? "nenhum" : formatInteger(flips.gasoline);
  const postos = plural(flips.compared, {
    one: "Do único posto que vendeu",
    other: `Dos ${formatInteger(flips.compared)} postos que venderam`,
  });
  return `${postos} etanol e gasolina ${both}, ${ethanol} e ${gasoline}, a gasolina, pelos seus próprios preços.`;
}

/** A fuel with its article: "o etanol", "a gasolina". */
const THE_FUEL: Readonly<Record<Fuel, string>> = { ethanol: "o etanol", gasoline: "a gasolina" };

/**
 * One flipped station with its prices: "Auto Posto Tal (Rua Um, 12 –
 * Centro): etanol R$ 4,19 e gasolina R$ 6,29 (66,6%)" (the ratio of its
 * own two prices).
 */
function flippedStationText(station: Station): string {
  const verdict = stationVerdict(station);
  const prices = FUELS.flatMap((fuel) => {
    const price = station[fuel]?.price;
    return price ? [`${FUEL_NAME[fuel]} ${stationPrice(price)}`] : [];
  }).join(" e ");
  return `${station.name} (${stationAddress(station)}): ${prices}${verdict?.kind === "both" ? ` (${formatPercent(verdict.ratio)})` : ""}`;
}

/**
 * A city's stations that flipped between two surveys, for its feed: the
 * count ({@link stationFlipsSentence}), then the stations of each fuel,
 * with their prices this week: "… 1 passou a compensar o etanol e nenhum,
 * a gasolina, pelos seus próprios preços. Passou a compensar o etanol:
 * Auto Posto Tal (Rua Um, 12 – Centro): etanol R$ 4,19 e gasolina R$ 6,29
 * (66,6%)." `weeks` names the previous and the current survey ("7 a 13/06/2026").
 */
export function cityStationFlipsText(flipped: FlippedStations<Station>, weeks: readonly [string, string]): string {
  const counts = { ethanol: flipped.ethanol.length, gasoline: flipped.gasoline.length, compared: flipped.compared };
  const lists = FUELS.filter((fuel) => flipped[fuel].length > 0).map((fuel) => {
    const verb = plural(flipped[fuel].length, { one: "Passou", other: "Passaram" });
    return `${verb} a compensar ${THE_FUEL[fuel]}: ${flipped[fuel].map(flippedStationText).join("; ")}.`;
  });
  return [stationFlipsSentence(counts, weeks), ...lists].join(" ");
}

/** What a city's feed says of the stations in the oldest survey the site keeps, which has none before it to compare with. */
export const OLDEST_SURVEY_STATIONS_TEXT =
  "Esta é a pesquisa mais antiga que o site guarda: não há uma anterior com que comparar os postos.";

/**
 * A survey week without its year, as a station card names the previous
 * survey: "7 a 13/06"; across months "28/06 a 04/07" (the page names the
 * year of the current survey beside it).
 */
export function shortWeek(week: SurveyWeek): string {
  const [, startMonth = "", startDay = ""] = week.start.split("-");
  const [, endMonth = "", endDay = ""] = week.end.split("-");
  const end = `${endDay}/${endMonth}`;
  return startMonth === endMonth ? `${Number(startDay)} a ${end}` : `${startDay}/${startMonth} a ${end}`;
}

/**
 * A fuel's price at a station with its change since the previous survey:
 * "Etanol R$ 4,19 (−R$ 0,10 desde 7 a 13/06)", "+R$ 0,10" for a rise (a
 * true minus sign, U+2212, for a fall), "(sem mudança desde 7 a 13/06)"
 * when the price is the same, and the price alone ("Etanol R$ 4,19") when
 * the station did not sell the fuel in the previous survey.
 */
export function fuelChangeText(fuel: Fuel, change: FuelChange, previousWeek: SurveyWeek): string {
  return `${FUEL_LABEL[fuel]} ${stationPrice(change.price)}${changeClause(change, previousWeek)}`;
}

/** The change part of {@link fuelChangeText}, with its leading space: " (−R$ 0,10 desde 7 a 13/06)"; "" without a previous price. */
export function changeClause(change: FuelChange, previousWeek: SurveyWeek): string {
  if (change.change === null) return "";
  const since = `desde ${shortWeek(previousWeek)}`;
  const amount = parseDecimal(change.change) as Fraction;
  if (amount.n === 0n) return ` (sem mudança ${since})`;
  const sign = amount.n < 0n ? "\u2212" : "+";
  return ` (${sign}${stationPrice(change.change.replace(/^-/, ""))} ${since})`;
}

/** The line of a station whose verdict flipped since the previous survey: "passou a compensar o etanol", "… a gasolina". */
export function flipText(fuel: Fuel): string {
  return `passou a compensar ${THE_FUEL[fuel]}`;
}

/** What a station new to the survey (not in the previous one the site keeps) says in place of its changes. */
export const NEW_STATION_TEXT = "Novo na pesquisa";

// ——— The calculator's station lists ("Meus postos", "Postos pesquisados em …") ————————————

/** The fixed texts of the calculator's two station lists. */
export const STATION_LIST_TEXT = {
  keptHeading: "Meus postos",
  noneKept: "Nenhum posto guardado. Toque em “Guardar em Meus postos” num posto pesquisado para vê-lo aqui.",
  keptLoadFailed: "Não foi possível carregar os preços de Meus postos.",
  keptLoading: "Carregando os preços…",
  keptNotLoaded: "Preços não carregados.",
  picksLoading: "Carregando os postos…",
  usePrices: "Usar os preços deste posto",
} as const;

/**
 * The line under "Meus postos": "Guardados neste aparelho, com os preços da
 * pesquisa da ANP de 14 a 20/06/2026." (`week`, with its year), or without
 * the week while no price file has loaded.
 */
export function keptListIntro(week: string | null): string {
  return `Guardados neste aparelho${week ? `, com os preços da pesquisa da ANP de ${week}` : ""}.`;
}

/** What is said once a station's prices are in the calculator's fields: "Preços preenchidos: Posto Tal." */
export function filledText(name: string): string {
  return `Preços preenchidos: ${name}.`;
}

/** The heading of a surveyed city's picks, with the distance of a city standing in: "Postos pesquisados em Caraguatatuba, a 19 km". */
export function picksHeading(city: string, km: number): string {
  return `Postos pesquisados em ${km > 0 ? `${city}, a ${formatKm(km)}` : city}`;
}

/** Said when a state's picks could not be loaded: "Não foi possível carregar os postos de Campinas." */
export function picksLoadFailed(city: string): string {
  return `Não foi possível carregar os postos de ${city}.`;
}

/** Said when no station of the city sold both fuels in the survey of `week` ("7 a 13/06/2026"). */
export function noPicksText(city: string, week: string): string {
  return `Nenhum posto de ${city} vendeu etanol e gasolina na pesquisa da ANP de ${week}.`;
}

/**
 * What a city's picks are, and where ethanol pays off: "Os 3 postos com
 * menor custo por km pela regra dos 70%, dos 25 pesquisados pela ANP de 7 a
 * 13/06/2026. O etanol compensa em 12 dos 20 postos pesquisados que vendem
 * os dois." (`shown` picks of the city's `share.stations` surveyed; the
 * share as {@link shareCountClause} says it).
 */
export function picksIntro(shown: number, share: EthanolShare & { stations: number }, week: string): string {
  const picks = plural(shown, { one: "O posto", other: `Os ${shown} postos` });
  return `${picks} com menor custo por km pela regra dos 70%, dos ${share.stations} pesquisados pela ANP de ${week}. ${capitalise(shareCountClause(share) ?? "")}.`;
}

/** The link to a city's full list of stations: "Ver os 25 postos pesquisados em Campinas". */
export function allStationsLink(stations: number, city: string): string {
  return `Ver os ${stations} postos pesquisados em ${city}`;
}
