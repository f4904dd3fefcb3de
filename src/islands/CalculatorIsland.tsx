import { withErrorBoundary } from "../components/ui/IslandErrorBoundary";
import { Calculator } from "../features/calculator/Calculator";
import { carChoiceStore, referenceOf } from "../features/cars/car-choice";
import { logbookInCalculatorStore } from "../features/logbook/logbook-choice";
import type { LogbookLimit } from "../features/logbook/logbook-limit";
import { LogbookOption } from "../features/logbook/LogbookOption";
import { CityPrices } from "../features/prices/CityPrices";
import { lazy, Suspense, useEffect, useState } from "react";
import { useExternalStore } from "../lib/external-store";

/** The car picker: a separate chunk (with the combobox), fetched when the car panel is first opened. */
const CarPicker = lazy(() => import("../features/cars/CarPicker").then((module) => ({ default: module.CarPicker })));

/** The car's figures measured in the fill-up log stored on this device (a chunk of its own, read once). */
function useLogbookLimit(): LogbookLimit | null {
  const [limit, setLimit] = useState<LogbookLimit | null>(null);
  useEffect(() => {
    void import("../features/logbook/logbook-limit").then(({ loadLogbookLimit }) => loadLogbookLimit().then(setLimit));
  }, []);
  return limit;
}

/**
 * The home page's calculator island: the calculator with the ANP city
 * averages it can fill in, and the car's figures from the driver's fill-up
 * log when chosen ("Usar meus abastecimentos"), else from the car picked
 * from Inmetro's table; either decides unless the driver typed their own
 * km/l. Composes the four features, which know nothing of each other.
 */
function CalculatorWithData() {
  const choice = useExternalStore(carChoiceStore);
  const logbookChosen = useExternalStore(logbookInCalculatorStore);
  const logbook = useLogbookLimit();
  const reference =
    logbookChosen && logbook
      ? { name: "Meus abastecimentos", kmPerLitre: logbook.kmPerLitre, source: "logbook" as const }
      : referenceOf(choice);
  return (
    <Calculator
      priceFinder={CityPrices}
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
  );
}

/** The calculator island, inside its error boundary. */
export const CalculatorIsland = withErrorBoundary(CalculatorWithData);
