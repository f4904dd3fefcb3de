/**
 * The share cards of the price pages (src/lib/share-card.ts), in the
 * pages' own words: a state's or a city's verdict for the survey week
 * ("Etanol compensa", the ratio, both means, the stations where ethanol
 * pays off), and the national picture for /precos.
 * Source of every figure: ANP – Levantamento de Preços de Combustíveis.
 */
import type { PlacePrices } from "#data/build/weekly.ts";
import { formatMean } from "#features/prices/price-format.ts";
import { nationalSentence, ratioPhrase } from "#features/prices/price-messages.ts";
import type { NationalSummary, PlaceVerdict } from "#features/prices/price-verdicts.ts";
import { capitalise } from "#lib/format.ts";
import { FUEL_NAME, FUELS } from "#lib/fuels.ts";
import type { ShareCard } from "#lib/share-card.ts";
import { lastVerdictHeadline } from "./city-page.ts";
import { verdictHeadline } from "./price-pages.ts";

/** "Pesquisa ANP de 7 a 13/06/2026", as the pages cite the survey. */
function surveySource(week: string): string {
  return `Pesquisa ANP de ${week}`;
}

/** "Na média, etanol R$ 3,86 e gasolina R$ 6,46 por litro" (only the fuels with a mean); null with neither. */
function meansLine(prices: PlacePrices): string | null {
  const means = FUELS.flatMap((fuel) => {
    const stats = prices[fuel];
    return stats ? [`${FUEL_NAME[fuel]} ${formatMean(stats.mean)}`] : [];
  });
  return means.length > 0 ? `Na média, ${means.join(" e ")} por litro` : null;
}

/** A place of the survey: its name, prices and verdict for the week. */
export interface CardPlace {
  /** "São Paulo" for a state, "Campinas (SP)" for a city. */
  readonly name: string;
  readonly prices: PlacePrices;
  readonly verdict: PlaceVerdict;
}

/**
 * The card of a state or a city: its name; "Etanol compensa", "Gasolina
 * compensa" or "Sem veredito" in the verdict's colour; "Etanol a 59,8% da
 * gasolina" (or what is missing); both means; and `stations`, the
 * stations' clause of the page ("o etanol compensa em 12 dos 20 postos
 * pesquisados que vendem os dois", from the stations feature; null without
 * stations). `week` names the survey ("7 a 13/06/2026"). `last`: the
 * figures are the last known of a city the newest survey missed, so the
 * verdict is in the past tense ("Etanol compensava").
 */
export function placeCard(place: CardPlace, week: string, stations: string | null, last = false): ShareCard {
  const { verdict } = place;
  return {
    title: place.name,
    headline: last ? lastVerdictHeadline(verdict) : verdictHeadline(verdict),
    tone: verdict.ok ? verdict.fuel : null,
    lines: [ratioPhrase(verdict), meansLine(place.prices), stations].filter((line) => line !== null).map(capitalise),
    source: surveySource(week),
  };
}

/**
 * The card of /precos: Brazil's verdict from the national means, the
 * count of states ("Nesta pesquisa o etanol compensa em 8 estados e a
 * gasolina em 19."), the national ratio and means.
 */
export function nationalCard(summary: NationalSummary, brazil: PlacePrices, week: string): ShareCard {
  const { brazil: verdict } = summary;
  return {
    title: "Brasil",
    headline: verdictHeadline(verdict),
    tone: verdict.ok ? verdict.fuel : null,
    lines: [nationalSentence(summary), ratioPhrase(verdict), meansLine(brazil)]
      .filter((line) => line !== null)
      .map(capitalise),
    source: surveySource(week),
  };
}
