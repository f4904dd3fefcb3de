import { describe, expect, it } from "vitest";
import { STATES } from "#lib/states.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import { embedPriceTable, stateMeansSource } from "./embed-price-table.ts";

const { weekly } = ANP_JUNE_2026;

describe("embedPriceTable", () => {
  it("holds each state's two means of the week, read by hand from the frozen survey of 7 to 13/06/2026", () => {
    const prices = embedPriceTable(weekly);
    expect(Object.keys(prices)).toEqual(STATES.map((state) => state.code));
    expect(prices.sp).toEqual({
      ethanol: "3.86",
      gasoline: "6.46",
      source: "Médias da ANP em São Paulo, pesquisa de 7 a 13/06/2026",
    });
    expect(prices.rj?.source).toBe("Médias da ANP no Rio de Janeiro, pesquisa de 7 a 13/06/2026");
    expect(prices.ba).toMatchObject({ ethanol: "4.91", gasoline: "7.09" });
  });

  it("leaves out a state without a mean for one of the fuels", () => {
    const states = weekly.states.map((row) => (row.uf === "AC" ? { ...row, ethanol: null } : row));
    const prices = embedPriceTable({ ...weekly, states });
    expect(prices.ac).toBeUndefined();
    expect(Object.keys(prices)).toHaveLength(26);
  });
});

describe("stateMeansSource", () => {
  it("names the state with its preposition and the survey week, across months too", () => {
    expect(
      stateMeansSource(
        STATES.find((state) => state.uf === "BA")!,
        "2026-06-28",
        "2026-07-04",
      ),
    ).toBe("Médias da ANP na Bahia, pesquisa de 28/06 a 04/07/2026");
  });
});
