// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetPlace } from "#features/prices/browser/price-place.ts";
import { fuelSources, type PriceData, sourcePrices } from "#features/prices/city-prices.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import { CityPricesPanel, type StationsSlot } from "./CityPricesPanel.tsx";
const data: PriceData = { cities: ANP_JUNE_2026.cities, towns: ANP_JUNE_2026.towns };

// jsdom has no matchMedia; the combobox asks it whether the screen is a phone's.
window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;

/** A browser whose Geolocation API answers with `outcome`: a position, or an error code (1 denied, 2 unavailable, 3 timeout). */
function fakeGeolocation(outcome: { latitude: number; longitude: number } | 1 | 2 | 3) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    if (typeof outcome === "number") fail({ code: outcome } as GeolocationPositionError);
    else ok({ coords: outcome } as GeolocationPosition);
  });
  Object.defineProperty(navigator, "geolocation", { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

function openPanel() {
  const fill = vi.fn();
  render(
    <CityPricesPanel
      data={data}
      initial={null}
      remembered={null}
      current={{ ethanol: "", gasoline: "" }}
      fill={fill}
    />,
  );
  return fill;
}

afterEach(() => {
  forgetPlace();
  Reflect.deleteProperty(navigator, "geolocation");
});

describe("CityPricesPanel", () => {
  it("searches every municipality with one field and fills the nearest survey's means", async () => {
    const fill = openPanel();
    await userEvent.type(screen.getByRole("combobox", { name: "Cidade" }), "ilhabela");
    await userEvent.click(await screen.findByRole("option", { name: /^Ilhabela \(SP\)/ }));
    expect(fill).toHaveBeenCalledWith({ ethanol: "4.14", gasoline: "6.76" });
  });

  it("asks for the position only when the button is tapped, and picks the nearest seat", async () => {
    const ask = fakeGeolocation({ latitude: -23.7785, longitude: -45.3552 });
    const fill = openPanel();
    expect(ask).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Usar minha localização" }));
    expect(
      await screen.findByText("Pela sua localização: Ilhabela (SP), sede a 0 km.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(ask).toHaveBeenCalledOnce();
    expect(fill).toHaveBeenCalledWith({ ethanol: "4.14", gasoline: "6.76" });
    expect(screen.getByRole("combobox", { name: "Cidade" })).toHaveValue("Ilhabela (SP)");
  });

  it.each([
    [1, "O navegador não deu permissão para usar sua localização."],
    [2, "Não foi possível saber sua localização agora."],
    [3, "A localização demorou demais para chegar."],
  ] as const)("with error code %i says %j, fills nothing and keeps the field usable", async (code, message) => {
    fakeGeolocation(code);
    const fill = openPanel();
    await userEvent.click(screen.getByRole("button", { name: "Usar minha localização" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(fill).not.toHaveBeenCalled();
    expect(screen.getByRole("combobox", { name: "Cidade" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Usar minha localização" })).toBeEnabled();
  });

  it("says so on a browser without the Geolocation API", async () => {
    openPanel();
    await userEvent.click(screen.getByRole("button", { name: "Usar minha localização" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Este navegador não informa a localização.");
  });

  it("refuses a position far from every seat (Lisbon) instead of guessing a town", async () => {
    fakeGeolocation({ latitude: 38.72, longitude: -9.14 });
    const fill = openPanel();
    await userEvent.click(screen.getByRole("button", { name: "Usar minha localização" }));
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      /longe demais para saber a sua cidade/,
    );
    expect(fill).not.toHaveBeenCalled();
  });

  it("adds the calculator's note to its status while both fields hold the survey's prices, and drops it after", async () => {
    const note = ({ prices }: { prices: { ethanol: string; gasoline: string } }) => (
      <p>
        Nota: {prices.ethanol} e {prices.gasoline}
      </p>
    );
    const place = { uf: "SP", city: "Campinas" } as const;
    const filled = sourcePrices(fuelSources(data, place)) as { ethanol: string; gasoline: string };
    const panel = (current: { ethanol: string; gasoline: string }) => (
      <CityPricesPanel data={data} initial={place} remembered={null} current={current} fill={vi.fn()} note={note} />
    );
    // Within the panel: a toaster another test mounted on the page has a status region of its own.
    const { rerender, container } = render(panel(filled));
    const status = () => within(container).getByRole("status");
    expect(status()).toHaveTextContent(`Nota: ${filled.ethanol} e ${filled.gasoline}`);
    rerender(panel({ ...filled, ethanol: "3.11" }));
    expect(status()).not.toHaveTextContent("Nota:");
    expect(status()).toHaveTextContent(/^Preço médio da gasolina em Campinas \(SP\)/);
  });
});

describe("the stations slot", () => {
  it("gets the surveyed city behind the chosen place, its distance and the week, and fills with their source", async () => {
    const fill = vi.fn();
    const Stations: StationsSlot = ({ uf, city, km, week, fill: fillFromStation }) => (
      <button type="button" onClick={() => fillFromStation({ ethanol: "4.09", gasoline: "6.49" }, "Posto: Teste.")}>
        {`Postos de ${city} (${uf}), ${km} km, ${week}`}
      </button>
    );
    render(
      <CityPricesPanel
        data={data}
        initial={null}
        remembered={null}
        current={{ ethanol: "", gasoline: "" }}
        fill={fill}
        stations={Stations}
      />,
    );
    expect(screen.queryByRole("button", { name: /^Postos de/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole("combobox", { name: "Cidade" }), "ilhabela");
    await userEvent.click(await screen.findByRole("option", { name: /^Ilhabela \(SP\)/ }));
    const week = `${Number(data.cities.weekStart.slice(8))} a`;
    const slot = screen.getByRole("button", { name: new RegExp(`^Postos de Caraguatatuba \\(SP\\), 19 km, ${week}`) });
    await userEvent.click(slot);
    expect(fill).toHaveBeenLastCalledWith({ ethanol: "4.09", gasoline: "6.49" }, "Posto: Teste.");
  });
});
