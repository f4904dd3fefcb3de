import { LocateFixed } from "lucide-react";
import { type ComponentType, useDeferredValue, useId, useMemo, useState } from "react";
import { Button } from "#components/ui/Button.tsx";
import { Combobox, type ComboboxOption, MAX_OPTIONS } from "#components/ui/Combobox.tsx";
import type { Price } from "#data/dataset.ts";
import { loadTownCoordinates } from "#data/towns.ts";
import { formatKm } from "#lib/format-figures.ts";
import { FUEL_NAME, FUELS, type Fuel } from "#lib/fuels.ts";
import type { Uf } from "#lib/states.ts";
import {
  fuelSources,
  isTown,
  type PriceData,
  type PricePlace,
  sourcePrices,
  surveyedCity,
  surveyPrices,
  usesOtherPlace,
} from "../city-prices.ts";
import { failureOf, type Located, locationMessage, MAX_LOCATION_KM, nearestTown } from "../locate.ts";
import { formatSurveyWeek, staleDataNotice } from "../price-dates.ts";
import { formatMean } from "../price-format.ts";
import { priceSourceText, SAME_STATE_NOTE } from "../price-messages.ts";
import { type TownOption, townSearch } from "../town-search.ts";
import { rememberPlace } from "./price-place.ts";

/** What a price finder gets from the calculator: its fields now, and a way to fill them. */
export interface PriceFields {
  /** The calculator's fields now (R$ per litre as typed). */
  current: { ethanol: string; gasoline: string };
  /**
   * Puts prices in the calculator's fields (R$ per litre as decimal text);
   * null leaves a field as it is. `source` names where both come from, for the verdict.
   */
  fill: (prices: { ethanol: Price | null; gasoline: Price | null }, source?: string) => void;
}

/**
 * What else to say about the survey's prices while both fields hold them
 * (R$/l, decimal text): rendered inside the panel's polite status, after
 * the sentence on where they come from.
 */
export type SurveyNote = ComponentType<{ prices: Record<Fuel, Price> }>;

/**
 * The stations of the survey that stands for the chosen place (`city` of
 * `uf`, its seat `km` away; 0 for the place itself), for the survey `week`
 * in words; `fill` puts a station's two prices in the fields with the
 * sentence that names it. Rendered below the sentence on the prices' source.
 */
export type StationsSlot = ComponentType<{
  uf: Uf;
  city: string;
  km: number;
  week: string;
  fill: (prices: Record<Fuel, Price>, source: string) => void;
}>;

interface TownPickerOption extends ComboboxOption {
  town: TownOption;
}

/** The position from the browser, at most 5 minutes old, within 15 s; rejects with the failure. */
function currentPosition(): Promise<GeolocationCoordinates> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) {
      reject(new Error("unsupported"));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(position.coords),
      (error) => reject(new Error(failureOf(error.code))),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}

/** The line under an option: its own means, or whose prices stand in for it. */
function optionDetail(data: PriceData, town: TownOption): string {
  const sources = fuelSources(data, { uf: town.uf, city: town.name });
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

/**
 * The body of "Usar os preços médios da minha cidade": one search field
 * over Brazil's 5,571 municipalities, each with its UF (accents, case and
 * small typos ignored), and "Usar minha localização", which asks the
 * browser for the position only when tapped and picks the municipality
 * whose seat is nearest. Choosing a municipality fills both price fields
 * (its own survey means, the nearest survey's in the same state within
 * 50 km, or the state's mean: {@link fuelSources}) and remembers it on
 * this device; the sentence below says where the prices come from, as long
 * as the fields hold them, with the note on the same-state rule, the
 * notice for old data and, while both fields hold the survey's prices, the
 * `note` the calculator adds (the share of cars for which ethanol pays off).
 */
export function CityPricesPanel({
  data,
  initial,
  remembered,
  current,
  fill,
  note: Note,
  stations: Stations,
}: PriceFields & {
  data: PriceData;
  /** The place already filled in when the panel opened, if any. */
  initial: PricePlace | null;
  /** The place remembered on this device, offered. */
  remembered: PricePlace | null;
  /** More to say about the survey's prices, while both fields hold them. */
  note?: SurveyNote;
  /** The stations of the survey behind the chosen place's prices. */
  stations?: StationsSlot;
}) {
  const search = useMemo(() => townSearch(data.towns, data.cities), [data]);
  const [query, setQuery] = useState(initial ? `${initial.city} (${initial.uf})` : "");
  const deferredQuery = useDeferredValue(query);
  const [applied, setApplied] = useState<PricePlace | null>(initial);
  // Remounts the field with the chosen name when the place comes from the location button.
  const [fieldKey, setFieldKey] = useState(0);
  const [locating, setLocating] = useState(false);
  const [location, setLocation] = useState<{ failed: boolean; text: string } | null>(null);
  const locationId = useId();

  function choose(place: PricePlace) {
    rememberPlace(place);
    setApplied(place);
    fill(sourcePrices(fuelSources(data, place)));
  }

  async function locate() {
    setLocating(true);
    setLocation(null);
    try {
      const [position, coordinates] = await Promise.all([currentPosition(), loadTownCoordinates()]);
      const found: Located | null = nearestTown(data.towns, coordinates, position);
      if (!found || found.km > MAX_LOCATION_KM) {
        setLocation({ failed: true, text: locationMessage("far", found) });
        return;
      }
      choose({ uf: found.uf, city: found.city });
      setQuery(`${found.city} (${found.uf})`);
      setFieldKey((key) => key + 1);
      setLocation({
        failed: false,
        text: `Pela sua localização: ${found.city} (${found.uf}), sede a ${formatKm(found.km)}.`,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : "";
      setLocation({
        failed: true,
        text: locationMessage(
          reason === "denied" || reason === "timeout" || reason === "unsupported" ? reason : "unavailable",
        ),
      });
    } finally {
      setLocating(false);
    }
  }

  const options = useMemo(
    () =>
      search(deferredQuery).map((town, index): TownPickerOption => ({
        key: `${town.uf} ${town.name}`,
        label: `${town.name} (${town.uf})`,
        town,
        // Only the listed options need their line.
        detail: index < MAX_OPTIONS ? optionDetail(data, town) : undefined,
      })),
    [search, deferredQuery, data],
  );
  const sources = applied && isTown(data, applied) ? fuelSources(data, applied) : null;
  const source = applied && sources ? priceSourceText(data.cities, applied, sources, current) : null;
  const survey = sources && surveyPrices(sources, current);
  const stale = staleDataNotice(data.cities.weekEnd, new Date());
  const offer = remembered && isTown(data, remembered) && !applied ? remembered : undefined;
  const surveyed = applied && sources ? surveyedCity(sources) : null;

  return (
    <>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <Combobox<TownPickerOption>
          key={fieldKey}
          label="Cidade"
          options={options}
          initialInputValue={query}
          onInputValueChange={setQuery}
          onSelect={(option) => {
            setQuery(option.label);
            setLocation(null);
            choose({ uf: option.town.uf, city: option.town.name });
          }}
          placeholder="Digite o nome da cidade"
          hint="Qualquer um dos 5.571 municípios do Brasil, com ou sem acento."
          emptyText="Nenhum município com esse nome. Confira a grafia ou digite os preços."
        />
        <div className="flex flex-col gap-1.5 sm:pt-7">
          <Button
            variant="outline"
            onClick={() => void locate()}
            disabled={locating}
            aria-describedby={locationId}
            className="sm:w-max"
          >
            <LocateFixed aria-hidden="true" className="size-5" />
            {locating ? "Localizando…" : "Usar minha localização"}
          </Button>
        </div>
      </div>
      <p id={locationId} className="text-sm text-slate-700">
        Sua posição fica no seu aparelho: serve só para achar o município mais próximo e não é enviada a ninguém.
      </p>
      {location && (
        <p
          role={location.failed ? "alert" : "status"}
          className={`text-sm font-medium ${location.failed ? "text-red-800" : "text-slate-800"}`}
        >
          {location.text}
        </p>
      )}
      {offer && (
        <Button variant="outline" size="sm" onClick={() => choose(offer)}>
          Preencher com os preços de {offer.city} ({offer.uf})
        </Button>
      )}
      {source && applied && sources && (
        <div role="status" className="space-y-1 text-sm font-medium text-slate-800">
          <p>{source}</p>
          {usesOtherPlace(applied, sources) && <p className="font-normal text-slate-700">{SAME_STATE_NOTE}</p>}
          {stale && <strong className="block text-amber-900">{stale}.</strong>}
          {survey && Note && <Note prices={survey} />}
        </div>
      )}
      {applied && surveyed && Stations && (
        <Stations
          key={`${applied.uf} ${surveyed.city}`}
          uf={applied.uf}
          city={surveyed.city}
          km={surveyed.km}
          week={formatSurveyWeek(data.cities.weekStart, data.cities.weekEnd)}
          fill={fill}
        />
      )}
    </>
  );
}
