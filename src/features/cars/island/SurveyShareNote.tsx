import { useEffect, useState } from "react";
import { type CarLimitsJson, loadCarLimits } from "#data/browser/car-limits.ts";
import type { Price } from "#data/dataset.ts";
import { type CarChoice, carName, choiceLimit } from "#features/cars/car-choice.ts";
import { limitList } from "#features/cars/car-limits.ts";
import type { Fraction } from "#lib/decimal.ts";
import { carShareSentence, fleetShareSentence } from "#lib/ethanol-share.ts";
import { parsePrice } from "#lib/fuel-comparison.ts";
import type { Fuel } from "#lib/fuels.ts";

/** The latest table's limits, once loaded: its year and one limit per car. */
interface Limits {
  year: number;
  list: Fraction[];
}

let loading: Promise<Limits> | null = null;

/** /carros/limites.json, fetched once per page (again after a failure). */
function loadLimits(): Promise<Limits> {
  loading ??= loadCarLimits().then(
    (json: CarLimitsJson) => ({ year: json.year, list: limitList(json) }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The limits while `wanted`: null until they arrive, and for good if they cannot be fetched (the note is then left out). */
function useLimits(wanted: boolean): Limits | null {
  const [limits, setLimits] = useState<Limits | null>(null);
  useEffect(() => {
    if (!wanted || limits) return;
    let current = true;
    loadLimits().then(
      (loaded) => current && setLimits(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, limits]);
  return limits;
}

/**
 * "Depende do seu carro", in the calculator, for prices the ANP survey
 * filled in (R$/l): with a car picked, its own answer at these prices
 * (`carShareSentence`, its Inmetro limit for the chosen cycle); without
 * one, for how many of the latest Inmetro table's flex cars ethanol pays
 * off (`fleetShareSentence`, the limits fetched from /carros/limites.json
 * on first use). Nothing while the limits load, if they cannot, or for an
 * empty list.
 */
export function SurveyShareNote({ prices, car }: { prices: Record<Fuel, Price>; car: CarChoice | null }) {
  const limit = choiceLimit(car);
  const limits = useLimits(!limit);
  const ethanol = parsePrice(prices.ethanol);
  const gasoline = parsePrice(prices.gasoline);
  if (!ethanol || !gasoline) return null;
  const sentence =
    car && limit
      ? carShareSentence({ ethanol, gasoline }, { name: carName(car), limit, cycle: car.cycle, year: car.tableYear })
      : limits && limits.list.length > 0 && fleetShareSentence({ ethanol, gasoline }, limits.list, limits.year);
  return sentence ? <p className="font-semibold text-slate-900">{sentence}</p> : null;
}
