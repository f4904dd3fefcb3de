/**
 * The share card of a make's page (/carros/<marca>, src/lib/share-card.ts):
 * the range of the ethanol limits of its flex versions in the "misto"
 * cycle, how many versions and models, and the Inmetro tables they come from.
 * Source: Inmetro – PBE Veicular (data/pbev/cars.json).
 */
import { MIXED_SPLIT } from "#features/cars/car-messages.ts";
import { mixedRatioRange } from "#features/cars/car-ratios.ts";
import { formatPercent } from "#lib/format.ts";
import { plural } from "#lib/plural.ts";
import type { ShareCard } from "#lib/share-card.ts";
import type { MakeCatalogue } from "./catalogue-pages.ts";

/** "2020 a 2026", or "2026" for one table. */
function tableYears(make: MakeCatalogue["make"]): string {
  return make.firstYear === make.lastYear ? String(make.firstYear) : `${make.firstYear} a ${make.lastYear}`;
}

/**
 * A make's card: "Carros flex Chevrolet"; the lowest and highest "misto"
 * limit of its versions ("66,1% a 72,1%", one figure when they are equal),
 * what that limit means, "221 versões flex de 14 modelos"; the tables cited.
 */
export function makeCard({ make, models }: MakeCatalogue): ShareCard {
  const versions = models.flatMap((group) => group.cars);
  const range = mixedRatioRange(versions);
  const limits = !range
    ? "Sem consumo publicado"
    : range.min.rounded === range.max.rounded
      ? formatPercent(range.min.rounded)
      : `${formatPercent(range.min.rounded)} a ${formatPercent(range.max.rounded)}`;
  const count = (n: number, one: string, many: string) => `${n} ${plural(n, { one, other: many })}`;
  return {
    title: `Carros flex ${make.name}`,
    headline: limits,
    tone: null,
    lines: [
      "Limite do etanol, conforme a versão",
      `Até esse percentual do preço da gasolina, o etanol compensa no uso misto (${MIXED_SPLIT})`,
      `${count(versions.length, "versão flex", "versões flex")} de ${count(make.modelCount, "modelo", "modelos")}`,
    ],
    source: `Inmetro – PBE Veicular ${tableYears(make)}`,
  };
}
