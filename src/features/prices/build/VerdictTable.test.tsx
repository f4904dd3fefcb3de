// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { monthVerdicts, pairVerdict } from "#features/prices/price-verdicts.ts";
import { MonthlyRatioTable } from "./MonthlyRatioTable.tsx";
import { VerdictTable } from "./VerdictTable.tsx";

describe("VerdictTable", () => {
  it("says 'amostra pequena' under the count of a row with few stations, and why in the caption", () => {
    render(
      <VerdictTable
        id="t"
        caption="Preço médio por litro"
        nameHeader="Estado"
        rows={[
          {
            key: "AC",
            name: "Acre",
            ethanol: "5.32",
            gasoline: "7.5",
            verdict: pairVerdict("5.32", "7.5"),
            stations: 7,
            smallSample: true,
          },
          {
            key: "SP",
            name: "São Paulo",
            ethanol: "3.86",
            gasoline: "6.46",
            verdict: pairVerdict("3.86", "6.46"),
            stations: 1184,
            smallSample: false,
          },
        ]}
      />,
    );
    const [, acre, saoPaulo] = screen.getAllByRole("row");
    expect(within(acre!).getAllByRole("cell").at(-1)).toHaveTextContent(/^7amostra pequena$/);
    expect(within(saoPaulo!).getAllByRole("cell").at(-1)).toHaveTextContent(/^1\.184$/);
    expect(screen.getByRole("table")).toHaveAccessibleName(/menos de 10 postos pesquisados/);
  });

  it("has no small-sample note when no row is flagged", () => {
    render(
      <VerdictTable
        id="t"
        caption="Preço médio por litro"
        nameHeader="Estado"
        rows={[
          {
            key: "SP",
            name: "São Paulo",
            ethanol: "3.86",
            gasoline: "6.46",
            verdict: pairVerdict("3.86", "6.46"),
            stations: 1184,
          },
        ]}
      />,
    );
    expect(screen.queryByText(/amostra pequena/i)).toBeNull();
  });
});

describe("MonthlyRatioTable", () => {
  it("lists the months newest first, with both means, the ratio and the verdict, in six elements a month", () => {
    const months = monthVerdicts([
      { month: "2020-08", ethanol: "2.9", gasoline: "4.2" },
      { month: "2020-09", ethanol: null, gasoline: "4.3" },
      { month: "2020-10", ethanol: "3.2", gasoline: "4.4" },
    ]);
    render(<MonthlyRatioTable id="meses" months={months} caption="Preço médio mensal em São Paulo" />);
    const table = screen.getByRole("table", { name: "Preço médio mensal em São Paulo" });
    expect(screen.getByRole("region", { name: "Preço médio mensal em São Paulo" })).toHaveAttribute("tabindex", "0");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "10/2020",
      "09/2020",
      "08/2020",
    ]);
    expect(
      within(rows[0]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["3,20", "4,40", "72,7%", "Gasolina"]);
    expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["—", "4,30", "—", "Sem preço de etanol"]);
    expect(within(rows[2]!).getAllByRole("cell").at(-1)).toHaveTextContent("Etanol");
    // Six elements a month (the page's DOM budget counts elements): the row and its five cells.
    // eslint-disable-next-line testing-library/no-node-access
    for (const row of rows) expect(row.querySelectorAll("*")).toHaveLength(5);
  });
});
