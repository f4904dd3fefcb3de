/**
 * What the car pages and the car picker say, in pt-BR: how the combined
 * ("misto") cycle is defined and a car's name as people write it. The
 * figures come from car-ratios.ts; the wording lives here, beside the other
 * messages of the cars feature.
 * Source: Inmetro – PBE Veicular (data/pbev/README.md).
 */
import { subtract, toRoundedNumber } from "#lib/decimal.ts";
import { formatKmPerLitre } from "#lib/format-figures.ts";
import { formatPercent } from "#lib/format.ts";
import { type CycleKmPerLitre, MIXED_CITY_SHARE } from "#lib/fuel-comparison.ts";
import { plural } from "#lib/plural.ts";
import { type CarVersion, formatYears } from "./car-versions.ts";

/** The shares of city and highway driving in the "misto" cycle, as percentages: 55% and 45% (`MIXED_CITY_SHARE`). */
const CITY = formatPercent(toRoundedNumber(MIXED_CITY_SHARE, 2));
const HIGHWAY = formatPercent(toRoundedNumber(subtract({ n: 1n, d: 1n }, MIXED_CITY_SHARE), 2));

/** The misto split as the site words it, from `MIXED_CITY_SHARE`: "55% cidade, 45% estrada". */
export const MIXED_SPLIT = `${CITY} cidade, ${HIGHWAY} estrada`;

/**
 * The one definition of "misto" the pages give, from `MIXED_CITY_SHARE`:
 * "o uso misto combina 55% de cidade e 45% de estrada, somando os litros
 * gastos por quilômetro em cada trecho" (weighted on litres per km, never
 * an average of km/l: src/lib/fuel-comparison.ts).
 */
export const MIXED_DEFINITION = `o uso misto combina ${CITY} de cidade e ${HIGHWAY} de estrada, somando os litros gastos por quilômetro em cada trecho`;

/** A car as people write it, without its engine: "Citroën C3 XTR 1.0", "Fiat Argo" (a version printed without a name). */
export function shortCarName(version: Pick<CarVersion, "make" | "model" | "version">): string {
  return [version.make, version.model, version.version].filter(Boolean).join(" ");
}

// ——— The calculator's car picker ——————————————————————————————————————————

/** The car picker's fixed texts. */
export const CAR_PICKER_TEXT = {
  label: "Escolher meu carro",
  placeholder: "Ex.: onix, hb20 1.0, polo tsi",
  notFound: "Nenhum carro flex encontrado. Tente só o modelo (ex.: onix) ou a marca.",
  loading: "Carregando a tabela do Inmetro…",
  hint: "Todas as versões flex das tabelas do PBE Veicular 2020 a 2026: consumo declarado pelas montadoras e publicado pelo Inmetro.",
  loadFailed: "Não foi possível carregar a tabela do Inmetro.",
  cycleLegend: "Como você mais roda?",
  remove: "Remover carro escolhido",
} as const;

/** The line under a car of the picker's list: "Manual 6 marchas · tabelas 2024–2026". */
export function carOptionDetail(car: Pick<CarVersion, "transmission" | "years">): string {
  return `${car.transmission} · ${plural(car.years.length, { one: "tabela", other: "tabelas" })} ${formatYears(car.years)}`;
}

/** A car option's tooltip: its name as Inmetro's newest table prints it. */
export function carOptionTitle(car: Pick<CarVersion, "official">): string {
  return `Na tabela do Inmetro: ${car.official[0]}`;
}

/** The tables of the chosen car, after its name: "(tabela 2026)", "(tabelas 2024–2026)", "(tabelas 2020, 2022)". */
export function chosenTablesText(years: string): string {
  return `(tabela${/[–,]/.test(years) ? "s" : ""} ${years})`;
}

/**
 * The chosen car's four figures and their source: "Etanol: 8,6 km/l na
 * cidade, 9,8 km/l na estrada. Gasolina: 12,1 km/l na cidade, 13,9 km/l na
 * estrada. Fonte: Inmetro, PBEV 2026, onde aparece como “ONIX LTZ”." (the
 * name Inmetro prints only when it differs).
 */
export function chosenFiguresText(figures: CycleKmPerLitre, tableYear: number, official?: string): string {
  const [ethanolCity, ethanolHighway, gasolineCity, gasolineHighway] = [
    figures.ethanolCity,
    figures.ethanolHighway,
    figures.gasolineCity,
    figures.gasolineHighway,
  ].map((figure) => formatKmPerLitre(figure));
  const source = `Fonte: Inmetro, PBEV ${tableYear}${official ? `, onde aparece como “${official}”` : ""}`;
  return `Etanol: ${ethanolCity} na cidade, ${ethanolHighway} na estrada. Gasolina: ${gasolineCity} na cidade, ${gasolineHighway} na estrada. ${source}.`;
}

/** The chosen car's limit: "O etanol compensa neste carro até 71,1% do preço da gasolina." (`threshold`, a ratio). */
export function chosenLimitText(threshold: number): string {
  return `O etanol compensa neste carro até ${formatPercent(threshold)} do preço da gasolina.`;
}
