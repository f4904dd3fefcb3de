/**
 * What the price pages say about themselves: titles, meta descriptions,
 * breadcrumb trails and the `Dataset` summaries for search engines, plus
 * the links to the sources (the ANP's survey page, the map's licence).
 * Source of the figures: ANP – Levantamento de Preços de Combustíveis.
 */
import type { MonthlyPrices } from "#data/build/monthly.ts";
import type { WeeklyPrices } from "#data/build/weekly.ts";
import { formatMonth, formatSurveyWeek } from "#features/prices/price-dates.ts";
import { formatMean, formatRatio } from "#features/prices/price-format.ts";
import { missingPhrase, verdictDescription } from "#features/prices/price-messages.ts";
import type { CityVerdict, PlaceVerdict, StateVerdict } from "#features/prices/price-verdicts.ts";
import { inState } from "#features/prices/state-names.ts";
import { type Crumb, pricesTrail } from "#lib/breadcrumbs.ts";
import { type EthanolShare, shareClause } from "#lib/ethanol-share.ts";
import { PRICES_PATH, stateHistoryPath, statePagePath } from "#lib/paths.ts";
import { plural } from "#lib/plural.ts";
import type { State } from "#lib/states.ts";
import type { DatasetSummary } from "#lib/structured-data.ts";
import { VERDICT_WORDS } from "#lib/verdict-tone.ts";

/** The ANP's page of the latest weekly surveys, where the spreadsheets are published. */
export const ANP_SURVEY_URL =
  "https://www.gov.br/anp/pt-br/assuntos/precos-e-defesa-da-concorrencia/precos/levantamento-de-precos-de-combustiveis-ultimas-semanas-pesquisadas";

/** Who publishes the data. */
export const ANP_NAME = "Agência Nacional do Petróleo, Gás Natural e Biocombustíveis (ANP)";

/** The map outlines' author and licence (CC BY 4.0 asks for credit and a link to the licence). */
export const MAP_CREDIT = {
  work: "svg-maps",
  author: "Victor Cazanave",
  url: "https://github.com/VictorCazanave/svg-maps",
  license: "CC BY 4.0",
  licenseUrl: "https://creativecommons.org/licenses/by/4.0/",
} as const;

/** The head and structured data of a price page. */
export interface PricePageMeta {
  /** The page's title, also its h1. */
  readonly title: string;
  /** Meta description (about 120–160 characters). */
  readonly description: string;
  readonly path: string;
  readonly trail: readonly Crumb[];
  readonly dataset: DatasetSummary;
}

/** /precos: every state's verdict for the survey week. */
export function pricesIndexMeta(weekly: WeeklyPrices): PricePageMeta {
  const week = formatSurveyWeek(weekly.weekStart, weekly.weekEnd);
  const title = "Etanol ou gasolina em cada estado";
  return {
    title,
    description: `Em quais estados o etanol compensa: preço médio do etanol e da gasolina nos 27 estados, razão e veredito pela regra dos 70%. Pesquisa ANP de ${week}.`,
    path: PRICES_PATH,
    trail: pricesTrail(),
    dataset: {
      path: PRICES_PATH,
      name: `Preço médio do etanol hidratado e da gasolina comum por estado, pesquisa ANP de ${week}`,
      description:
        "Preço médio de revenda, em R$ por litro, do etanol hidratado e da gasolina comum em cada unidade da federação e no Brasil, com o número de postos pesquisados, e a razão etanol/gasolina com o veredito da regra dos 70%.",
      creator: ANP_NAME,
      sourceUrl: ANP_SURVEY_URL,
      temporalCoverage: `${weekly.weekStart}/${weekly.weekEnd}`,
      spatialCoverage: "Brasil",
      dateModified: weekly.weekEnd,
      keywords: ["preço do etanol", "preço da gasolina", "regra dos 70%", "ANP", "por estado"],
    },
  };
}

/** A state page's title, also its h1: "Etanol ou gasolina em São Paulo". */
export function statePageTitle(state: State): string {
  return `Etanol ou gasolina ${inState(state)}`;
}

/** /precos/<uf>: one state's week, its cities and its monthly series. */
export function statePageMeta(
  state: State,
  row: StateVerdict,
  weekly: WeeklyPrices,
  monthly: MonthlyPrices,
): PricePageMeta {
  const week = formatSurveyWeek(weekly.weekStart, weekly.weekEnd);
  const where = inState(state);
  const path = statePagePath(state.code);
  return {
    title: statePageTitle(state),
    description: `Etanol ou gasolina ${where}? ANP, ${week}: ${verdictDescription(row.verdict)}. Capital, maiores cidades e a razão mês a mês desde 2013.`,
    path,
    trail: pricesTrail([state.name, path]),
    dataset: {
      path,
      name: `Preço médio do etanol e da gasolina ${where}: pesquisa ANP de ${week} e médias mensais desde 2013`,
      description: `Preço médio de revenda, em R$ por litro, do etanol hidratado e da gasolina comum ${where} e nas suas cidades pesquisadas na semana de ${week}, e as médias mensais do estado desde janeiro de 2013, com a razão etanol/gasolina.`,
      creator: ANP_NAME,
      sourceUrl: ANP_SURVEY_URL,
      temporalCoverage: `${monthly.firstMonth}-01/${weekly.weekEnd}`,
      spatialCoverage: `${state.name}, Brasil`,
      dateModified: weekly.weekEnd,
      keywords: ["preço do etanol", "preço da gasolina", "regra dos 70%", "ANP", state.name],
    },
  };
}

/**
 * /precos/<uf>/historico: one state's monthly means since the series began
 * (the table of the state page's chart). `weekly` dates the data's last update.
 */
export function stateHistoryMeta(state: State, weekly: WeeklyPrices, monthly: MonthlyPrices): PricePageMeta {
  const where = inState(state);
  const path = stateHistoryPath(state.code);
  const since = monthly.firstMonth.slice(0, 4);
  const period = `de ${formatMonth(monthly.firstMonth)} a ${formatMonth(monthly.lastMonth)}`;
  return {
    title: `${statePageTitle(state)} mês a mês desde ${since}`,
    description: `Preço médio do etanol e da gasolina ${where} em cada mês, ${period} (ANP), com a razão entre os dois e o veredito da regra dos 70%.`,
    path,
    trail: pricesTrail([state.name, statePagePath(state.code)], ["Mês a mês", path]),
    dataset: {
      path,
      name: `Preço médio mensal do etanol e da gasolina ${where} desde ${since}`,
      description: `Preço médio mensal de revenda, em R$ por litro, do etanol hidratado e da gasolina comum ${where}, ${period}, com a razão etanol/gasolina de cada mês.`,
      creator: ANP_NAME,
      sourceUrl: ANP_SURVEY_URL,
      temporalCoverage: `${monthly.firstMonth}/${monthly.lastMonth}`,
      spatialCoverage: `${state.name}, Brasil`,
      dateModified: weekly.weekEnd,
      keywords: ["preço do etanol", "preço da gasolina", "média mensal", "regra dos 70%", "ANP", state.name],
    },
  };
}

/** The verdict in two words, for the state page's headline: "Etanol compensa", "Gasolina compensa" or "Sem veredito". */
export function verdictHeadline(verdict: PlaceVerdict): string {
  return VERDICT_WORDS[verdict.ok ? verdict.fuel : "none"];
}

/**
 * A verdict's ratio against the 70% rule, as the end of a sentence: "o
 * etanol saiu a 59,8% do preço da gasolina, dentro do limite de 70%"
 * ("acima do limite" when gasoline wins). Or what is missing ("sem preço de
 * etanol nesta pesquisa").
 */
export function ratioClause(verdict: PlaceVerdict): string {
  if (!verdict.ok) return missingPhrase(verdict.missing);
  const limit = verdict.fuel === "ethanol" ? "dentro do limite de 70%" : "acima do limite de 70%";
  return `o etanol saiu a ${formatRatio(verdict)} do preço da gasolina, ${limit}`;
}

/**
 * The week's verdict of a state in one sentence: "Em São Paulo, na média, o
 * etanol custou R$ 3,86 e a gasolina R$ 6,46 por litro: o etanol saiu a
 * 59,8% do preço da gasolina, dentro do limite de 70%." Or what is missing.
 */
export function weekVerdictSentence(row: StateVerdict): string {
  const { state, prices, verdict } = row;
  if (!verdict.ok)
    return `${state.name} ficou ${missingPhrase(verdict.missing)}: não dá para comparar os dois combustíveis.`;
  const where = inState(state);
  return `${where.charAt(0).toUpperCase()}${where.slice(1)}, na média, o etanol custou ${formatMean(prices.ethanol?.mean)} e a gasolina ${formatMean(prices.gasoline?.mean)} por litro: ${ratioClause(verdict)}.`;
}

/**
 * The caption of a state's city table, saying which cities and which week:
 * "Preço médio na capital e nas 5 cidades com mais postos pesquisados em
 * São Paulo, pesquisa ANP de 7 a 13/06/2026." (one other city, or only the capital, said so).
 */
export function cityTableCaption(state: State, rows: readonly CityVerdict[], week: string): string {
  const others = rows.filter((row) => !row.capital).length;
  const where = inState(state);
  if (others === 0) {
    return `Preço médio na capital, ${state.capital}, na pesquisa ANP de ${week}: a única cidade ${where} pesquisada nessa semana.`;
  }
  const cities = plural(others, {
    one: "na outra cidade pesquisada",
    other: `nas ${others} cidades com mais postos pesquisados`,
  });
  return `Preço médio na capital e ${cities} ${where}, pesquisa ANP de ${week}.`;
}

/**
 * "Depende do seu carro" for a state, in one sentence: "Na Bahia (etanol a
 * 69,3% da gasolina), o etanol compensa em 87% dos carros flex da tabela
 * 2026 do Inmetro (232 de 267)." `share` comes from `withShares`, `year` is
 * the PBE Veicular table's year; a state without both prices says so.
 */
export function shareSentence(state: State, verdict: PlaceVerdict, share: EthanolShare | null, year: number): string {
  const where = inState(state);
  const place = where.charAt(0).toUpperCase() + where.slice(1);
  if (!verdict.ok || !share)
    return `${place}, ${missingPhrase(verdict.ok ? "both" : verdict.missing)}: não dá para dizer em quantos carros o etanol compensa.`;
  return `${place} (etanol a ${formatRatio(verdict)} da gasolina), ${shareClause(share, year)}.`;
}
