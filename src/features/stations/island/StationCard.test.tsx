// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stationChange, type StationPrices } from "#features/stations/station-change.ts";
import { type CardStation, StationCard, StationCardFrame } from "./StationCard.tsx";

const PREVIOUS_WEEK = { start: "2026-06-07", end: "2026-06-13" };
const prices = (ethanol: string | null, gasoline: string | null, collected = "2026-06-16"): StationPrices => ({
  ethanol: ethanol ? { price: ethanol, collected } : null,
  gasoline: gasoline ? { price: gasoline, collected } : null,
});
// Ethanol at 4.19 / 6.29 = 66.6% of gasoline: ethanol pays off; a week before, 4.49 / 6.29 = 71.4%: gasoline did.
const station: CardStation = {
  name: "Auto Posto Tal",
  brand: "Ipiranga",
  address: "Rua Tal, 10 – Centro",
  city: "Campinas",
  uf: "SP",
  prices: prices("4.19", "6.29"),
};

/** The card alone, in the list it belongs to. */
function shownCard(props: Partial<Parameters<typeof StationCard>[0]> = {}) {
  render(
    <ol>
      <StationCard station={station} heading="h3" change={null} previousWeek={null} {...props} />
    </ol>,
  );
  return screen.getByRole("listitem");
}

describe("StationCard", () => {
  it("names the station at the heading level asked, with its brand, address, prices, verdict and day", () => {
    const card = shownCard();
    expect(within(card).getByRole("heading", { level: 3, name: "Auto Posto Tal" })).toHaveClass("text-lg");
    expect(within(card).getByText("Ipiranga · Rua Tal, 10 – Centro")).toBeInTheDocument();
    expect(card).toHaveTextContent("Etanol R$ 4,19 · Gasolina R$ 6,29");
    expect(within(card).getByText("Neste posto o etanol sai a 66,6% da gasolina: etanol.")).toHaveClass(
      "text-green-800",
    );
    expect(card).toHaveTextContent("Coletado em 16/06/2026 · Ver no mapa");
    expect(within(card).getByRole("link", { name: "Ver no mapa: Auto Posto Tal" })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("Auto Posto Tal, Rua Tal, 10 – Centro, Campinas - SP")}`,
    );
    expect(within(card).queryByRole("button")).toBeNull();
  });

  it("inside the calculator is an h4 of the text's size, with the city, the actions and no brand", () => {
    const card = shownCard({
      station: { ...station, brand: null, prices: prices(null, "6.29") },
      heading: "h4",
      withCity: true,
      actions: <button type="button">Guardar em Meus postos</button>,
    });
    expect(within(card).getByRole("heading", { level: 4, name: "Auto Posto Tal" })).not.toHaveClass("text-lg");
    expect(within(card).getByText("Bandeira branca · Rua Tal, 10 – Centro, Campinas (SP)")).toBeInTheDocument();
    expect(card).toHaveTextContent("Etanol não vendeu · Gasolina R$ 6,29");
    expect(within(card).getByText("Este posto só vendeu gasolina na pesquisa.")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Guardar em Meus postos" })).toBeInTheDocument();
  });

  it("gives each price's change since the previous survey and says when its verdict flipped", () => {
    const card = shownCard({
      change: stationChange(station.prices, prices("4.49", "6.29", "2026-06-09")),
      previousWeek: PREVIOUS_WEEK,
    });
    expect(card).toHaveTextContent(
      "Etanol R$ 4,19 (\u2212R$ 0,30 desde 7 a 13/06) · Gasolina R$ 6,29 (sem mudança desde 7 a 13/06)",
    );
    expect(within(card).getByText("Passou a compensar o etanol desde a pesquisa de 7 a 13/06.")).toBeInTheDocument();
    expect(card).not.toHaveTextContent("Novo na pesquisa");
  });

  it("says a station is new to the survey before its day, and nothing of change without a previous week", () => {
    expect(shownCard({ change: { kind: "new" }, previousWeek: PREVIOUS_WEEK })).toHaveTextContent(
      "Novo na pesquisa · Coletado em 16/06/2026",
    );
  });

  it("carries its data attributes on the list item", () => {
    expect(shownCard({ data: { "data-keep-station": "12345678000190", "data-rank-cost": 2 } })).toHaveAttribute(
      "data-rank-cost",
      "2",
    );
  });
});

describe("StationCardFrame", () => {
  it("frames what the card says in place of prices with the same heading, line and actions", () => {
    render(
      <ol>
        <StationCardFrame
          name="Auto Posto Tal"
          brand="Shell"
          place="Rua Tal, 10"
          heading="h4"
          actions={<button type="button">Remover</button>}
        >
          <p>Preços não carregados.</p>
        </StationCardFrame>
      </ol>,
    );
    const card = screen.getByRole("listitem");
    expect(within(card).getByRole("heading", { level: 4, name: "Auto Posto Tal" })).toBeInTheDocument();
    expect(card).toHaveTextContent("Shell · Rua Tal, 10Preços não carregados.Remover");
  });
});
