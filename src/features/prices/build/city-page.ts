/**
 * What a surveyed city's page (/precos/<uf>/<cidade>) says: its path, its
 * head and structured data, and the verdict at the week's mean, at the
 * cheapest and at the dearest station's ethanol (each against the mean
 * gasoline price), exact on the decimals like every verdict of the site.
 * Source: ANP – Levantamento de Preços de Combustíveis, weekly summary (sheet MUNICIPIOS).
 */
import type { CityWeek, WeeklyPrices } from "../../../data/weekly.ts";
import { cityPagePath, PRICES_PATH, statePagePath } from "../../../lib/paths.ts";
import type { State } from "../../../lib/states.ts";
import { formatSurveyWeek } from "../price-dates.ts";
import { formatMean, formatRatio } from "../price-format.ts";
import { verdictDescription } from "../price-messages.ts";
import { pairVerdict, type PlaceVerdict, placeVerdict } from "../price-verdicts.ts";
import { ANP_NAME, ANP_SURVEY_URL, type PricePageMeta } from "./price-pages.ts";

/** /precos/<uf>/<cidade>: one surveyed city's week. */
export function cityPageMeta(city: CityWeek, state: State, weekly: WeeklyPrices): PricePageMeta {
  const week = formatSurveyWeek(weekly.weekStart, weekly.weekEnd);
  const path = cityPagePath(city);
  const place = `${city.name} (${state.uf})`;
  return {
    title: `Etanol ou gasolina em ${place}`,
    description: `Etanol ou gasolina em ${place}? ANP, ${week}: ${verdictDescription(placeVerdict(city))}. Preço médio, mínimo e máximo e os postos pesquisados.`,
    path,
    trail: [
      ["Início", "/"],
      ["Preços por estado", PRICES_PATH],
      [state.name, statePagePath(state.code)],
      [city.name, path],
    ],
    dataset: {
      path,
      name: `Preço do etanol e da gasolina em ${place}: pesquisa ANP de ${week}`,
      description: `Preço médio, mínimo e máximo de revenda, em R$ por litro, do etanol hidratado e da gasolina comum em ${place} na semana de ${week}, com o número de postos pesquisados e a razão etanol/gasolina.`,
      creator: ANP_NAME,
      sourceUrl: ANP_SURVEY_URL,
      temporalCoverage: `${weekly.weekStart}/${weekly.weekEnd}`,
      spatialCoverage: `${city.name}, ${state.name}, Brasil`,
      dateModified: weekly.weekEnd,
      keywords: ["preço do etanol", "preço da gasolina", "regra dos 70%", "ANP", city.name, state.name],
    },
  };
}

/** The verdict at one station's ethanol price against the mean gasoline price. */
export interface StationVerdict {
  /** The ethanol price, R$/l. */
  readonly ethanol: string;
  readonly verdict: PlaceVerdict;
}

/** The verdict at the cheapest and at the dearest ethanol of the week, against the mean gasoline; null without both fuels. */
export function stationRange(city: CityWeek): { cheapest: StationVerdict; dearest: StationVerdict } | null {
  if (!city.ethanol || !city.gasoline) return null;
  const at = (ethanol: string) => ({ ethanol, verdict: pairVerdict(ethanol, city.gasoline?.mean ?? null) });
  return { cheapest: at(city.ethanol.min), dearest: at(city.ethanol.max) };
}

/** "compensa" or "não compensa", for ethanol. */
const pays = (verdict: PlaceVerdict) => (verdict.ok && verdict.fuel === "ethanol" ? "compensa" : "não compensa");

/**
 * The range in one sentence: "No posto mais barato (R$ 3,59), o etanol sai
 * a 56,5% da gasolina: compensa. No mais caro (R$ 4,29), a 67,6%: compensa."
 * Ratios against the city's mean gasoline price.
 */
export function stationRangeSentence(range: { cheapest: StationVerdict; dearest: StationVerdict }): string {
  const { cheapest, dearest } = range;
  return (
    `No posto mais barato (${formatMean(cheapest.ethanol)}), o etanol sai a ${formatRatio(cheapest.verdict)} da gasolina: ${pays(cheapest.verdict)}. ` +
    `No mais caro (${formatMean(dearest.ethanol)}), a ${formatRatio(dearest.verdict)}: ${pays(dearest.verdict)}.`
  );
}
