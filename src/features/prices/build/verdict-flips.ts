/**
 * The months in which a state's verdict flipped, from the ANP's monthly
 * means since 2013, and the weeks in which it flipped, from the weekly
 * means of every survey the site keeps: a month (week) whose better buy by
 * the 70% rule differs from that of the state's previous month (kept week)
 * with both means (those without them are skipped, never counted as a
 * flip). Exact on the decimals, through `pairVerdict` (exactly 70% is
 * Etanol). These feed the RSS feeds /precos/<uf>/rss.xml and
 * /precos/rss.xml, and /precos's "O que mudou desde a pesquisa anterior".
 * Source: ANP – Levantamento de Preços de Combustíveis, monthly series per
 * state and weekly summaries (sheet ESTADOS).
 */
import type { MonthlyPrices, MonthPrices } from "#data/build/monthly.ts";
import type { PlacePrices, WeeklyPrices } from "#data/build/weekly.ts";
import { formatMonth, formatSurveyWeek } from "#features/prices/price-dates.ts";
import { formatMean, formatRatio } from "#features/prices/price-format.ts";
import { monthVerdicts, type PlaceVerdict, placeVerdict } from "#features/prices/price-verdicts.ts";
import { inState } from "#features/prices/state-names.ts";
import { formatDay } from "#lib/format-figures.ts";
import { capitalise } from "#lib/format.ts";
import type { Fuel } from "#lib/fuels.ts";
import { statePagePath } from "#lib/paths.ts";
import { absoluteUrl } from "#lib/site.ts";
import { STATES, type State } from "#lib/states.ts";

/** One flip: the month the new fuel started to pay off, and the month with both means before it. */
export interface VerdictFlip {
  readonly state: State;
  /** ISO month of the flip, "2026-06". */
  readonly month: string;
  readonly prices: MonthPrices;
  /** The month's verdict (always with both prices). */
  readonly verdict: Extract<PlaceVerdict, { ok: true }>;
  /** The previous month with both means, and its verdict. */
  readonly previous: { readonly month: string; readonly verdict: Extract<PlaceVerdict, { ok: true }> };
}

/** A state's flips in its monthly `series`, oldest first; [] for a series with one fuel throughout. */
export function verdictFlips(state: State, series: readonly MonthPrices[]): VerdictFlip[] {
  const flips: VerdictFlip[] = [];
  let previous: VerdictFlip["previous"] | null = null;
  for (const { month, prices, verdict } of monthVerdicts(series)) {
    if (!verdict.ok) continue;
    if (previous && previous.verdict.fuel !== verdict.fuel) flips.push({ state, month, prices, verdict, previous });
    previous = { month, verdict };
  }
  return flips;
}

/** Every state's flips in `monthly`, newest first; flips of one month in the order of `STATES`. */
export function allVerdictFlips(monthly: MonthlyPrices): VerdictFlip[] {
  const flips = STATES.flatMap((state) =>
    verdictFlips(state, monthly.states.find((row) => row.uf === state.uf)?.months ?? []),
  );
  return newestFirst(flips);
}

/** Flips newest first (a stable sort: equal months keep their order). */
export function newestFirst(flips: readonly VerdictFlip[]): VerdictFlip[] {
  return flips.toSorted((a, b) => b.month.localeCompare(a.month));
}

/** What flipped, after the month or week: "o etanol passou a compensar", "a gasolina passou a compensar". */
export function flipPhrase(fuel: Fuel): string {
  return fuel === "ethanol" ? "o etanol passou a compensar" : "a gasolina passou a compensar";
}

/** The feed item's title: "Junho de 2026: o etanol passou a compensar em Santa Catarina (69,8%)". */
export function flipTitle(flip: VerdictFlip): string {
  return `${capitalise(formatMonth(flip.month))}: ${flipPhrase(flip.verdict.fuel)} ${inState(flip.state)} (${formatRatio(flip.verdict)})`;
}

/**
 * The feed item's text: "Em junho de 2026, o preço médio do etanol em
 * Santa Catarina foi R$ 4,58 e o da gasolina R$ 6,56 por litro: o etanol
 * saiu a 69,8% do preço da gasolina, dentro do limite de 70%. Em maio de
 * 2026 estava a 70,4%. Médias mensais da ANP."
 */
export function flipDescription(flip: VerdictFlip): string {
  const limit = flip.verdict.fuel === "ethanol" ? "dentro do limite de 70%" : "acima do limite de 70%";
  return (
    `Em ${formatMonth(flip.month)}, o preço médio do etanol ${inState(flip.state)} foi ${formatMean(flip.prices.ethanol)} e o da gasolina ${formatMean(flip.prices.gasoline)} por litro: ` +
    `o etanol saiu a ${formatRatio(flip.verdict)} do preço da gasolina, ${limit}. ` +
    `Em ${formatMonth(flip.previous.month)} estava a ${formatRatio(flip.previous.verdict)}. Médias mensais da ANP.`
  );
}

/** When a month's figure becomes known, the feed item's date: the first day of the month after, 00:00 UTC. */
export function flipDate(month: string): Date {
  const [year = 0, monthNumber = 1] = month.split("-").map(Number);
  return new Date(Date.UTC(year, monthNumber, 1));
}

/** A feed's title: "Etanol ou gasolina em Santa Catarina: quando o veredito muda", or the national one without a state. */
export function flipFeedTitle(state?: Pick<State, "uf" | "name">): string {
  return state
    ? `Etanol ou gasolina ${inState(state)}: quando o veredito muda`
    : "Etanol ou gasolina: quando o veredito muda em cada estado";
}

/**
 * A feed's description: "Um aviso a cada mês, e a cada semana pesquisada,
 * em que mudou o combustível que compensa em Santa Catarina pela regra dos
 * 70%, pelas médias mensais (janeiro de 2013 a junho de 2026) e semanais
 * (07/06/2026 a 20/06/2026) da ANP." `where` names the place ("em Santa
 * Catarina", "em algum estado"); `weeks` are the kept weeks, oldest first.
 */
export function flipFeedDescription(
  where: string,
  monthly: Pick<MonthlyPrices, "firstMonth" | "lastMonth">,
  weeks: readonly Week[],
): string {
  const months = `${formatMonth(monthly.firstMonth)} a ${formatMonth(monthly.lastMonth)}`;
  const [first, last] = [weeks.at(0), weeks.at(-1)];
  const weekly = first && last ? ` e semanais (${formatDay(first.start)} a ${formatDay(last.end)})` : "";
  return `Um aviso a cada mês, e a cada semana pesquisada, em que mudou o combustível que compensa ${where} pela regra dos 70%, pelas médias mensais (${months})${weekly} da ANP.`;
}

/** One RSS item of a flip, for @astrojs/rss: linking to the state page, with its own guid. */
export interface FlipFeedItem {
  readonly title: string;
  readonly description: string;
  readonly link: string;
  readonly pubDate: Date;
  /** `<guid isPermaLink="false">` unique per state and month (the link is the same for a state's items). */
  readonly customData: string;
}

/** A survey week, Sunday to Saturday, by its ISO first and last day. */
interface Week {
  readonly start: string;
  readonly end: string;
}

/** One weekly flip: the kept week whose state mean pays off with the other fuel than the kept week before it with both means. */
export interface WeekFlip {
  readonly state: State;
  readonly week: Week;
  /** The state's weekly means that week (always both). */
  readonly prices: PlacePrices;
  /** The week's verdict. */
  readonly verdict: Extract<PlaceVerdict, { ok: true }>;
  /** The previous kept week with both means, and its verdict. */
  readonly previous: { readonly week: Week; readonly verdict: Extract<PlaceVerdict, { ok: true }> };
}

/**
 * Every state's flips between consecutive kept weeks (`weeks`, the weekly
 * summaries oldest first), oldest first; flips of one week in the order of
 * `STATES`. A state's week without both means is skipped.
 */
export function weekVerdictFlips(weeks: readonly WeeklyPrices[]): WeekFlip[] {
  const flips: WeekFlip[] = [];
  const last = new Map<string, WeekFlip["previous"]>();
  for (const weekly of weeks) {
    const week = { start: weekly.weekStart, end: weekly.weekEnd };
    for (const state of STATES) {
      const prices = weekly.states.find((row) => row.uf === state.uf);
      const verdict = prices && placeVerdict(prices);
      if (!prices || !verdict?.ok) continue;
      const previous = last.get(state.uf);
      if (previous && previous.verdict.fuel !== verdict.fuel) flips.push({ state, week, prices, verdict, previous });
      last.set(state.uf, { week, verdict });
    }
  }
  return flips;
}

/** "pesquisa de 14 a 20/06/2026". */
export const surveyOf = (week: Week) => `pesquisa de ${formatSurveyWeek(week.start, week.end)}`;

/** When a week's survey is complete, a weekly feed item's date: the week's Saturday, 00:00 UTC. */
export function weekDate(week: Week): Date {
  return new Date(`${week.end}T00:00:00Z`);
}

/** The feed item's title: "Pesquisa de 14 a 20/06/2026: o etanol passou a compensar em Santa Catarina (69,8%)". */
export function weekFlipTitle(flip: WeekFlip): string {
  return `${capitalise(surveyOf(flip.week))}: ${flipPhrase(flip.verdict.fuel)} ${inState(flip.state)} (${formatRatio(flip.verdict)})`;
}

/** A state's weekly flip after its name: "o etanol passou a compensar (69,8% da gasolina; era 70,4%)". */
export function weekFlipChange(flip: WeekFlip): string {
  return `${flipPhrase(flip.verdict.fuel)} (${formatRatio(flip.verdict)} da gasolina; era ${formatRatio(flip.previous.verdict)})`;
}

/**
 * The feed item's text: "Na pesquisa de 14 a 20/06/2026, o preço médio do
 * etanol em Santa Catarina foi R$ 4,58 e o da gasolina R$ 6,56 por litro: o
 * etanol saiu a 69,8% do preço da gasolina, dentro do limite de 70%. Na
 * pesquisa de 7 a 13/06/2026 estava a 70,4%. Médias semanais da ANP."
 */
function weekFlipDescription(flip: WeekFlip): string {
  const limit = flip.verdict.fuel === "ethanol" ? "dentro do limite de 70%" : "acima do limite de 70%";
  return (
    `Na ${surveyOf(flip.week)}, o preço médio do etanol ${inState(flip.state)} foi ${formatMean(flip.prices.ethanol?.mean)} e o da gasolina ${formatMean(flip.prices.gasoline?.mean)} por litro: ` +
    `o etanol saiu a ${formatRatio(flip.verdict)} do preço da gasolina, ${limit}. ` +
    `Na ${surveyOf(flip.previous.week)} estava a ${formatRatio(flip.previous.verdict)}. Médias semanais da ANP.`
  );
}

/** The RSS items of weekly `flips`, each dated the week's Saturday (00:00 UTC), with its own guid. */
export function weekFlipFeedItems(flips: readonly WeekFlip[]): FlipFeedItem[] {
  return flips.map((flip) => ({
    title: weekFlipTitle(flip),
    description: weekFlipDescription(flip),
    link: absoluteUrl(statePagePath(flip.state.code)),
    pubDate: weekDate(flip.week),
    customData: `<guid isPermaLink="false">etanol-ou-gasolina:${flip.state.code}:semana-${flip.week.start}</guid>`,
  }));
}

/** Feed items of the months and of the weeks together, newest first (a stable sort: equal dates keep their order). */
export function newestItemsFirst(...lists: ReadonlyArray<readonly FlipFeedItem[]>): FlipFeedItem[] {
  return lists.flat().toSorted((a, b) => b.pubDate.getTime() - a.pubDate.getTime());
}

/** The RSS items of `flips`, in their order. */
export function flipFeedItems(flips: readonly VerdictFlip[]): FlipFeedItem[] {
  return flips.map((flip) => ({
    title: flipTitle(flip),
    description: flipDescription(flip),
    link: absoluteUrl(statePagePath(flip.state.code)),
    pubDate: flipDate(flip.month),
    customData: `<guid isPermaLink="false">etanol-ou-gasolina:${flip.state.code}:${flip.month}</guid>`,
  }));
}
