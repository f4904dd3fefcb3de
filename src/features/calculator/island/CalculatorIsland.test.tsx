// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAR_LIMITS_URL } from "#data/browser/car-limits.ts";
import { PREVIOUS_STATIONS, STATIONS } from "#data/build/stations.ts";
import { WEEKLY } from "#data/build/weekly.ts";
import { loadCars } from "#data/cars.ts";
import { loadCityIndex } from "#data/cities.ts";
import { forgetChoice, rememberChoice } from "#features/cars/browser/car-choice-store.ts";
import { latestTable } from "#features/cars/build/catalogue-pages.ts";
import { carName, choiceLimit, choiceOf } from "#features/cars/car-choice.ts";
import { limitList, limitsJson } from "#features/cars/car-limits.ts";
import { mixedLimits } from "#features/cars/car-ratios.ts";
import { createVersionSearch } from "#features/cars/car-search.ts";
import { carVersions } from "#features/cars/car-versions.ts";
import { catalogueCars } from "#features/cars/catalogue.ts";
import { forgetPlace } from "#features/prices/browser/price-place.ts";
import { stateVerdicts, withShares } from "#features/prices/price-verdicts.ts";
import { stationAddress } from "#features/stations/station-messages.ts";
import { statePricesJson } from "#features/stations/station-picks.ts";
import { parseDecimal, type Fraction } from "#lib/decimal.ts";
import { carShareSentence, ethanolShare, fleetShareSentence, formatShare } from "#lib/ethanol-share.ts";
import { keepHere, resetFollows } from "#testing/follows.ts";
import { CalculatorIsland } from "./CalculatorIsland.tsx";

// The committed data, read through the same readers and functions as the build: nothing pinned to one week.
const cars = await loadCars();
const limits = limitsJson(cars);
const cities = await loadCityIndex();
const price = (text: string) => parseDecimal(text) as Fraction;

describe("the calculator's share agrees with /precos", () => {
  it("for every state's survey means: the same count of the latest table's cars as the state page", () => {
    const table = latestTable(cars);
    const rows = withShares(stateVerdicts(WEEKLY.states), mixedLimits(table.cars));
    const fromFile = limitList(limits);
    expect(limits.year).toBe(table.edition.year);
    for (const row of rows) {
      if (!row.verdict.ok || !row.share) continue;
      const { ethanol, gasoline } = row.verdict;
      expect(ethanolShare({ n: ethanol.n * gasoline.d, d: ethanol.d * gasoline.n }, fromFile)).toEqual(row.share);
      const sentence = fleetShareSentence({ ethanol, gasoline }, fromFile, limits.year);
      if (row.share.pays > 0 && row.share.pays < row.share.total) {
        expect(sentence).toContain(`${formatShare(row.share)} dos carros flex da tabela Inmetro ${limits.year}`);
      }
    }
  });
});

// jsdom has no matchMedia; the combobox asks it whether the screen is a phone's.
window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url === CAR_LIMITS_URL ? new Response(JSON.stringify(limits)) : new Response(null, { status: 404 }),
    ),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  forgetPlace();
  forgetChoice();
  localStorage.clear();
  await resetFollows();
});

/** How long to wait for a lazily loaded part to appear. */
const WAIT = { timeout: 5000 };

/** The panel's status: where the prices come from, and what they mean. */
function priceStatus(city: string): HTMLElement {
  const status = screen.getAllByRole("status").find((element) => element.textContent?.includes(`em ${city}`));
  if (!status) throw new Error(`no status naming ${city}`);
  return status;
}

describe("CalculatorIsland", () => {
  // Loads the city data, the panel's chunk and the limits: slow on a busy machine.
  it(
    "says, beside the survey's prices, for how many cars or for the picked car ethanol pays off",
    { timeout: 30_000 },
    async () => {
      const [name, ethanolPoint, gasolinePoint] = cities.states.PR.find(([city]) => city === "Curitiba") ?? [];
      if (!name || !ethanolPoint || !gasolinePoint) throw new Error("Curitiba is not in the survey");
      const prices = { ethanol: price(ethanolPoint[0]), gasoline: price(gasolinePoint[0]) };
      render(<CalculatorIsland />);

      await userEvent.click(screen.getByText("Usar os preços médios da minha cidade"));
      await userEvent.type(await screen.findByRole("combobox", { name: "Cidade" }, WAIT), "curitiba");
      await userEvent.click(await screen.findByRole("option", { name: /^Curitiba \(PR\)/ }, WAIT));
      expect(screen.getByLabelText("Preço do Etanol (R$ por litro)")).toHaveValue(Number(ethanolPoint[0]));

      const fleet = fleetShareSentence(prices, limitList(limits), limits.year);
      expect(await within(priceStatus("Curitiba")).findByText(fleet, {}, WAIT)).toBeInTheDocument();
      expect(fetch).toHaveBeenCalledWith(CAR_LIMITS_URL);
      // The exact 70% rule's verdict stays as it is.
      expect(screen.getByRole("heading", { name: /^Resultado: Abasteça com (Etanol|Gasolina)!$/ })).toBeInTheDocument();

      // A car picked: its own answer at these prices, for the cycle chosen.
      const [onix] = createVersionSearch(carVersions(catalogueCars(cars)))("onix ltz");
      if (!onix) throw new Error("no Onix LTZ in the table");
      for (const cycle of ["mixed", "highway"] as const) {
        const choice = choiceOf(onix, cycle);
        act(() => rememberChoice(choice));
        const limit = choiceLimit(choice) as Fraction;
        const sentence = carShareSentence(prices, { name: carName(choice), limit, cycle, year: choice.tableYear });
        expect(await within(priceStatus("Curitiba")).findByText(sentence, {}, WAIT)).toBeInTheDocument();
        expect(sentence).toMatch(/^Para o seu Chevrolet Onix LTZ 1\.0 Turbo 12V, o etanol compensa até /);
      }

      // The car removed: the share of the table's cars again.
      act(() => forgetChoice());
      expect(await within(priceStatus("Curitiba")).findByText(fleet, {}, WAIT)).toBeInTheDocument();

      // A price overwritten: these are no longer the survey's prices, so nothing is said about them.
      const ethanolField = screen.getByLabelText("Preço do Etanol (R$ por litro)");
      await userEvent.clear(ethanolField);
      await userEvent.type(ethanolField, "3.10");
      expect(screen.queryByText(fleet)).not.toBeInTheDocument();
      expect(screen.queryByText(/carros flex da tabela Inmetro/)).not.toBeInTheDocument();
    },
  );

  it("shows Meus postos first, with no city chosen, from this week's prices", { timeout: 30_000 }, async () => {
    // The committed data: the first station of the newest survey that sold both fuels.
    const station = STATIONS.stations.find((each) => each.ethanol && each.gasoline);
    if (!station) throw new Error("no station sold both fuels");
    const file = statePricesJson(STATIONS, PREVIOUS_STATIONS, station.uf);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) =>
        url === `/precos/${station.uf.toLowerCase()}/postos-precos.json`
          ? Response.json(file)
          : new Response(null, { status: 404 }),
      ),
    );
    const kept = { ...station, address: stationAddress(station) };
    // Kept on an earlier visit: the store reads what is stored.
    await keepHere([kept]);
    render(<CalculatorIsland />);
    const mine = await screen.findByRole("region", { name: "Meus postos" }, WAIT);
    const use = await within(mine).findByRole("button", { name: `Usar os preços deste posto: ${station.name}` }, WAIT);
    // Above the city panel, which is still closed.
    const panel = screen.getByText("Usar os preços médios da minha cidade");
    expect(mine.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(use);
    expect(screen.getByLabelText("Preço do Etanol (R$ por litro)")).toHaveValue(Number(station.ethanol!.price));
    expect(screen.getByLabelText("Preço da Gasolina (R$ por litro)")).toHaveValue(Number(station.gasoline!.price));
    expect(
      await screen.findByText(new RegExp(`^Posto: .*${station.city}\\. Preços coletados pela ANP em`), {}, WAIT),
    ).toBeInTheDocument();
  });
});
