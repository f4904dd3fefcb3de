/**
 * The table of state means the framed calculator's page embeds
 * (/embed/calculadora?uf=sp, docs/embed.md), from the newest kept week:
 * each state's two means and the sentence that names them, read in the
 * browser by ../embed-prices.ts.
 * Source: ANP – Levantamento de Preços de Combustíveis, weekly summary (the
 * state means of sheet ESTADOS).
 */
import type { WeeklyPrices } from "#data/build/weekly.ts";
import type { EmbedPriceTable, EmbedStatePrices } from "#features/prices/embed-prices.ts";
import { formatSurveyWeek } from "#features/prices/price-dates.ts";
import { inState } from "#features/prices/state-names.ts";
import { stateByCode } from "#lib/states.ts";

/**
 * The sentence that names a state's means: "Médias da ANP em São Paulo,
 * pesquisa de 14 a 20/06/2026" ("no Rio de Janeiro", "na Bahia": the
 * state's own preposition, state-names.ts), from the survey's first and
 * last day (ISO dates).
 */
export function stateMeansSource(state: Parameters<typeof inState>[0], weekStart: string, weekEnd: string): string {
  return `Médias da ANP ${inState(state)}, pesquisa de ${formatSurveyWeek(weekStart, weekEnd)}`;
}

/**
 * The table the page embeds: every state of `weekly` (the newest kept
 * week) whose survey has a mean for both fuels; a state without one is
 * left out, so its `?uf=` is ignored like an unknown code.
 */
export function embedPriceTable(weekly: WeeklyPrices): EmbedPriceTable {
  const table: Record<string, EmbedStatePrices> = {};
  for (const row of weekly.states) {
    const state = stateByCode(row.uf);
    if (!state || !row.ethanol || !row.gasoline) continue;
    table[state.code] = {
      ethanol: row.ethanol.mean,
      gasoline: row.gasoline.mean,
      source: stateMeansSource(state, weekly.weekStart, weekly.weekEnd),
    };
  }
  return table;
}
