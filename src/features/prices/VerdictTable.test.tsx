// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pairVerdict } from "./price-verdicts";
import { VerdictTable } from "./VerdictTable";

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
