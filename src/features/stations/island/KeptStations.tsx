import { useId, useRef, useState } from "react";
import { useExternalStore } from "#browser/external-store.ts";
import { Button } from "#components/ui/Button.tsx";
import { RetryAlert } from "#components/ui/RetryAlert.tsx";
import { followsStore, removeStation } from "#features/stations/browser/kept-stations-store.ts";
import { unfollowedText } from "#features/stations/follows.ts";
import { absentText, keptStationView, weekWithYear } from "#features/stations/kept-station-view.ts";
import { keepLabel, type KeptStation, keptStates, removedText } from "#features/stations/kept-stations.ts";
import type { StationPrices } from "#features/stations/station-change.ts";
import { filledText, keptListIntro, STATION_LIST_TEXT } from "#features/stations/station-messages.ts";
import { pickSource } from "#features/stations/station-picks.ts";
import { Following, SinceLastVisitPanel } from "./AlertsParts.tsx";
import { placeWithCity, StationCard, StationCardFrame } from "./StationCard.tsx";
import type { FillFromStation } from "./StationPicks.tsx";
import { type PriceFiles, useStatePrices } from "./use-state-files.ts";
import { UsePricesButton } from "./UsePricesButton.tsx";

/** A kept station's prices as both fuels sold, for the calculator's fields. */
type BothPrices = { [Fuel in keyof StationPrices]: NonNullable<StationPrices[Fuel]> };

/**
 * One kept station: its card with this survey's prices (and "Usar os
 * preços deste posto" when it sold both fuels), or its name and place with
 * why there is no price (absent from the survey, not loaded, loading);
 * "Remover de Meus postos" either way.
 */
function KeptStationItem({
  station,
  file,
  onUse,
  onRemove,
}: {
  station: KeptStation;
  file: PriceFiles[keyof PriceFiles];
  onUse: (prices: BothPrices) => void;
  onRemove: () => void;
}) {
  const view = file && file !== "failed" ? keptStationView(station, file) : null;
  const remove = (
    <Button variant="outline" size="sm" onClick={onRemove}>
      {keepLabel(true)}
      <span className="sr-only">: {station.name}</span>
    </Button>
  );
  if (view?.kind === "surveyed" && file && file !== "failed") {
    const { ethanol, gasoline } = view.prices;
    const use = ethanol && gasoline && (
      <UsePricesButton name={station.name} onUse={() => onUse({ ethanol, gasoline })} />
    );
    return (
      <StationCard
        station={{ ...station, prices: view.prices }}
        heading="h4"
        withCity
        change={view.change}
        previousWeek={file.previous}
        actions={
          <>
            {use}
            {remove}
          </>
        }
      />
    );
  }
  const why =
    view?.kind === "absent"
      ? absentText(view.week)
      : file === "failed"
        ? STATION_LIST_TEXT.keptNotLoaded
        : STATION_LIST_TEXT.keptLoading;
  return (
    <StationCardFrame
      name={station.name}
      brand={station.brand}
      place={placeWithCity(station)}
      heading="h4"
      actions={remove}
    >
      <p className="text-sm font-medium text-slate-800">{why}</p>
    </StationCardFrame>
  );
}

/**
 * "Meus postos", first in the calculator's price finder, with or without a
 * place chosen: the stations kept on this device, each with its prices in
 * the newest survey (by CNPJ, from its state's prices file, loaded when
 * this first renders), their change since the previous survey, its verdict,
 * "Usar os preços deste posto" (fills both fields and calculates; the
 * verdict names the station and the days) and "Remover de Meus postos". A
 * station the newest survey lacks says so, naming the week, with no price.
 */
export function KeptStations({ fill }: { fill: FillFromStation }) {
  const { stations: kept, cities } = useExternalStore(followsStore);
  const { files, retry } = useStatePrices(keptStates(kept));
  const [said, setSaid] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const ready = Object.values(files).find((file) => file !== "failed");

  function use(station: KeptStation, { ethanol, gasoline }: BothPrices) {
    setSaid(filledText(station.name));
    const prices = {
      ethanol: [ethanol.price, ethanol.collected],
      gasoline: [gasoline.price, gasoline.collected],
    } as const;
    fill({ ethanol: ethanol.price, gasoline: gasoline.price }, pickSource({ ...station, ...prices }, station.city));
  }

  /** Says what was removed, and moves focus to the heading (the removed item's button is gone). */
  function announce(text: string) {
    setSaid(text);
    heading.current?.focus();
  }

  async function remove(station: KeptStation) {
    if ((await removeStation(station.cnpj)) === "unfollowed") announce(removedText(station.name));
  }

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-2xl border border-slate-300 bg-slate-50 p-4 sm:col-span-2"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-slate-900">
        {STATION_LIST_TEXT.keptHeading}
      </h3>
      <p className="text-sm text-slate-700">
        {kept.length === 0
          ? STATION_LIST_TEXT.noneKept
          : keptListIntro(ready ? weekWithYear({ start: ready.weekStart, end: ready.weekEnd }) : null)}
      </p>
      <SinceLastVisitPanel />
      {Object.values(files).includes("failed") && (
        <RetryAlert failure={STATION_LIST_TEXT.keptLoadFailed} onRetry={retry} />
      )}
      <ol className="space-y-2">
        {kept.map((station) => (
          <KeptStationItem
            key={station.cnpj}
            station={station}
            file={files[station.uf]}
            onUse={(prices) => use(station, prices)}
            onRemove={() => void remove(station)}
          />
        ))}
      </ol>
      <Following cities={cities} onUnfollow={(city) => announce(unfollowedText(city.city))} />
      <p role="status" className="text-sm font-medium text-slate-800 empty:hidden">
        {said}
      </p>
    </section>
  );
}
