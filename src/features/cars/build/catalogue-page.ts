/**
 * What /carros, the hub of the Inmetro – PBE Veicular pages, says apart
 * from its markup: the latest table and every make, the worked example of
 * the limit, the sentence on how far the limits spread from the 70% rule,
 * and the page's head and structured data. Pure: the page passes the catalogue.
 * Source: Inmetro – Programa Brasileiro de Etiquetagem Veicular (PBE Veicular).
 */
import type { CarsJson } from "#data/cars.ts";
import { carRatios, type CycleRatio } from "#features/cars/car-ratios.ts";
import { type Crumb, trailFrom } from "#lib/breadcrumbs.ts";
import { formatBRL, formatLongDate, formatPercent } from "#lib/format.ts";
import { ethanolBreakEven } from "#lib/fuel-comparison.ts";
import { CATALOGUE_PATH } from "#lib/paths.ts";
import type { DatasetSummary } from "#lib/structured-data.ts";
import {
  type CatalogueMake,
  catalogueMakes,
  type LatestTable,
  latestTable,
  PBEV_CREATOR,
  PBEV_SOURCE_URL,
  temporalCoverage,
} from "./catalogue-pages.ts";

/** The hub's figures and sentences. */
export interface CataloguePageView {
  readonly table: LatestTable;
  readonly makes: readonly CatalogueMake[];
  /** The year of the oldest table kept. */
  readonly firstYear: number;
  /** When the latest table was updated, in words ("3 de junho de 2026"). */
  readonly updated: string;
  /**
   * The worked example: a car of 8,6 km/l with ethanol and 12,1 km/l with
   * gasoline has the limit `city` (71,1%); against gasoline at R$ 6,00,
   * ethanol pays off up to `breakEven` ("R$ 4,26").
   */
  readonly example: { readonly city: CycleRatio; readonly breakEven: string };
  /** How far the latest table's limits spread around the 70% rule; null without cars. */
  readonly rangeText: string | null;
  readonly description: string;
  readonly trail: readonly Crumb[];
  readonly dataset: DatasetSummary;
}

/** The worked example of the intro: 8,6 km/l with ethanol, 12,1 km/l with gasoline, gasoline at R$ 6,00. */
function workedExample(): CataloguePageView["example"] {
  const ratios = carRatios({
    ethanolCity: "8.6",
    ethanolHighway: "8.6",
    gasolineCity: "12.1",
    gasolineHighway: "12.1",
  });
  return {
    city: ratios.city,
    breakEven: formatBRL(ethanolBreakEven({ n: 6n, d: 1n }, ratios.city.exact)),
  };
}

/** The spread of the limits, and how many cars fall below the 70% rule. */
function spreadText({ edition, range, allEditionsRange, belowRule, cars }: LatestTable, firstYear: number) {
  if (!range) return null;
  const all = allEditionsRange
    ? ` (nas tabelas de ${firstYear} a ${edition.year}, de ${formatPercent(allEditionsRange.min.rounded)} a ${formatPercent(allEditionsRange.max.rounded)}).`
    : ".";
  const below =
    belowRule > 0
      ? ` Em ${belowRule} dos ${cars.length} carros ele fica abaixo de 70%: neles, o etanol a 70% do preço da gasolina já não compensa.`
      : "";
  return `A famosa regra dos 70% é uma média. Na tabela de ${edition.year}, o limite no uso misto vai de ${formatPercent(range.min.rounded)} a ${formatPercent(range.max.rounded)}, conforme o carro${all}${below}`;
}

/** /carros from `catalogue`, every edition of the PBE Veicular tables (oldest first). */
export function cataloguePageView(catalogue: CarsJson): CataloguePageView {
  const table = latestTable(catalogue);
  const { edition } = table;
  const firstYear = catalogue.editions[0]?.year ?? edition.year;
  const description = `Até quantos por cento do preço da gasolina o etanol compensa no seu carro flex: busca, os que mais e menos aproveitam o etanol e cada marca, tabelas do Inmetro de ${firstYear} a ${edition.year}.`;
  return {
    table,
    makes: catalogueMakes(catalogue),
    firstYear,
    updated: formatLongDate(new Date(edition.updated)),
    example: workedExample(),
    rangeText: spreadText(table, firstYear),
    description,
    trail: trailFrom(["Carros", CATALOGUE_PATH]),
    dataset: {
      path: CATALOGUE_PATH,
      name: `Consumo e limite do etanol dos carros flex: Inmetro, PBE Veicular ${firstYear}–${edition.year}`,
      description,
      creator: PBEV_CREATOR,
      sourceUrl: PBEV_SOURCE_URL,
      temporalCoverage: temporalCoverage({ first: firstYear, last: edition.year }),
      spatialCoverage: "Brasil",
      dateModified: edition.updated,
      keywords: ["etanol", "gasolina", "carro flex", "consumo", "Inmetro", "PBE Veicular"],
    },
  };
}
