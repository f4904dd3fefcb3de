/**
 * The orders of a station list and how the page names them: by cost per km
 * with the 70% rule (the ethanol price ÷ 0,7 against the gasoline price,
 * station-ranking.ts), by the ethanol price or by the gasoline price. No
 * imports: the list's inline script uses it as it is.
 */

/** How a list of stations is ordered. */
export type StationOrder = "cost" | "ethanol" | "gasoline";

/** The orders, the default first. */
export const STATION_ORDERS: readonly StationOrder[] = ["cost", "ethanol", "gasoline"];

/** How a list is ordered, in words, for the sentence above it. */
const ORDER_LABEL: Readonly<Record<StationOrder, string>> = {
  cost: "do menor para o maior custo por km pela regra dos 70% (um litro de etanol rende cerca de 70% de um litro de gasolina)",
  ethanol: "do menor para o maior preço do etanol (postos sem etanol no fim)",
  gasoline: "do menor para o maior preço da gasolina (postos sem gasolina no fim)",
};

/** The choice of order, as a control names it. */
export const ORDER_OPTION: Readonly<Record<StationOrder, string>> = {
  cost: "Menor custo por km",
  ethanol: "Menor preço do etanol",
  gasoline: "Menor preço da gasolina",
};

/** "Postos em ordem do menor para o maior custo por km pela regra dos 70% (…)." */
export function orderSentence(order: StationOrder): string {
  return `Postos em ordem ${ORDER_LABEL[order]}.`;
}
