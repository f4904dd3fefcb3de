/**
 * What the price pages and the calculator's city panel say, in pt-BR: the
 * verdicts of the ANP's averages in words (a place, the country, the last
 * months, a state's whole series) and where the prices filled in the
 * calculator come from. The figures come from price-verdicts.ts and
 * city-prices.ts; the wording lives here, beside the other messages of the
 * prices feature.
 * Source of every figure: ANP – Levantamento de Preços de Combustíveis; IBGE.
 */
import type { CityIndex } from "#data/cities.ts";
import { NEAR_KM } from "#data/towns.ts";
import { formatKm } from "#lib/format-figures.ts";
import { formatPercent } from "#lib/format.ts";
import { FUEL_NAME, FUELS, type Fuel } from "#lib/fuels.ts";
import { plural } from "#lib/plural.ts";
import { stateByCode } from "#lib/states.ts";
import { type FuelSource, holdsFilledPrice, type PricePlace } from "./city-prices.ts";
import { formatMonth, formatSurveyWeek } from "./price-dates.ts";
import { formatMean } from "./price-format.ts";
import type { MissingPrice, MonthCount, NationalSummary, PlaceVerdict } from "./price-verdicts.ts";
import { inState } from "./state-names.ts";
import type { TownOption } from "./town-search.ts";

// ——— Verdicts ————————————————————————————————————————————————————————————

/** "1 estado", "8 estados". */
function states(count: number): string {
  return `${count} ${plural(count, { one: "estado", other: "estados" })}`;
}

/**
 * The national summary in one sentence: "Nesta pesquisa o etanol compensa
 * em 8 estados e a gasolina em 19." ("em 1 estado"; "não compensa em
 * nenhum estado"), naming states without both prices if any.
 */
export function nationalSentence(summary: NationalSummary): string {
  const { ethanolStates, gasolineStates, incompleteStates } = summary;
  const ethanol =
    ethanolStates === 0
      ? "Nesta pesquisa o etanol não compensa em nenhum estado"
      : `Nesta pesquisa o etanol compensa em ${states(ethanolStates)}`;
  const gasoline = gasolineStates === 0 ? "e a gasolina em nenhum" : `e a gasolina em ${gasolineStates}`;
  const incomplete =
    incompleteStates === 0
      ? ""
      : `; ${incompleteStates} ${plural(incompleteStates, { one: "estado ficou", other: "estados ficaram" })} sem um dos dois preços`;
  return `${ethanol} ${gasoline}${incomplete}.`;
}

/** "etanol compensa" or "gasolina compensa". */
function verdictPhrase(fuel: Fuel): string {
  return `${FUEL_NAME[fuel]} compensa`;
}

/** What a place without both prices lacks: "sem preço de etanol nesta pesquisa". */
export function missingPhrase(missing: MissingPrice): string {
  if (missing === "both") return "sem preços de etanol e de gasolina nesta pesquisa";
  return `sem preço de ${FUEL_NAME[missing]} nesta pesquisa`;
}

/** A place's ratio in words: "etanol a 59,8% da gasolina", or what is missing ("sem preço de etanol nesta pesquisa"). */
export function ratioPhrase(verdict: PlaceVerdict): string {
  if (!verdict.ok) return missingPhrase(verdict.missing);
  return `etanol a ${formatPercent(verdict.ratio)} da gasolina`;
}

/**
 * A place's verdict in words, as the map and the page say it:
 * "etanol a 59,8% da gasolina, etanol compensa", or what is missing.
 */
export function verdictDescription(verdict: PlaceVerdict): string {
  if (!verdict.ok) return missingPhrase(verdict.missing);
  return `${ratioPhrase(verdict)}, ${verdictPhrase(verdict.fuel)}`;
}

/** The months counted, in words: "12 meses", "11 meses com os dois preços", "1 mês". */
function monthsWithData(count: MonthCount): string {
  const months = `${count.withData} ${plural(count.withData, { one: "mês", other: "meses" })}`;
  return count.withData === count.months ? months : `${months} com os dois preços`;
}

/** How often ethanol paid off, after "o etanol": "compensou em 9 dos 12 meses". */
function winsPhrase(count: MonthCount): string {
  const wins = count.ethanolWins > 0;
  if (count.withData === 1) {
    const verb = wins ? "compensou" : "não compensou";
    return plural(count.months, { one: verb, other: `${verb} no único mês com os dois preços` });
  }
  const of = monthsWithData(count);
  if (!wins) return `não compensou em nenhum dos ${of}`;
  if (count.ethanolWins === count.withData) return `compensou em todos os ${of}`;
  return `compensou em ${count.ethanolWins} dos ${of}`;
}

/** The months counted, in words: "julho de 2025 a junho de 2026", "junho de 2026", or "" for none. */
function periodWords(count: MonthCount): string {
  if (!count.first || !count.last) return "";
  if (count.first === count.last) return formatMonth(count.first);
  return `${formatMonth(count.first)} a ${formatMonth(count.last)}`;
}

/**
 * The last months in one sentence: "Nos últimos 12 meses o etanol
 * compensou em 9 dos 12 meses (julho de 2025 a junho de 2026)." Handles
 * 1 ("em 1 dos 12 meses"), none ("não compensou em nenhum dos 12 meses"),
 * all ("em todos os 12 meses") and months without data ("dos 11 meses com
 * os dois preços").
 */
export function lastMonthsSentence(count: MonthCount): string {
  const span = plural(count.months, { one: "No último mês", other: `Nos últimos ${count.months} meses` });
  const period = count.first ? ` (${periodWords(count)})` : "";
  if (count.withData === 0) return `${span} a ANP não publicou os dois preços${period}.`;
  return `${span} o etanol ${winsPhrase(count)}${period}.`;
}

/**
 * The finding of a state's whole series, for the chart's title: "Em São
 * Paulo, o etanol compensou em 120 dos 161 meses com os dois preços, de
 * janeiro de 2013 a junho de 2026." `where` is the state with its
 * preposition ("em São Paulo", "na Bahia": `inState`).
 */
export function seriesFinding(where: string, count: MonthCount): string {
  const place = where.charAt(0).toUpperCase() + where.slice(1);
  const period = !count.first
    ? ""
    : count.first === count.last
      ? `, em ${periodWords(count)}`
      : `, de ${periodWords(count)}`;
  if (count.withData === 0) return `${place}, a ANP não publicou os dois preços${period}.`;
  return `${place}, o etanol ${winsPhrase(count)}${period}.`;
}

/** The titles of the axes of a state's ratio chart (build/RatioChart.tsx). */
export const RATIO_CHART_TEXT = {
  xAxis: "Ano (média de cada mês)",
  yAxis: "Etanol ÷ gasolina (%)",
} as const;

// ——— Where the calculator's prices come from ————————————————————————————

const OF_FUEL: Record<Fuel, string> = { ethanol: " do etanol", gasoline: " da gasolina" };

/**
 * Where the prices in the fields come from, for `place` and the `sources`
 * filled in from the survey week of `week`, as long as the fields hold them:
 * "Preço médio em Campinas (SP), pesquisa ANP de 7 a 13/06/2026, 25
 * postos."; "A ANP não pesquisa em Ilhabela. Mais próxima: Caraguatatuba
 * (SP), a 19 km. Preço médio em Caraguatatuba, …"; beyond NEAR_KM km the
 * state's mean, with the nearest city and its distance named. Names only
 * the fuel still holding the filled price when the driver changed the
 * other, says which fuel has no figure, and is null once both were replaced.
 */
export function priceSourceText(
  week: Pick<CityIndex, "weekStart" | "weekEnd">,
  place: PricePlace,
  sources: Record<Fuel, FuelSource>,
  current: Record<Fuel, string>,
): string | null {
  const fuels = FUELS.filter((fuel) => holdsFilledPrice(current[fuel], sources[fuel]));
  if (fuels.length === 0) return null;
  const state = stateByCode(place.uf);
  const where = state ? inState(state) : place.uf;
  const survey = `pesquisa ANP de ${formatSurveyWeek(week.weekStart, week.weekEnd)}`;
  const own = (fuel: Fuel) => {
    const source = sources[fuel];
    return source.kind === "city" && source.city === place.city;
  };
  const sentences: string[] = [];
  if (!own("ethanol") && !own("gasoline")) sentences.push(`A ANP não pesquisa em ${place.city}.`);
  else {
    for (const fuel of FUELS) {
      if (!own(fuel)) sentences.push(`A pesquisa da ANP não tem preço de ${FUEL_NAME[fuel]} em ${place.city}.`);
    }
  }
  // Fuels from one source share a sentence; each fuel is named only when the two differ.
  const key = (fuel: Fuel) => {
    const source = sources[fuel];
    if (source.kind === "city") return `city ${source.city}`;
    return source.kind === "state" ? `${source.kind} ${source.nearest?.city} ${source.nearest?.km}` : source.kind;
  };
  const groups = fuels.length === 2 && key("ethanol") === key("gasoline") ? [fuels] : fuels.map((fuel) => [fuel]);
  const split = groups.length > 1 || fuels.length === 1;
  for (const group of groups) {
    const [fuel] = group as [Fuel];
    const source = sources[fuel];
    const what = split ? OF_FUEL[fuel] : "";
    const withFuel = split && !own(fuel) ? ` com ${FUEL_NAME[fuel]}` : "";
    if (source.kind === "city") {
      // Stations behind the figures: the larger of the fuels' counts, as stationCount says.
      const stations = Math.max(...group.map((each) => (sources[each] as { stations: number }).stations));
      const count = `${stations} ${plural(stations, { one: "posto", other: "postos" })}`;
      if (source.city === place.city) {
        sentences.push(`Preço médio${what} em ${place.city} (${place.uf}), ${survey}, ${count}.`);
      } else {
        sentences.push(`Mais próxima${withFuel}: ${source.city} (${place.uf}), a ${formatKm(source.km)}.`);
        sentences.push(`Preço médio${what} em ${source.city}, ${survey}, ${count}.`);
      }
    } else if (source.kind === "state") {
      const nearest = source.nearest
        ? `Mais próxima${withFuel}: ${source.nearest.city} (${place.uf}), a ${formatKm(source.nearest.km)}, longe demais para valer aqui. `
        : "";
      sentences.push(`${nearest}Preço médio${what} ${where}, ${survey}.`);
    }
  }
  for (const fuel of FUELS) {
    if (sources[fuel].kind === "none") {
      sentences.push(`A pesquisa não tem preço de ${FUEL_NAME[fuel]} ${where}: digite o da bomba.`);
    }
  }
  return sentences.join(" ");
}

/**
 * The line under a municipality in the city panel's list (`sources`, its
 * {@link fuelSources}): its own means ("etanol R$ 4,19 · sem preço de
 * gasolina"), or whose prices stand in for it ("sem pesquisa da ANP: preços
 * de Caraguatatuba, a 19 km"; "sem pesquisa da ANP por perto: média do estado").
 */
export function townOptionDetail(town: TownOption, sources: Record<Fuel, FuelSource>): string {
  if (town.stations > 0) {
    return FUELS.map((fuel) => {
      const source = sources[fuel];
      const name = FUEL_NAME[fuel];
      return source.kind === "city" && source.city === town.name
        ? `${name} ${formatMean(source.mean)}`
        : `sem preço de ${name}`;
    }).join(" · ");
  }
  const source = sources.gasoline;
  if (source.kind === "city") return `sem pesquisa da ANP: preços de ${source.city}, a ${formatKm(source.km)}`;
  return "sem pesquisa da ANP por perto: média do estado";
}

/** The note on the same-state rule, shown when another place's prices stand in. */
export const SAME_STATE_NOTE = `Só indicamos cidades do mesmo estado, porque o ICMS, imposto estadual, muda o preço de um estado para outro; e os preços de uma vizinha só valem até ${NEAR_KM} km entre as sedes dos municípios: mais longe, vale a média do estado.`;
