// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleCar } from "./sample-car";
import { type CatalogueMake, groupByModel, rateCars, sortByMixedRatio } from "./car-ratios";
import { CarRatioTable } from "./CarRatioTable";
import { EthanolFriendlyCars } from "./EthanolFriendlyCars";
import { MakeList } from "./MakeList";
import { ModelTable } from "./ModelTable";

const car = sampleCar;

const CARS = sortByMixedRatio(
  rateCars([
    car(),
    car({
      make: "Caoa Chery",
      makeSlug: "caoa-chery",
      model: "TIGGO 7",
      version: "SPORT",
      engine: "1.5T -16V",
      transmission: "CVT 9",
      ethanolCity: "6.7",
      ethanolHighway: "8.6",
      gasolineCity: "10.4",
      gasolineHighway: "12.6",
    }),
    car({
      make: "GWM",
      makeSlug: "gwm",
      model: "TANK 300",
      version: "PHEV FLEX",
      engine: "2.0-16V",
      transmission: "A-9",
      ethanolCity: "5.4",
      ethanolHighway: "5.7",
      gasolineCity: "7.5",
      gasolineHighway: "7.6",
    }),
  ]),
);

describe("CarRatioTable", () => {
  it("is a captioned table in a focusable region, a row per car with its three limits, highest misto first", () => {
    render(<CarRatioTable id="carros" cars={CARS} caption="Limite do etanol dos 3 carros" />);
    const table = screen.getByRole("table", { name: "Limite do etanol dos 3 carros" });
    const region = screen.getByRole("region", { name: "Limite do etanol dos 3 carros" });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute("tabindex", "0");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Marca", "Modelo", "Versão", "Motor", "Câmbio", "Cidade", "Estrada", "Misto"]);
    expect(within(table).getByRole("columnheader", { name: "Misto" })).toHaveAttribute("aria-sort", "descending");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(["TANK 300", "ONIX", "TIGGO 7"]);
    expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Chevrolet", "LTZ", "1.0T - 12V", "A-6", "71,1%", "71,2%", "71,1%"]);
    expect(within(rows[0]!).getByRole("link", { name: "GWM" })).toHaveAttribute("href", "/carros/gwm");
    expect(within(rows[2]!).getByRole("link", { name: "Caoa Chery" })).toHaveAttribute("href", "/carros/caoa-chery");
  });
});

describe("EthanolFriendlyCars", () => {
  it("calls out the most and the least ethanol-friendly cars, each with its misto limit and a link to its make", () => {
    render(<EthanolFriendlyCars most={CARS.slice(0, 2)} least={[CARS[2]!]} year={2026} />);
    const most = screen.getByRole("region", { name: "Os 2 carros em que o etanol mais compensa" });
    const least = screen.getByRole("region", { name: "O carro em que o etanol menos compensa" });
    expect(within(most).getByText(/limites mais altos da tabela de 2026/)).toBeInTheDocument();
    expect(within(least).getByText(/limites mais baixos da tabela de 2026/)).toBeInTheDocument();
    const items = within(most).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("73,3%GWM TANK 300 PHEV FLEX2.0-16V, câmbio A-9");
    expect(items[1]).toHaveTextContent("71,1%Chevrolet ONIX LTZ");
    expect(within(least).getByRole("listitem")).toHaveTextContent("65,9%Caoa Chery TIGGO 7 SPORT");
    expect(within(least).getByRole("link", { name: "Caoa Chery" })).toHaveAttribute("href", "/carros/caoa-chery");
  });
});

describe("EthanolFriendlyCars with plug-in hybrids", () => {
  it("lists them apart from the rankings, with their limit and why", () => {
    render(<EthanolFriendlyCars most={[CARS[1]!]} least={[CARS[2]!]} plugIns={[CARS[0]!]} year={2026} />);
    const most = screen.getByRole("region", { name: "O carro em que o etanol mais compensa" });
    expect(within(most).queryByText("TANK 300")).toBeNull();
    const note = screen.getByRole("complementary", { name: "Híbrido plug-in" });
    expect(within(note).getByText("Fora das listas, o híbrido plug-in da tabela:")).toBeInTheDocument();
    expect(within(note).getByRole("listitem")).toHaveTextContent(
      "GWM TANK 300 PHEV FLEX, limite de 73,3% no uso misto.",
    );
    expect(within(note).getByText(/não se compara ao dos outros carros flex/)).toBeInTheDocument();
    expect(within(note).getByRole("link", { name: "UOL Carros, 27/05/2025" })).toHaveAttribute(
      "href",
      expect.stringContaining("uol.com.br"),
    );
  });
});

describe("MakeList", () => {
  it("links every make to its page, with its models and years", () => {
    const makes: CatalogueMake[] = [
      {
        name: "Audi",
        slug: "audi",
        carCount: 5,
        modelCount: 2,
        firstYear: 2020,
        lastYear: 2020,
        inLatestEdition: false,
      },
      {
        name: "Land Rover",
        slug: "land-rover",
        carCount: 39,
        modelCount: 1,
        firstYear: 2020,
        lastYear: 2026,
        inLatestEdition: true,
      },
    ];
    render(<MakeList makes={makes} />);
    const items = screen.getAllByRole("listitem");
    expect(within(items[0]!).getByRole("link", { name: "Audi" })).toHaveAttribute("href", "/carros/audi");
    expect(items[0]).toHaveTextContent("2 modelos, tabela de 2020");
    expect(within(items[1]!).getByRole("link", { name: "Land Rover" })).toHaveAttribute("href", "/carros/land-rover");
    expect(items[1]).toHaveTextContent("1 modelo, tabelas de 2020 a 2026");
  });
});

describe("ModelTable", () => {
  const group = groupByModel(
    rateCars([
      car(),
      car({ version: "", engine: "1.0 12V", transmission: "M 6", first: 0, last: 2, firstYear: 2020, lastYear: 2022 }),
    ]),
  )[0]!;

  it("is a section named by the model, with a captioned table of the versions' figures, limits and tables", () => {
    render(<ModelTable make="Chevrolet" group={group} />);
    const section = screen.getByRole("region", { name: "ONIX" });
    expect(section).toHaveAttribute("id", "modelo-onix");
    expect(within(section).getByRole("heading", { level: 2, name: "ONIX" })).toBeInTheDocument();
    const table = within(section).getByRole("table", { name: /^Chevrolet ONIX: consumo em km\/l/ });
    expect(within(section).getByRole("region", { name: /^Chevrolet ONIX: consumo/ })).toHaveAttribute("tabindex", "0");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Versão",
      "Motor",
      "Câmbio",
      "Etanol (km/l)",
      "Gasolina (km/l)",
      "Limite do etanol",
      "Tabelas",
      "Cidade",
      "Estrada",
      "Cidade",
      "Estrada",
      "Cidade",
      "Estrada",
      "Misto",
    ]);
    const rows = within(table).getAllByRole("row").slice(2);
    expect(within(rows[0]!).getByRole("rowheader")).toHaveTextContent("LTZ");
    expect(
      within(rows[0]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["1.0T - 12V", "A-6", "8,6", "10,9", "12,1", "15,3", "71,1%", "71,2%", "71,1%", "Inmetro, PBEV 2026"]);
    // A car printed without a version: "—" on screen, "sem versão" for screen readers; its tables 2020 to 2022.
    expect(within(rows[1]!).getByRole("rowheader")).toHaveTextContent("—sem versão");
    expect(within(rows[1]!).getByText("Inmetro, PBEV 2020–2022")).toBeInTheDocument();
  });
});
