/**
 * The fixed texts of the calculator's city panel ("Usar os preços médios da
 * minha cidade"), apart from price-messages.ts because the calculator's
 * first script renders the panel's summary: this module must stay small.
 */
import type { PricePlace } from "./city-prices.ts";

/** A place as the city panel names it: "Campinas (SP)". */
export function placeName(place: PricePlace): string {
  return `${place.city} (${place.uf})`;
}

/** The city panel's fixed texts: its closed summary, the town field, the location button and its note. */
export const CITY_PANEL_TEXT = {
  summary: "Usar os preços médios da minha cidade",
  noPlace: "opcional",
  loading: "Carregando os municípios e a pesquisa da ANP…",
  loadFailed: "Não foi possível carregar os municípios.",
  townField: {
    label: "Cidade",
    placeholder: "Digite o nome da cidade",
    hint: "Qualquer um dos 5.571 municípios do Brasil, com ou sem acento.",
    emptyText: "Nenhum município com esse nome. Confira a grafia ou digite os preços.",
  },
  locate: "Usar minha localização",
  locating: "Localizando…",
  locationPrivacy:
    "Sua posição fica no seu aparelho: serve só para achar o município mais próximo e não é enviada a ninguém.",
} as const;

/** The button that fills the prices of the place remembered on this device: "Preencher com os preços de Campinas (SP)". */
export function rememberedPlaceLabel(place: PricePlace): string {
  return `Preencher com os preços de ${placeName(place)}`;
}
