// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleCar } from "./sample-car";
import { type CatalogueMake, groupByModel, rateCars, rateVersions, sortByMixedRatio } from "./car-ratios";
import { carVersions } from "./car-versions";
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
    ).toEqual(["Carro", "Cidade", "Estrada", "Misto"]);
    expect(within(table).getByRole("columnheader", { name: "Misto" })).toHaveAttribute("aria-sort", "descending");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "GWM TANK 300 PHEV FLEX2.0-16V · A-9",
      "Chevrolet ONIX LTZ1.0T - 12V · A-6",
      "Caoa Chery TIGGO 7 SPORT1.5T -16V · CVT 9",
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["71,1%", "71,2%", "71,1%"]);
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
    const { container } = render(<MakeList makes={makes} />);
    // Within the list itself: a toast left by another file of the worker is a listitem too.
    const items = within(container).getAllByRole("listitem");
    expect(within(items[0]!).getByRole("link", { name: "Audi" })).toHaveAttribute("href", "/carros/audi");
    expect(items[0]).toHaveTextContent("2 modelos, tabela de 2020");
    expect(within(items[1]!).getByRole("link", { name: "Land Rover" })).toHaveAttribute("href", "/carros/land-rover");
    expect(items[1]).toHaveTextContent("1 modelo, tabelas de 2020 a 2026");
  });
});

describe("ModelTable", () => {
  const group = groupByModel(
    rateVersions(
      carVersions(
        [
          car(),
          // The same version in an older table, spelled otherwise: one row, the newest figures.
          car({
            model: "ONIX",
            version: "LTZ (MY24)",
            engine: "1.0 12V Turbo",
            transmission: "A 6",
            ethanolCity: "8.0",
          }),
          car({
            version: "",
            engine: "1.0 12V",
            transmission: "M 6",
            first: 0,
            last: 2,
            firstYear: 2020,
            lastYear: 2022,
          }),
        ].map((entry, index) =>
          index === 1 ? { ...entry, first: 4, last: 5, firstYear: 2024, lastYear: 2025 } : entry,
        ),
      ),
    ),
  )[0]!;

  it("is a section named by the model, with a captioned table: a row per version, its limits, years and spellings", () => {
    render(<ModelTable make="Chevrolet" group={group} />);
    const section = screen.getByRole("region", { name: "Onix" });
    expect(section).toHaveAttribute("id", "modelo-onix");
    expect(within(section).getByRole("heading", { level: 2, name: "Onix" })).toBeInTheDocument();
    const table = within(section).getByRole("table", { name: /^Chevrolet Onix: limite do etanol/ });
    expect(within(section).getByRole("region", { name: /^Chevrolet Onix: limite/ })).toHaveAttribute("tabindex", "0");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Versão",
      "Limite do etanol",
      "Tabelas",
      "Etanol (km/l)",
      "Gasolina (km/l)",
      "Cidade",
      "Estrada",
      "Misto",
      "Cidade",
      "Estrada",
      "Cidade",
      "Estrada",
    ]);
    const rows = within(table).getAllByRole("row").slice(2);
    expect(rows).toHaveLength(2);
    const ltz = rows.find((row) => within(row).getByRole("rowheader").textContent?.startsWith("LTZ"))!;
    expect(ltz).toHaveAttribute("id", group.cars.find((version) => version.version === "LTZ")!.id);
    // Its name, its tables (a line on a phone, a column on a wide screen), engine, transmission, both spellings.
    expect(within(ltz).getByRole("rowheader")).toHaveTextContent(
      "LTZTabelas 2024–20261.0 Turbo 12V · automático, 6 marchasComo o Inmetro escreve: ONIX LTZ · 1.0T - 12V · A-6; ONIX LTZ (MY24) · 1.0 12V Turbo · A 6",
    );
    expect(
      within(ltz)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["71,1%", "71,2%", "71,1%", "Inmetro, PBEV 2024–2026", "8,6", "10,9", "12,1", "15,3"]);
    // A car printed without a version: "—" on screen, "sem versão" for screen readers; its tables 2020 to 2022.
    const none = rows.find((row) => row !== ltz)!;
    expect(within(none).getByRole("rowheader")).toHaveTextContent(/^—sem versão/);
    expect(within(none).getByText("Inmetro, PBEV 2020–2022", { selector: "cite" })).toBeInTheDocument();
  });
});
