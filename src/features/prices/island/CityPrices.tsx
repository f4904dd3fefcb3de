import { MapPin } from "lucide-react";
import { useRef, useState } from "react";
import { useExternalStore } from "#browser/external-store.ts";
import { RetryAlert } from "#components/ui/RetryAlert.tsx";
import { useToggleOnHydration } from "#components/ui/use-toggle-on-hydration.ts";
import { loadCityIndex } from "#data/cities.ts";
import { loadTownIndex } from "#data/towns.ts";
import { pricePlaceStore } from "#features/prices/browser/price-place.ts";
import { CITY_PANEL_TEXT, placeName } from "#features/prices/city-panel-messages.ts";
import { fuelSources, isTown, type PriceData, type PricePlace, sourcePrices } from "#features/prices/city-prices.ts";
import type { CityPricesPanel, PriceFields, StationsSlot, SurveyNote } from "./CityPricesPanel.tsx";
type Loaded = { data: PriceData; Panel: typeof CityPricesPanel; applied: PricePlace | null };
type Data = { state: "idle" | "loading" | "failed" } | ({ state: "ready" } & Loaded);

/**
 * The panel's code, cities.json and towns.json, as separate chunks fetched
 * when the driver first opens the panel (the service worker keeps them for offline use).
 */
const loadPanel = () => Promise.all([import("./CityPricesPanel.tsx"), loadCityIndex(), loadTownIndex()]);

/** The calculator's fields, and what the panel adds below its sentence on the prices' source. */
type CityPricesProps = PriceFields & {
  /** More to say about the survey's prices while both fields hold them (the panel's `note`). */
  note?: SurveyNote;
  /** The stations of the survey behind the chosen place (the panel's `stations`). */
  stations?: StationsSlot;
};

/**
 * "Usar os preços médios da minha cidade": a panel, closed at first, whose
 * summary names the place remembered on this device. Opening it fetches
 * the ANP weekly survey's city means, the list of every municipality with
 * its nearest survey and the picker ({@link CityPricesPanel}); a
 * remembered place is then filled in at once
 * if both price fields are empty. A failed fetch says so and offers to try again.
 */
export function CityPrices({ current, fill, note, stations }: CityPricesProps) {
  const remembered = useExternalStore(pricePlaceStore);
  const [data, setData] = useState<Data>({ state: "idle" });
  const details = useRef<HTMLDetailsElement>(null);
  useToggleOnHydration(details);

  function load() {
    setData({ state: "loading" });
    loadPanel().then(
      ([module, cities, towns]) => {
        const loaded = { cities, towns };
        const autoFill =
          remembered && isTown(loaded, remembered) && current.ethanol === "" && current.gasoline === ""
            ? remembered
            : null;
        if (autoFill) fill(sourcePrices(fuelSources(loaded, autoFill)));
        setData({ state: "ready", data: loaded, Panel: module.CityPricesPanel, applied: autoFill });
      },
      () => setData({ state: "failed" }),
    );
  }

  return (
    <details
      ref={details}
      className="group rounded-2xl border border-slate-300 bg-slate-50 sm:col-span-2"
      onToggle={(event) => {
        if (event.currentTarget.open && data.state === "idle") load();
      }}
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-2xl px-4 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        <MapPin aria-hidden="true" className="size-5 text-blue-800" />
        {CITY_PANEL_TEXT.summary}
        <span className="ml-auto text-sm font-normal text-slate-700">
          {remembered ? placeName(remembered) : CITY_PANEL_TEXT.noPlace}
        </span>
      </summary>
      <div className="space-y-3 px-4 pb-4">
        {data.state === "loading" && <p className="text-sm text-slate-700">{CITY_PANEL_TEXT.loading}</p>}
        {data.state === "failed" && <RetryAlert failure={CITY_PANEL_TEXT.loadFailed} onRetry={load} />}
        {data.state === "ready" && (
          <data.Panel
            data={data.data}
            initial={data.applied}
            remembered={remembered}
            current={current}
            fill={fill}
            note={note}
            stations={stations}
          />
        )}
      </div>
    </details>
  );
}
