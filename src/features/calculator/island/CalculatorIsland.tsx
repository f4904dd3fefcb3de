import { createContext, lazy, Suspense, useContext, useEffect, useState } from "react";
import { useExternalStore } from "#browser/external-store.ts";
import { withErrorBoundary } from "#components/ui/IslandErrorBoundary.tsx";
import type { Price } from "#data/dataset.ts";
import { Calculator, type PriceFinderProps } from "#features/calculator/island/Calculator.tsx";
import { carChoiceStore } from "#features/cars/browser/car-choice-store.ts";
import { type CarChoice, referenceOf } from "#features/cars/car-choice.ts";
import { logbookInCalculatorStore } from "#features/logbook/browser/logbook-choice.ts";
import type { LogbookLimit } from "#features/logbook/browser/logbook-limit.ts";
import { LogbookOption } from "#features/logbook/island/LogbookOption.tsx";
import { CityPrices } from "#features/prices/island/CityPrices.tsx";
import { followsStore } from "#features/stations/browser/kept-stations-store.ts";
import type { StationPicksProps } from "#features/stations/island/StationPicks.tsx";
import type { Fuel } from "#lib/fuels.ts";

/** The car picker: a separate chunk (with the combobox), fetched when the car panel is first opened. */
const CarPicker = lazy(() =>
  import("#features/cars/island/CarPicker.tsx").then((module) => ({ default: module.CarPicker })),
);

/** What the survey's prices mean for the picked car, or for the table's cars: a chunk of its own, once prices come from the survey. */
const SurveyShareNote = lazy(() =>
  import("#features/cars/island/SurveyShareNote.tsx").then((module) => ({ default: module.SurveyShareNote })),
);

/** The car picked from Inmetro's table while it is the one that decides (not the fill-up log); null otherwise. */
const DecidingCar = createContext<CarChoice | null>(null);

/** The stations of the survey behind the city panel's place: a chunk of its own, once a place is chosen. */
const StationPicks = lazy(() =>
  import("#features/stations/island/StationPicks.tsx").then((module) => ({ default: module.StationPicks })),
);

/** The city panel's stations, loaded with their chunk. */
function Stations(props: StationPicksProps) {
  return (
    <Suspense fallback={null}>
      <StationPicks {...props} />
    </Suspense>
  );
}

/** The city panel's note on the survey's prices: the picked car's answer, or the share of the table's cars. */
function SurveyNote({ prices }: { prices: Record<Fuel, Price> }) {
  const car = useContext(DecidingCar);
  return (
    <Suspense fallback={null}>
      <SurveyShareNote prices={prices} car={car} />
    </Suspense>
  );
}

/** "Meus postos", the stations kept on this device: a chunk of its own, only when some are kept. */
const KeptStations = lazy(() =>
  import("#features/stations/island/KeptStations.tsx").then((module) => ({ default: module.KeptStations })),
);

/**
 * The stations kept on this device first, once one is (and for the rest of
 * the visit, so that removing the last one says so), then the ANP city
 * averages with the note and the stations above.
 */
function PriceFinder(props: PriceFinderProps) {
  const { stations, cities } = useExternalStore(followsStore);
  const kept = stations.length + cities.length > 0;
  const [shown, setShown] = useState(kept);
  if (kept && !shown) setShown(true);
  return (
    <>
      {shown && (
        <Suspense fallback={null}>
          <KeptStations fill={props.fill} />
        </Suspense>
      )}
      <CityPrices {...props} note={SurveyNote} stations={Stations} />
    </>
  );
}

/** The car's figures measured in the fill-up log stored on this device (a chunk of its own, read once). */
function useLogbookLimit(): LogbookLimit | null {
  const [limit, setLimit] = useState<LogbookLimit | null>(null);
  useEffect(() => {
    void import("#features/logbook/browser/logbook-limit.ts").then(({ loadLogbookLimit }) =>
      loadLogbookLimit().then(setLimit),
    );
  }, []);
  return limit;
}

/**
 * The home page's calculator island: the calculator with the ANP city
 * averages it can fill in, and the car's figures from the driver's fill-up
 * log when chosen ("Usar meus abastecimentos"), else from the car picked
 * from Inmetro's table; either decides unless the driver typed their own
 * km/l. While the fields hold the survey's prices, the city panel also
 * says what they mean for the picked car or for the table's flex cars.
 * Composes the four features, which know nothing of each other.
 */
function CalculatorWithData() {
  const choice = useExternalStore(carChoiceStore);
  const logbookChosen = useExternalStore(logbookInCalculatorStore);
  const logbook = useLogbookLimit();
  const fromLogbook = logbookChosen && logbook !== null;
  const reference = fromLogbook
    ? { name: "Meus abastecimentos", kmPerLitre: logbook.kmPerLitre, source: "logbook" as const }
    : referenceOf(choice);
  return (
    <DecidingCar.Provider value={fromLogbook ? null : choice}>
      <Calculator
        priceFinder={PriceFinder}
        referenceCar={reference}
        carPicker={
          <>
            <LogbookOption limit={logbook} />
            <Suspense fallback={<p className="px-4 pb-4 text-sm text-slate-700">Carregando…</p>}>
              <CarPicker />
            </Suspense>
          </>
        }
      />
    </DecidingCar.Provider>
  );
}

/** The calculator island, inside its error boundary. */
export const CalculatorIsland = withErrorBoundary(CalculatorWithData);
