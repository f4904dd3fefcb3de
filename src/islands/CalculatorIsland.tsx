import { withErrorBoundary } from "../components/ui/IslandErrorBoundary";
import { Calculator } from "../features/calculator/Calculator";
import { carChoiceStore, referenceOf } from "../features/cars/car-choice";
import { CityPrices } from "../features/prices/CityPrices";
import { lazy, Suspense } from "react";
import { useExternalStore } from "../lib/external-store";

/** The car picker: a separate chunk (with the combobox), fetched when the car panel is first opened. */
const CarPicker = lazy(() => import("../features/cars/CarPicker").then((module) => ({ default: module.CarPicker })));

/**
 * The home page's calculator island: the calculator with the ANP city
 * averages it can fill in and the car picked from Inmetro's table, whose
 * km/l decide unless the driver typed their own. Composes the three
 * features, which know nothing of each other.
 */
function CalculatorWithData() {
  const choice = useExternalStore(carChoiceStore);
  return (
    <Calculator
      priceFinder={CityPrices}
      referenceCar={referenceOf(choice)}
      carPicker={
        <Suspense fallback={<p className="px-4 pb-4 text-sm text-slate-700">Carregando…</p>}>
          <CarPicker />
        </Suspense>
      }
    />
  );
}

/** The calculator island, inside its error boundary. */
export const CalculatorIsland = withErrorBoundary(CalculatorWithData);
