/**
 * What the calculator's "Meus postos" shows of a kept station: its prices
 * this week and their change, from its state's newest prices file by CNPJ
 * (/precos/<uf>/postos-precos.json), or that the newest survey does not
 * have it, naming the week; never a price the device stored.
 * Source: ANP – Levantamento de Preços de Combustíveis, postos revendedores.
 */
import type { StatePricesJson } from "#data/browser/station-prices.ts";
import type { SurveyWeek } from "#data/build/anp-history.ts";
import { formatDay } from "#lib/format-figures.ts";
import type { KeptStation } from "./kept-stations.ts";
import type { StationChange, StationPrices } from "./station-change.ts";
import { shortWeek } from "./station-messages.ts";
import { changeSince, rowPrices } from "./station-picks.ts";

/** What the calculator shows of a kept station against its state's newest prices file. */
type KeptStationView =
  | {
      readonly kind: "surveyed";
      /** This week's prices and days (R$/l). */
      readonly prices: StationPrices;
      /** Its change since the previous survey; null when no previous survey is kept. */
      readonly change: StationChange | null;
    }
  /** Not in the newest survey, whose `week` is named: no price is shown. */
  | { readonly kind: "absent"; readonly week: SurveyWeek };

/** A kept station in its state's newest prices file (by CNPJ), or absent from it. */
export function keptStationView(station: KeptStation, file: StatePricesJson): KeptStationView {
  const row = file.stations[station.cnpj];
  if (!row) return { kind: "absent", week: { start: file.weekStart, end: file.weekEnd } };
  const prices = rowPrices(row);
  return { kind: "surveyed", prices, change: changeSince(prices, row[2], file.previous) };
}

/** A survey week with its year: "14 a 20/06/2026", "28/06 a 04/07/2026", "28/12/2025 a 03/01/2026". */
export function weekWithYear(week: SurveyWeek): string {
  if (week.start.slice(0, 4) !== week.end.slice(0, 4)) return `${formatDay(week.start)} a ${formatDay(week.end)}`;
  return `${shortWeek(week)}/${week.end.slice(0, 4)}`;
}

/** What a kept station missing from the newest survey says in place of prices. */
export function absentText(week: SurveyWeek): string {
  return `Fora da pesquisa de ${weekWithYear(week)}: a ANP não publicou preços deste posto nessa semana.`;
}
