/**
 * What the site says about the stations of the ANP's weekly survey, in
 * pt-BR: a station's brand, address, collection day and verdict, the order
 * of a list, a city's summary line, and the share of stations where ethanol
 * pays off beside a place's mean verdict. Names and addresses are the ANP's
 * own text (the pipeline only puts them in readable case; no accent is invented).
 * Source: ANP – Levantamento de Preços de Combustíveis, postos revendedores.
 */
import type { Station } from "../../data/stations.ts";
import { parseDecimal, type Fraction } from "../../lib/decimal.ts";
import type { EthanolShare } from "../../lib/ethanol-share.ts";
import { formatDay } from "../../lib/format-figures.ts";
import { formatPercent, formatPricePerLitre } from "../../lib/format.ts";
import { FUEL_NAME, type Fuel } from "../../lib/fuels.ts";
import { cheapestStation, type StationVerdict, stationShare } from "./station-ranking.ts";

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
  const posto = share.total === 1 ? "posto pesquisado que vende" : "postos pesquisados que vendem";
  if (share.pays === 0) return `o etanol não compensa em nenhum dos ${share.total} ${posto} os dois`;
  return `o etanol compensa em ${share.pays} ${share.total === 1 ? "do" : "dos"} ${share.total} ${posto} os dois`;
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
  const count = new Intl.NumberFormat("pt-BR");
  return `o etanol compensa em ${formatPercent(share.pays / share.total)} dos postos pesquisados que vendem os dois (${count.format(share.pays)} de ${count.format(share.total)})`;
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

/**
 * The city in one line: the cheapest ethanol and gasoline of the week and
 * at which stations, and in how many of the stations that sold both ethanol
 * paid off ("Em Campinas, o etanol compensa em 12 dos 20 postos pesquisados
 * que vendem os dois"). Null for a city without stations.
 */
export function citySummary(stations: readonly Station[], city: string): string | null {
  if (stations.length === 0) return null;
  const share = shareCountClause(stationShare(stations));
  return [
    cheapestClause("ethanol", cheapestStation(stations, "ethanol")),
    cheapestClause("gasoline", cheapestStation(stations, "gasoline")),
    share && `Em ${city}, ${share}`,
  ]
    .filter(Boolean)
    .map((clause) => `${clause}.`)
    .join(" ");
}
