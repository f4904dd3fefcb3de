// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CityWeek } from "#data/build/weekly.ts";
import { CityWeekTable } from "./CityWeekTable.tsx";

/** A cell's text with any space (Intl writes "R$" and the figure apart with a no-break space) as a plain one. */
const text = (cell: HTMLElement) => cell.textContent?.replace(/\s/gu, " ");

const CITY: CityWeek = {
  name: "Parintins",
  uf: "AM",
  ethanol: null,
  gasoline: { mean: "8.99", min: "8.99", max: "8.99", stations: 1 },
};

describe("CityWeekTable", () => {
  it("has the mean, lowest and highest price and the stations surveyed as its column heads", () => {
    render(<CityWeekTable city={CITY} caption="Preços em Parintins (AM)" />);
    expect(screen.getAllByRole("columnheader").map((head) => head.textContent)).toEqual([
      "Combustível",
      "Médio (R$/l)",
      "Mínimo (R$/l)",
      "Máximo (R$/l)",
      "Postos pesquisados",
    ]);
  });

  it("says a fuel's stations under its name too (the line a phone shows instead of the column), in the singular for 1", () => {
    render(<CityWeekTable city={CITY} caption="Preços em Parintins (AM)" />);
    const gasoline = screen.getByRole("row", { name: /^Gasolina/ });
    expect(within(gasoline).getByRole("rowheader")).toHaveTextContent(/^Gasolina1 posto$/);
    expect(within(gasoline).getAllByRole("cell").map(text)).toEqual(["R$ 8,99", "R$ 8,99", "R$ 8,99", "1"]);
  });

  it("says 'sem preço nesta pesquisa' and no count for a fuel without a price", () => {
    render(<CityWeekTable city={CITY} caption="Preços em Parintins (AM)" />);
    const ethanol = screen.getByRole("row", { name: /^Etanol/ });
    expect(within(ethanol).getByRole("rowheader")).toHaveTextContent(/^Etanolsem preço nesta pesquisa$/);
    expect(within(ethanol).getAllByRole("cell").map(text)).toEqual(["—", "—", "—", "—"]);
  });
});
