import { LocateFixed } from "lucide-react";
import { type ComponentType, useDeferredValue, useId, useMemo, useState } from "react";
import { Button } from "#components/ui/Button.tsx";
import { Combobox, type ComboboxOption, MAX_OPTIONS } from "#components/ui/Combobox.tsx";
import type { Price } from "#data/dataset.ts";
import { rememberPlace } from "#features/prices/browser/price-place.ts";
import { CITY_PANEL_TEXT, placeName, rememberedPlaceLabel } from "#features/prices/city-panel-messages.ts";
import {
  type FuelSource,
  fuelSources,
  isTown,
  type PriceData,
  type PricePlace,
  sourcePrices,
  surveyedCity,
  surveyPrices,
  usesOtherPlace,
} from "#features/prices/city-prices.ts";
import { formatSurveyWeek, staleDataNotice } from "#features/prices/price-dates.ts";
import { priceSourceText, SAME_STATE_NOTE, townOptionDetail } from "#features/prices/price-messages.ts";
import { type TownOption, townSearch } from "#features/prices/town-search.ts";
import type { Fuel } from "#lib/fuels.ts";
import type { Uf } from "#lib/states.ts";
import { type LocationNote, useLocate } from "./use-locate.ts";

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

/** The town field's options for the text typed: each municipality found, with its line for the first listed. */
function useTownOptions(data: PriceData, query: string): TownPickerOption[] {
  const search = useMemo(() => townSearch(data.towns, data.cities), [data]);
  const deferredQuery = useDeferredValue(query);
  return useMemo(
    () =>
      search(deferredQuery).map((town, index): TownPickerOption => ({
        key: `${town.uf} ${town.name}`,
        label: placeName({ uf: town.uf, city: town.name }),
        town,
        // Only the listed options need their line.
        detail:
          index < MAX_OPTIONS ? townOptionDetail(town, fuelSources(data, { uf: town.uf, city: town.name })) : undefined,
      })),
    [search, deferredQuery, data],
  );
}

/**
 * The place chosen and the town field's text: `choose` fills the prices of
 * a place and remembers it on this device; `chooseFound`, for a place the
 * location button found, also writes its name in the field, remounted
 * (`fieldKey`) to show it.
 */
function usePlaceChoice(data: PriceData, initial: PricePlace | null, fill: PriceFields["fill"]) {
  const [query, setQuery] = useState(initial ? placeName(initial) : "");
  const [applied, setApplied] = useState<PricePlace | null>(initial);
  const [fieldKey, setFieldKey] = useState(0);

  function choose(place: PricePlace) {
    rememberPlace(place);
    setApplied(place);
    fill(sourcePrices(fuelSources(data, place)));
  }

  function chooseFound(found: PricePlace) {
    choose({ uf: found.uf, city: found.city });
    setQuery(placeName(found));
    setFieldKey((key) => key + 1);
  }

  return { query, setQuery, applied, fieldKey, choose, chooseFound };
}

/** "Usar minha localização", described by the note on where the position goes; "Localizando…" while it looks. */
function LocateButton({
  locating,
  onLocate,
  describedBy,
}: {
  locating: boolean;
  onLocate: () => Promise<void>;
  describedBy: string;
}) {
  return (
    <div className="flex flex-col gap-1.5 sm:pt-7">
      <Button
        variant="outline"
        onClick={() => void onLocate()}
        disabled={locating}
        aria-describedby={describedBy}
        className="sm:w-max"
      >
        <LocateFixed aria-hidden="true" className="size-5" />
        {locating ? CITY_PANEL_TEXT.locating : CITY_PANEL_TEXT.locate}
      </Button>
    </div>
  );
}

/** The location button's note (it says where the position goes) and what it found, or why it found nothing. */
function LocationNotes({ id, note }: { id: string; note: LocationNote | null }) {
  return (
    <>
      <p id={id} className="text-sm text-slate-700">
        {CITY_PANEL_TEXT.locationPrivacy}
      </p>
      {note && (
        <p
          role={note.failed ? "alert" : "status"}
          className={`text-sm font-medium ${note.failed ? "text-red-800" : "text-slate-800"}`}
        >
          {note.text}
        </p>
      )}
    </>
  );
}

/**
 * Where the prices in the fields come from (`priceSourceText`), while they
 * hold them, with the note on the same-state rule, the notice for old data
 * and the calculator's `Note` while both fields hold the survey's prices.
 */
function PriceSourceStatus({
  data,
  place,
  sources,
  current,
  Note,
}: {
  data: PriceData;
  place: PricePlace;
  sources: Record<Fuel, FuelSource>;
  current: PriceFields["current"];
  Note: SurveyNote | undefined;
}) {
  const source = priceSourceText(data.cities, place, sources, current);
  if (!source) return null;
  const survey = surveyPrices(sources, current);
  const stale = staleDataNotice(data.cities.weekEnd, new Date());
  return (
    <div role="status" className="space-y-1 text-sm font-medium text-slate-800">
      <p>{source}</p>
      {usesOtherPlace(place, sources) && <p className="font-normal text-slate-700">{SAME_STATE_NOTE}</p>}
      {stale && <strong className="block text-amber-900">{stale}.</strong>}
      {survey && Note && <Note prices={survey} />}
    </div>
  );
}

/** What the panel takes from the calculator and from the island that loaded it. */
type CityPricesPanelProps = PriceFields & {
  data: PriceData;
  /** The place already filled in when the panel opened, if any. */
  initial: PricePlace | null;
  /** The place remembered on this device, offered. */
  remembered: PricePlace | null;
  /** More to say about the survey's prices, while both fields hold them. */
  note?: SurveyNote;
  /** The stations of the survey behind the chosen place's prices. */
  stations?: StationsSlot;
};

/**
 * The body of "Usar os preços médios da minha cidade": one search field
 * over Brazil's 5,571 municipalities, each with its UF (accents, case and
 * small typos ignored), and "Usar minha localização", which asks the
 * browser for the position only when tapped and picks the municipality
 * whose seat is nearest (use-locate.ts). Choosing a municipality fills both price fields
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
  note,
  stations: Stations,
}: CityPricesPanelProps) {
  const { query, setQuery, applied, fieldKey, choose, chooseFound } = usePlaceChoice(data, initial, fill);
  const locationId = useId();
  const options = useTownOptions(data, query);
  const location = useLocate(data, chooseFound);
  const sources = applied && isTown(data, applied) ? fuelSources(data, applied) : null;
  const offer = remembered && isTown(data, remembered) && !applied ? remembered : undefined;
  const surveyed = applied && sources ? surveyedCity(sources) : null;

  return (
    <>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <Combobox<TownPickerOption>
          key={fieldKey}
          {...CITY_PANEL_TEXT.townField}
          options={options}
          initialInputValue={query}
          onInputValueChange={setQuery}
          onSelect={(option) => {
            setQuery(option.label);
            location.clearNote();
            choose({ uf: option.town.uf, city: option.town.name });
          }}
        />
        <LocateButton locating={location.locating} onLocate={location.locate} describedBy={locationId} />
      </div>
      <LocationNotes id={locationId} note={location.note} />
      {offer && (
        <Button variant="outline" size="sm" onClick={() => choose(offer)}>
          {rememberedPlaceLabel(offer)}
        </Button>
      )}
      {applied && sources && (
        <PriceSourceStatus data={data} place={applied} sources={sources} current={current} Note={note} />
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
