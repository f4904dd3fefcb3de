import { useId, useState } from "react";
import { RetryAlert } from "#components/ui/RetryAlert.tsx";
import type { StatePicksJson } from "#data/browser/station-picks.ts";
import type { Price } from "#data/dataset.ts";
import {
  allStationsLink,
  filledText,
  noPicksText,
  picksHeading,
  picksIntro,
  picksLoadFailed,
  STATION_LIST_TEXT,
} from "#features/stations/station-messages.ts";
import { changeSince, pickPrices, pickSource } from "#features/stations/station-picks.ts";
import type { Fuel } from "#lib/fuels.ts";
import { stationListPath } from "#lib/paths.ts";
import type { Uf } from "#lib/states.ts";
import { KeepButton } from "./KeepButton.tsx";
import { StationCard } from "./StationCard.tsx";
import { useStatePicks } from "./use-state-files.ts";
import { UsePricesButton } from "./UsePricesButton.tsx";

/** Where the picked prices go: the calculator's fields, with the sentence its verdict carries. */
export type FillFromStation = (prices: Record<Fuel, Price>, source: string) => void;

/** The surveyed city whose stations stand for the place chosen, and how far its seat is (0 for the place itself). */
export interface StationPicksProps {
  uf: Uf;
  city: string;
  km: number;
  /** The survey week in words ("7 a 13/06/2026"). */
  week: string;
  fill: FillFromStation;
}

/** A city's picks: their intro, each station's card, what was filled in, and the link to the full list. */
function PickList({ entry, previous, uf, city, week, fill }: StationPicksProps & PickListData) {
  const [used, setUsed] = useState<string | null>(null);
  return (
    <>
      <p className="text-sm text-slate-700">{picksIntro(entry.picks.length, entry, week)}</p>
      <ol className="space-y-2">
        {entry.picks.map((pick) => (
          <StationCard
            key={pick.cnpj}
            station={{ ...pick, city, uf, prices: pickPrices(pick) }}
            heading="h4"
            change={changeSince(pickPrices(pick), pick.previous, previous)}
            previousWeek={previous}
            actions={
              <>
                <UsePricesButton
                  name={pick.name}
                  onUse={() => {
                    setUsed(pick.name);
                    fill({ ethanol: pick.ethanol[0], gasoline: pick.gasoline[0] }, pickSource(pick, city));
                  }}
                />
                <KeepButton
                  station={{ cnpj: pick.cnpj, uf, city, name: pick.name, brand: pick.brand, address: pick.address }}
                />
              </>
            }
          />
        ))}
      </ol>
      {used && (
        <p role="status" className="text-sm font-medium text-slate-800">
          {filledText(used)}
        </p>
      )}
      {entry.stations > entry.picks.length && (
        <a
          href={stationListPath(entry.path)}
          className="inline-block py-1 text-sm font-semibold text-blue-800 underline underline-offset-2"
        >
          {allStationsLink(entry.stations, city)}
        </a>
      )}
    </>
  );
}

/** A city's entry in its state's picks file, and the previous survey's week. */
interface PickListData {
  entry: StatePicksJson["cities"][string];
  previous: StatePicksJson["previous"];
}

/**
 * "Postos pesquisados em <cidade>", in the calculator's city panel once a
 * place is chosen: the few stations (`PICKS_PER_CITY`) of that surveyed
 * city with the lowest cost per km (70% rule) among those that sold both
 * fuels, each with its prices and their change since the previous survey,
 * its own verdict and the day collected, "Usar os preços deste posto",
 * which fills both fields and calculates (the verdict then names the
 * station and the day), and "Guardar em Meus postos". For a municipality
 * without its own survey, the stations of the survey that stands in for it,
 * with the distance. The state's file loads when this first renders.
 */
export function StationPicks(props: StationPicksProps) {
  const { uf, city, km, week } = props;
  const { picks, retry } = useStatePicks(uf);
  const headingId = useId();
  const entry = picks.state === "ready" ? picks.json.cities[city] : undefined;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {picksHeading(city, km)}
      </h3>
      {picks.state === "loading" ? (
        <p className="text-sm text-slate-700">{STATION_LIST_TEXT.picksLoading}</p>
      ) : picks.state === "failed" ? (
        <RetryAlert failure={picksLoadFailed(city)} onRetry={retry} />
      ) : !entry || entry.picks.length === 0 ? (
        <p className="text-sm text-slate-700">{noPicksText(city, week)}</p>
      ) : (
        <PickList {...props} entry={entry} previous={picks.json.previous} />
      )}
    </section>
  );
}
