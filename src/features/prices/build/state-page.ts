/**
 * What a state page (/precos/<uf>) shows beside its markup: its head and
 * structured data, the week in words, the capital and largest cities with
 * their table's caption, and the monthly series since 2013 with what it
 * finds (the chart's points, the months without both prices). Pure: the
 * page passes the state's row of the week and the summaries.
 * Source: ANP – Levantamento de Preços de Combustíveis (weekly summary and monthly means).
 */
import type { MonthlyPrices } from "#data/build/monthly.ts";
import type { WeeklyPrices } from "#data/build/weekly.ts";
import { citiesOfState, monthlySeries } from "#features/prices/anp-data.ts";
import { formatMonth, formatSurveyWeek } from "#features/prices/price-dates.ts";
import { lastMonthsSentence, seriesFinding } from "#features/prices/price-messages.ts";
import {
  capitalAndLargestCities,
  type CityVerdict,
  countEthanolMonths,
  lastTwelveMonths,
  type MonthVerdict,
  monthVerdicts,
  type StateVerdict,
} from "#features/prices/price-verdicts.ts";
import { inState } from "#features/prices/state-names.ts";
import { cityTableCaption, type PricePageMeta, statePageMeta } from "./price-pages.ts";

/** A state page's figures and sentences. */
export interface StatePageView {
  readonly meta: PricePageMeta;
  /** "em São Paulo", "na Bahia". */
  readonly where: string;
  /** The survey week in words ("7 a 13/06/2026"). */
  readonly week: string;
  /** The capital and the five cities with most stations surveyed, and the caption of their table. */
  readonly cities: readonly CityVerdict[];
  readonly cityCaption: string;
  /** Every month of the series, oldest first. */
  readonly months: readonly MonthVerdict[];
  /** How often ethanol paid off in the last twelve months, in one sentence. */
  readonly lastMonths: string;
  /** How often it paid off since the series began: the chart's caption. */
  readonly finding: string;
  /** The months without both prices ("março de 2014"), where the chart's line breaks. */
  readonly gaps: readonly string[];
  /** "janeiro de 2013 a maio de 2026". */
  readonly period: string;
}

/** The page of `row`'s state in the week of `weekly`, with the state's monthly means of `monthly`. */
export function statePageView(row: StateVerdict, weekly: WeeklyPrices, monthly: MonthlyPrices): StatePageView {
  const { state } = row;
  const where = inState(state);
  const week = formatSurveyWeek(weekly.weekStart, weekly.weekEnd);
  const cities = capitalAndLargestCities(citiesOfState(weekly, state.code), state.capital);
  const months = monthVerdicts(monthlySeries(monthly, state.code));
  return {
    meta: statePageMeta(state, row, weekly, monthly),
    where,
    week,
    cities,
    cityCaption: cityTableCaption(state, cities, week),
    months,
    lastMonths: lastMonthsSentence(lastTwelveMonths(months)),
    finding: seriesFinding(where, countEthanolMonths(months)),
    gaps: months.filter((month) => !month.verdict.ok).map((month) => formatMonth(month.month)),
    period: `${formatMonth(monthly.firstMonth)} a ${formatMonth(monthly.lastMonth)}`,
  };
}
