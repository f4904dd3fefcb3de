// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { LOGBOOK_IN_CALCULATOR_KEY } from "#features/logbook/dom-contract.ts";
import { compare } from "#lib/decimal.ts";
import { dec, fillUp, handExample } from "#testing/test-fill-ups.ts";
import { logbookInCalculatorStore, setLogbookInCalculator } from "./logbook-choice.ts";
import { limitOf } from "./logbook-limit.ts";

beforeEach(() => localStorage.clear());

describe("limitOf", () => {
  it("gives the hand example's km/l with each fuel and its 0,724 limit", () => {
    const limit = limitOf(handExample());
    expect(limit).toMatchObject({ ethanolSegments: 4, gasolineSegments: 3, rough: false });
    expect(compare(limit!.limit, dec("0.724"))).toBe(0);
    expect(compare(limit!.kmPerLitre.ethanol, dec("8.688"))).toBe(0);
    expect(compare(limit!.kmPerLitre.gasoline, dec("12"))).toBe(0);
  });

  it("is null with one fuel only", () => {
    expect(limitOf([fillUp("ethanol", "1000", "40"), fillUp("ethanol", "1400", "45")])).toBeNull();
  });
});

describe("the choice to use the log in the calculator", () => {
  it("is remembered on this device when on, forgotten when off", () => {
    setLogbookInCalculator(true);
    expect(localStorage.getItem(LOGBOOK_IN_CALCULATOR_KEY)).toBe("true");
    expect(logbookInCalculatorStore.get()).toBe(true);
    setLogbookInCalculator(false);
    expect(localStorage.getItem(LOGBOOK_IN_CALCULATOR_KEY)).toBeNull();
    expect(logbookInCalculatorStore.get()).toBe(false);
  });
});
