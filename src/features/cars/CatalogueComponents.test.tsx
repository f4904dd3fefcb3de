// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleCar } from "#testing/sample-car.ts";
import { CarRatioTable } from "./build/CarRatioTable.tsx";
import { type CatalogueMake, groupByModel, tableCars } from "./build/catalogue-pages.ts";
import { EthanolFriendlyCars } from "./build/EthanolFriendlyCars.tsx";
import { MakeList } from "./build/MakeList.tsx";
import { ModelTable } from "./build/ModelTable.tsx";
import { rateVersions } from "./car-ratios.ts";
import { carVersions } from "./car-versions.ts";

const car = sampleCar;

/** Three cars of the 2026 table (edition 7), each with its version across the tables. */
const CARS = tableCars(
  [
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
  ],
  7,
);

describe("CarRatioTable", () => {
  it("is a captioned table in a focusable region, a row per car named as people write it, highest misto first", () => {
    render(<CarRatioTable id="carros" cars={CARS} caption="Limite do etanol dos 3 carros" />);
    const table = screen.getByRole("table", { name: "Limite do etanol dos 3 carros" });
    const region = screen.getByRole("region", { name: "Limite do etanol dos 3 carros" });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute("tabindex", "0");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Carro", "Misto"]);
    expect(within(table).getByRole("columnheader", { name: "Misto" })).toHaveAttribute("aria-sort", "descending");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "GWM Tank 300 Phev Flex\n2.0 16V · automático, 9 marchas",
      "Chevrolet Onix LTZ\n1.0 Turbo 12V · automático, 6 marchas",
      "Caoa Chery Tiggo 7 Sport\n1.5 Turbo 16V · automático CVT, 9 marchas",
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["71,1%"]);
    // Four elements a car: the row, its header, the link and the cell (the page's DOM budget counts elements).
    // eslint-disable-next-line testing-library/no-node-access
    expect(rows[1]!.querySelectorAll("*")).toHaveLength(3);
    expect(within(rows[1]!).getByRole("link", { name: "Chevrolet Onix LTZ" })).toHaveAttribute(
      "href",
      `/carros/chevrolet#${CARS[1]!.readable.id}`,
    );
    expect(within(rows[2]!).getByRole("link", { name: "Caoa Chery Tiggo 7 Sport" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/carros\/caoa-chery#caoa-chery-tiggo-7-sport-/),
    );
  });
});

describe("EthanolFriendlyCars", () => {
  it("calls out the most and the least ethanol-friendly cars, each with its misto limit and a link to its row", () => {
    render(<EthanolFriendlyCars most={CARS.slice(0, 2)} least={[CARS[2]!]} year={2026} />);
    const most = screen.getByRole("region", { name: "Os 2 carros em que o etanol mais compensa" });
    const least = screen.getByRole("region", { name: "O carro em que o etanol menos compensa" });
    expect(within(most).getByText(/limites mais altos da tabela de 2026/)).toBeInTheDocument();
    expect(within(least).getByText(/limites mais baixos da tabela de 2026/)).toBeInTheDocument();
    const items = within(most).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("73,3%GWM Tank 300 Phev Flex2.0 16V, câmbio automático, 9 marchas");
    expect(items[1]).toHaveTextContent("71,1%Chevrolet Onix LTZ1.0 Turbo 12V, câmbio automático, 6 marchas");
    expect(within(least).getByRole("listitem")).toHaveTextContent("65,9%Caoa Chery Tiggo 7 Sport");
    expect(within(least).getByRole("link", { name: "Caoa Chery Tiggo 7 Sport" })).toHaveAttribute(
      "href",
      `/carros/caoa-chery#${CARS[2]!.readable.id}`,
    );
  });
});

describe("EthanolFriendlyCars with plug-in hybrids", () => {
  it("lists them apart from the rankings, with their limit and why", () => {
    render(<EthanolFriendlyCars most={[CARS[1]!]} least={[CARS[2]!]} plugIns={[CARS[0]!]} year={2026} />);
    const most = screen.getByRole("region", { name: "O carro em que o etanol mais compensa" });
    expect(within(most).queryByText(/Tank 300/)).toBeNull();
    const note = screen.getByRole("complementary", { name: "Híbrido plug-in" });
    expect(within(note).getByText("Fora das listas, o híbrido plug-in da tabela:")).toBeInTheDocument();
    expect(within(note).getByRole("listitem")).toHaveTextContent(
      "GWM Tank 300 Phev Flex, limite de 73,3% no uso misto.",
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
    // The rendered list's own items: a toast another test file left in the shared document is no make.
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

  it("is a section named by the model, with a captioned table: a row per version, its misto limit and its details", () => {
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
    ).toEqual(["Versão", "Misto"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const ltz = rows.find((row) => within(row).getByRole("rowheader").textContent?.startsWith("LTZ"))!;
    expect(ltz).toHaveAttribute("id", group.cars.find((version) => version.version === "LTZ")!.id);
    // Under its name: engine and transmission, the city and highway limits, the four km/l figures of the newest
    // table, the tables' years once; the newest table wrote it as it reads, so no spelling of its own.
    expect(within(ltz).getByRole("rowheader").textContent).toBe(
      [
        "LTZ1.0 Turbo 12V · automático, 6 marchas",
        "Cidade 71,1% · estrada 71,2%",
        "Etanol 8,6 e 10,9 km/l · gasolina 12,1 e 15,3 km/l",
        "Tabelas 2024–2026",
      ].join("\n"),
    );
    expect(
      within(ltz)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["71,1%"]);
    // Four elements a version: the row, its header, the name and the cell (the page's DOM budget counts elements).
    // eslint-disable-next-line testing-library/no-node-access
    expect(ltz.querySelectorAll("*")).toHaveLength(3);
    // A car printed without a version says so; its tables 2020 to 2022.
    const none = rows.find((row) => row !== ltz)!;
    expect(within(none).getByRole("rowheader")).toHaveTextContent(
      /^\(sem nome de versão\)1\.0 12V · manual, 6 marchas/,
    );
    expect(within(none).getByRole("rowheader")).toHaveTextContent(/Tabelas 2020–2022$/);
  });

  it("prints the newest table's spelling where it wrote the name otherwise than it reads", () => {
    const [onix] = groupByModel(
      rateVersions(
        carVersions([car({ version: "LTZ (MY25.5)" }), car({ first: 4, last: 5, firstYear: 2024, lastYear: 2025 })]),
      ),
    );
    render(<ModelTable make="Chevrolet" group={onix!} />);
    expect(screen.getByRole("rowheader")).toHaveTextContent(
      /Tabelas 2024–2026 · como o Inmetro escreve: ONIX LTZ \(MY25\.5\) · 1\.0T - 12V · A-6$/,
    );
  });
});
