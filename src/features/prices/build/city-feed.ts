/**
 * A surveyed city's feed, /precos/<uf>/<cidade>/rss.xml: one item per kept
 * week from the first that surveyed the city, newest first, each dated the
 * week's Saturday like the state feeds' weekly items. A week that surveyed
 * the city says its verdict by the 70% rule on the two mean prices, both
 * means and the ratio, whether the verdict flipped since the city's
 * previous kept week with both means, and what the station survey says of
 * the city's stations that week (which changed verdict since the previous
 * kept survey: a text the page takes from the stations feature). A kept
 * week that missed the city gets an item that says so and names the city's
 * last survey, so that a reader of the feed sees that it is current and
 * that the figures are not; the weeks before the city's first kept survey
 * get none. Exact on the decimals, through `placeVerdict` (exactly 70% is
 * Etanol).
 * Source: ANP – Levantamento de Preços de Combustíveis, weekly summary
 * (sheet MUNICIPIOS) and the stations surveyed.
 */
import type { SurveyWeek } from "#data/build/anp-history.ts";
import type { CityWeek, WeeklyPrices } from "#data/build/weekly.ts";
import { formatSurveyWeek } from "#features/prices/price-dates.ts";
import { formatRatio } from "#features/prices/price-format.ts";
import { verdictDescription } from "#features/prices/price-messages.ts";
import { type PlaceVerdict, placeVerdict } from "#features/prices/price-verdicts.ts";
import { formatDay } from "#lib/format-figures.ts";
import { cityPagePath } from "#lib/paths.ts";
import { absoluteUrl } from "#lib/site.ts";
import type { State } from "#lib/states.ts";
import { cityMeanSentence } from "./city-page.ts";
import { ANP_NAME } from "./price-pages.ts";
import { type FlipFeedItem, flipPhrase, surveyOf, weekDate } from "./verdict-flips.ts";

/**
 * One kept week of a city's feed: the city's figures that week with what
 * the station survey says of its stations, or `city` null when the week's
 * survey missed it.
 */
export type CityFeedWeek =
  | { readonly week: SurveyWeek; readonly city: CityWeek; readonly stations: string }
  | { readonly week: SurveyWeek; readonly city: null };

/**
 * Every city's feed weeks, by the city page's path (`cityPagePath`): the
 * kept weekly summaries (`summaries`, oldest first) from the first that
 * surveyed the city on, oldest first, a week that missed it with `city`
 * null. `stations(path, index)` is what the station survey of
 * `summaries[index]` says of the city's stations.
 */
export function cityFeedWeeks(
  summaries: readonly WeeklyPrices[],
  stations: (path: string, index: number) => string,
): Map<string, CityFeedWeek[]> {
  const feeds = new Map<string, CityFeedWeek[]>();
  summaries.forEach((summary, index) => {
    const week = { start: summary.weekStart, end: summary.weekEnd };
    const surveyed = new Set<string>();
    for (const city of summary.cities) {
      const path = cityPagePath(city);
      const entry = { week, city, stations: stations(path, index) };
      const weeks = feeds.get(path);
      if (weeks) weeks.push(entry);
      else feeds.set(path, [entry]);
      surveyed.add(path);
    }
    for (const [path, weeks] of feeds) if (!surveyed.has(path)) weeks.push({ week, city: null });
  });
  return feeds;
}

/** A surveyed city: its name in IBGE's spelling and its UF. */
interface City {
  readonly name: string;
  readonly uf: string;
}

/** "Campinas (SP)". */
const placeName = (city: City) => `${city.name} (${city.uf})`;

/** The feed's title: "Etanol ou gasolina em Campinas (SP): a pesquisa de cada semana". */
export function cityFeedTitle(city: City): string {
  return `Etanol ou gasolina em ${placeName(city)}: a pesquisa de cada semana`;
}

/**
 * The feed's description: "A pesquisa de preços da ANP em Campinas (SP),
 * semana a semana (07/06/2026 a 20/06/2026): …", with the first and last
 * day of `weeks` (the feed's weeks, oldest first) and the source.
 */
export function cityFeedDescription(city: City, weeks: readonly SurveyWeek[]): string {
  const [first, last] = [weeks.at(0), weeks.at(-1)];
  const span = first && last ? ` (${formatDay(first.start)} a ${formatDay(last.end)})` : "";
  return (
    `A pesquisa de preços da ANP em ${placeName(city)}, semana a semana${span}: o combustível que compensa pela regra dos 70% nos preços médios, ` +
    `o preço médio do etanol e o da gasolina e os postos que mudaram de veredito desde a pesquisa anterior. ` +
    `Uma semana em que a ANP não pesquisou a cidade também tem o seu item. ` +
    `Fonte: ${ANP_NAME}, Levantamento de Preços de Combustíveis.`
  );
}

/** A kept week with both means and its verdict. */
interface WeekVerdict {
  readonly week: SurveyWeek;
  readonly verdict: Extract<PlaceVerdict, { ok: true }>;
}

/** A week that surveyed the city, as its item says it; `previous` is the city's kept week with both means before it. */
function surveyedItem(
  { week, city, stations }: Extract<CityFeedWeek, { city: CityWeek }>,
  state: State,
  previous: WeekVerdict | null,
): Pick<FlipFeedItem, "title" | "description"> {
  const verdict = placeVerdict(city);
  const flipped = verdict.ok && previous !== null && previous.verdict.fuel !== verdict.fuel;
  const headline = flipped ? `${flipPhrase(verdict.fuel)} (${formatRatio(verdict)})` : verdictDescription(verdict);
  const before =
    verdict.ok && previous ? ` Na ${surveyOf(previous.week)} estava a ${formatRatio(previous.verdict)}.` : "";
  const weekText = formatSurveyWeek(week.start, week.end);
  return {
    title: `${placeName(city)}, ${surveyOf(week)}: ${headline}`,
    description: `Pesquisa da ANP de ${weekText}. ${cityMeanSentence(city, state, weekText)}${before} ${stations}`,
  };
}

/** A week that missed the city, as its item says it, with the city's last survey (`last`). */
function missedItem(
  week: SurveyWeek,
  last: { readonly week: SurveyWeek; readonly city: CityWeek },
): Pick<FlipFeedItem, "title" | "description"> {
  return {
    title: `${placeName(last.city)}, ${surveyOf(week)}: sem pesquisa da ANP na cidade`,
    description:
      `A ANP não pesquisou os preços de ${last.city.name} na semana de ${formatSurveyWeek(week.start, week.end)}. ` +
      `A última pesquisa da cidade é a de ${formatSurveyWeek(last.week.start, last.week.end)}: ${verdictDescription(placeVerdict(last.city))}.`,
  };
}

/**
 * The RSS items of a city's feed weeks (`weeks`, oldest first, as
 * {@link cityFeedWeeks} gives them; weeks that missed the city before its
 * first survey are skipped), newest first, for @astrojs/rss: each linking
 * to the city page (`path`), dated the week's Saturday, with a guid unique
 * per city and week.
 */
export function cityFeedItems(path: string, state: State, weeks: readonly CityFeedWeek[]): FlipFeedItem[] {
  const items: FlipFeedItem[] = [];
  let last: { week: SurveyWeek; city: CityWeek } | null = null;
  let previous: WeekVerdict | null = null;
  for (const entry of weeks) {
    const { week } = entry;
    const text = entry.city ? surveyedItem(entry, state, previous) : last && missedItem(week, last);
    if (entry.city) {
      last = { week, city: entry.city };
      const verdict = placeVerdict(entry.city);
      if (verdict.ok) previous = { week, verdict };
    }
    if (!text) continue;
    items.push({
      ...text,
      link: absoluteUrl(path),
      pubDate: weekDate(week),
      customData: `<guid isPermaLink="false">etanol-ou-gasolina:${path}:semana-${week.start}</guid>`,
    });
  }
  return items.toReversed();
}
