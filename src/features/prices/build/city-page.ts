/**
 * What a surveyed city's page (/precos/<uf>/<cidade>) says: which cities
 * have one (every city of any kept week, so an address outlives a week
 * without a survey), its path, its head and structured data, and the
 * verdict at the week's mean, at the cheapest and at the dearest station's
 * ethanol (each against the mean gasoline price), exact on the decimals
 * like every verdict of the site.
 * Source: ANP – Levantamento de Preços de Combustíveis, weekly summary (sheet MUNICIPIOS).
 */
import type { CityWeek, WeeklyPrices } from "#data/build/weekly.ts";
import { NEAR_KM, type TownIndex } from "#data/towns.ts";
import { formatSurveyWeek } from "#features/prices/price-dates.ts";
import { formatMean, formatRatio } from "#features/prices/price-format.ts";
import { verdictDescription } from "#features/prices/price-messages.ts";
import { pairVerdict, type PlaceVerdict, placeVerdict } from "#features/prices/price-verdicts.ts";
import { inState } from "#features/prices/state-names.ts";
import { pricesTrail } from "#lib/breadcrumbs.ts";
import { formatKm } from "#lib/format-figures.ts";
import { FUEL_LABEL, FUEL_NAME } from "#lib/fuels.ts";
import { cityPagePath, statePagePath } from "#lib/paths.ts";
import type { State } from "#lib/states.ts";
import { VERDICT_WORDS } from "#lib/verdict-tone.ts";
import { ANP_NAME, ANP_SURVEY_URL, type PricePageMeta } from "./price-pages.ts";
import { servedTowns, type StandIn, standIn } from "./served-towns.ts";

/** A city page: the city's figures of the newest kept week that surveyed it, and that week. */
export interface CityPage {
  readonly city: CityWeek;
  /** The week of `city`'s figures. */
  readonly survey: Pick<WeeklyPrices, "weekStart" | "weekEnd">;
  /** Whether that week is the newest kept one (else the newest survey missed the city). */
  readonly current: boolean;
}

/**
 * One page per city surveyed in any of `weeks` (the kept weekly summaries,
 * oldest first), each with its newest figures; the history adds no page
 * per week. In the newest week's order, then the cities it missed by UF
 * and name as their last week lists them.
 */
export function cityPages(weeks: readonly WeeklyPrices[]): CityPage[] {
  const pages = new Map<string, CityPage>();
  const newest = weeks.at(-1);
  for (const weekly of weeks.toReversed()) {
    for (const city of weekly.cities) {
      const key = cityPagePath(city);
      if (!pages.has(key)) pages.set(key, { city, survey: weekly, current: weekly === newest });
    }
  }
  const pagesOf = [...pages.values()];
  return [...pagesOf.filter((page) => page.current), ...pagesOf.filter((page) => !page.current).sort(byPlace)];
}

/** Pages by UF, then city name (pt-BR). */
function byPlace(a: CityPage, b: CityPage): number {
  return a.city.uf.localeCompare(b.city.uf) || a.city.name.localeCompare(b.city.name, "pt-BR");
}

/**
 * /precos/<uf>/<cidade>: one city's week. `weekly` is the week of the
 * city's figures; `missingFrom` names the newest survey when it missed the
 * city ("14 a 20/06/2026"), so that the description never passes old figures as current.
 */
export function cityPageMeta(
  city: CityWeek,
  state: State,
  weekly: Pick<WeeklyPrices, "weekStart" | "weekEnd">,
  missingFrom?: string,
): PricePageMeta {
  const week = formatSurveyWeek(weekly.weekStart, weekly.weekEnd);
  const path = cityPagePath(city);
  const place = `${city.name} (${state.uf})`;
  const answer = `ANP, ${week}: ${verdictDescription(placeVerdict(city))}`;
  return {
    title: `Etanol ou gasolina em ${place}`,
    description: missingFrom
      ? `Etanol ou gasolina em ${place}? Sem pesquisa da ANP em ${missingFrom}; a última, ${answer}. E a pesquisa mais próxima.`
      : `Etanol ou gasolina em ${place}? ${answer}. Preço médio, mínimo e máximo e os postos pesquisados.`,
    path,
    trail: pricesTrail([state.name, statePagePath(state.code)], [city.name, path]),
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

/**
 * The city's means in one sentence: "Na média de Campinas, o etanol custou
 * R$ 4,19 e a gasolina R$ 6,29 por litro: o etanol saiu a 66,6% do preço
 * da gasolina, dentro do limite de 70%."; without both prices, what the
 * survey of `week` lacks there.
 */
export function cityMeanSentence(city: CityWeek, state: State, week: string): string {
  const verdict = placeVerdict(city);
  if (verdict.ok) {
    return `Na média de ${city.name}, o etanol custou ${formatMean(city.ethanol?.mean)} e a gasolina ${formatMean(city.gasoline?.mean)} por litro: o etanol saiu a ${formatRatio(verdict)} do preço da gasolina, ${verdict.fuel === "ethanol" ? "dentro" : "acima"} do limite de 70%.`;
  }
  const what = verdict.missing === "both" ? "preços de etanol e de gasolina" : `preço de ${FUEL_NAME[verdict.missing]}`;
  return `A pesquisa de ${week} não tem ${what} em ${city.name}: não dá para comparar os dois combustíveis aqui. Veja a média ${inState(state)}.`;
}

/** The verdict of a city's last known survey, in the past tense: "Etanol compensava", "Gasolina compensava", "Sem veredito". */
export function lastVerdictHeadline(verdict: PlaceVerdict): string {
  if (!verdict.ok) return VERDICT_WORDS.none;
  return `${FUEL_LABEL[verdict.fuel]} compensava`;
}

/**
 * What stands in for a city the newest survey (`week`, "14 a 20/06/2026")
 * missed, after the place's name: ", a 35 km, tem na média etanol a R$ 4,19
 * e gasolina a R$ 6,29 (etanol a 66,6% da gasolina, etanol compensa)." for
 * the nearest surveyed city; for the state's means, the sentence that says
 * no survey is within NEAR_KM ("Nenhuma cidade pesquisada em 14 a
 * 20/06/2026 fica a até 50 km (a mais próxima, Alagoinhas, a 61 km): vale
 * a média do estado, etanol a R$ 4,94 e gasolina a R$ 7,11 (…).").
 */
export function standInText(stand: StandIn, week: string): string {
  const prices = stand.kind === "city" ? stand.city : stand.state;
  const means = `etanol a ${formatMean(prices.ethanol?.mean)} e gasolina a ${formatMean(prices.gasoline?.mean)} (${verdictDescription(placeVerdict(prices))})`;
  if (stand.kind === "city") return `, a ${formatKm(stand.km)}, tem na média ${means}.`;
  const nearest = stand.nearest ? ` (a mais próxima, ${stand.nearest.city}, a ${formatKm(stand.nearest.km)})` : "";
  return `Nenhuma cidade pesquisada em ${week} fica a até ${NEAR_KM} km${nearest}: vale a média do estado, ${means}.`;
}

/** What a city page shows beside its figures: its weeks in words, its head, its neighbours and its calculator link. */
export interface CityPageView {
  /** The newest survey week ("14 a 20/06/2026"). */
  readonly newest: string;
  /** The week of the figures shown: the newest, or the city's last survey when the newest missed it. */
  readonly week: string;
  readonly meta: PricePageMeta;
  /** "Campinas (SP)". */
  readonly place: string;
  readonly verdict: PlaceVerdict;
  /** The municipalities without a survey whose nearest survey is this city's (a city of the newest survey only). */
  readonly served: readonly { name: string; km: number }[];
  /** What stands in for a city the newest survey missed; null for a surveyed city (or when nothing does). */
  readonly stand: StandIn | null;
  /** The calculator filled in with the prices the page names (this city's, or those standing in), and its label. */
  readonly calculator: { readonly href: string; readonly label: string };
}

/**
 * A city page (`page`, with its `state`) in the week of `newest`, the
 * newest kept summary; `towns` is the municipalities' index, which names
 * the neighbours a surveyed city serves and what stands in for a city the
 * newest survey missed.
 */
export function cityPageView(
  { city, survey, current, state }: CityPage & { readonly state: State },
  newest: WeeklyPrices,
  towns: TownIndex,
): CityPageView {
  const newestWeek = formatSurveyWeek(newest.weekStart, newest.weekEnd);
  const stand = current ? null : standIn(towns, newest, state.uf, city.name);
  const prices = current ? city : stand && (stand.kind === "city" ? stand.city : stand.state);
  const href =
    prices?.ethanol && prices.gasoline ? `/?etanol=${prices.ethanol.mean}&gasolina=${prices.gasoline.mean}` : "/";
  return {
    newest: newestWeek,
    week: formatSurveyWeek(survey.weekStart, survey.weekEnd),
    meta: cityPageMeta(city, state, survey, current ? undefined : newestWeek),
    place: `${city.name} (${state.uf})`,
    verdict: placeVerdict(city),
    served: current ? servedTowns(towns, state.uf, city.name) : [],
    stand,
    calculator: {
      href,
      label:
        href === "/"
          ? "Calcular com o preço do meu posto"
          : current
            ? `Calcular com os preços de ${city.name}`
            : stand?.kind === "city"
              ? `Calcular com os preços de ${stand.city.name}`
              : `Calcular com os preços médios ${inState(state)}`,
    },
  };
}
