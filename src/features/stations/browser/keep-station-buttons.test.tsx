// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { get, set } from "idb-keyval";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StationList } from "#features/stations/build/StationList.tsx";
import { KEEP_STATION_ATTRIBUTE } from "#features/stations/dom-contract.ts";
import { FOLLOW_KEYS } from "#features/stations/follows.ts";
import { MAX_KEPT } from "#features/stations/kept-stations.ts";
import { stationAddress } from "#features/stations/station-messages.ts";
import { rankStations, stationsOf } from "#features/stations/station-pages.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import { resetFollows } from "#testing/follows.ts";
import { enableKeepButtons, KEEP_CARDS } from "./keep-station-buttons.ts";

const campinas = rankStations(stationsOf(ANP_JUNE_2026.stations.stations, "SP", "Campinas"));
// Two branded stations first, then one of bandeira branca.
const stations = [
  ...campinas.filter((station) => station.brand).slice(0, 2),
  campinas.find((station) => !station.brand)!,
];
const [first, second, unbranded] = stations;

/** The page as built: the station cards, in a container of their own (other tests' roots may share the body). */
let page: HTMLElement | null = null;
function renderCards() {
  page = document.createElement("main");
  page.innerHTML = renderToStaticMarkup(<StationList stations={stations} />);
  document.body.append(page);
}

afterEach(async () => {
  vi.restoreAllMocks();
  await resetFollows();
  page?.remove();
  page = null;
});

/** The CNPJs kept in IndexedDB. */
async function keptCnpjs(): Promise<string[]> {
  return ((await get<{ cnpj: string }[]>(FOLLOW_KEYS.stations)) ?? []).map((each) => each.cnpj);
}

describe("the station cards' keep buttons", () => {
  it("are found by the attribute the cards and the site script use", () => {
    expect(KEEP_CARDS).toBe(`[${KEEP_STATION_ATTRIBUTE}]`);
  });

  it("are not in the page: the script adds them", async () => {
    renderCards();
    expect(within(page!).queryAllByRole("button")).toHaveLength(0);
    await enableKeepButtons(document);
    expect(within(page!).getAllByRole("button", { name: /^Guardar em Meus postos: / })).toHaveLength(stations.length);
  });

  it("keep a station on this device, say so, and remove it", async () => {
    renderCards();
    await enableKeepButtons(document);
    const button = screen.getByRole("button", { name: `Guardar em Meus postos: ${first!.name}` });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName(`Remover de Meus postos: ${first!.name}`));
    expect(
      screen.getByText(new RegExp(`^${first!.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} guardado em Meus postos`)),
    ).toHaveAttribute("aria-live", "polite");
    expect(await get(FOLLOW_KEYS.stations)).toEqual([
      {
        cnpj: first!.cnpj,
        uf: "SP",
        city: "Campinas",
        name: first!.name,
        brand: first!.brand,
        address: stationAddress(first!),
      },
    ]);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName(`Guardar em Meus postos: ${first!.name}`));
    expect(await keptCnpjs()).toEqual([]);
  });

  it("keep a station of bandeira branca with no brand, as the calculator reads it", async () => {
    renderCards();
    await enableKeepButtons(document);
    await userEvent.click(screen.getByRole("button", { name: `Guardar em Meus postos: ${unbranded!.name}` }));
    await waitFor(async () =>
      expect(await get(FOLLOW_KEYS.stations)).toEqual([
        {
          cnpj: unbranded!.cnpj,
          uf: "SP",
          city: "Campinas",
          name: unbranded!.name,
          brand: null,
          address: stationAddress(unbranded!),
        },
      ]),
    );
  });

  it("show what is already kept, and keep what another page kept", async () => {
    renderCards();
    await set(FOLLOW_KEYS.stations, [
      { cnpj: second!.cnpj, uf: "SP", city: "Campinas", name: second!.name, brand: null, address: "Rua X" },
    ]);
    await enableKeepButtons(document);
    expect(screen.getByRole("button", { name: `Remover de Meus postos: ${second!.name}` })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: `Guardar em Meus postos: ${first!.name}` }));
    await waitFor(async () => expect(await keptCnpjs()).toEqual([second!.cnpj, first!.cnpj]));
  });

  it("survive a corrupt stored value", async () => {
    renderCards();
    await set(FOLLOW_KEYS.stations, "{corrompido");
    await enableKeepButtons(document);
    await userEvent.click(screen.getByRole("button", { name: `Guardar em Meus postos: ${first!.name}` }));
    await waitFor(async () => expect(await keptCnpjs()).toEqual([first!.cnpj]));
  });

  it("refuse one more when the list is full, saying so", async () => {
    renderCards();
    const full = Array.from({ length: MAX_KEPT }, (_, index) => ({
      cnpj: `${String(index).padStart(12, "0")}00`,
      uf: "SP",
      city: "Campinas",
      name: `Posto ${index}`,
      brand: null,
      address: "Rua X",
    }));
    await set(FOLLOW_KEYS.stations, full);
    await enableKeepButtons(document);
    const button = screen.getByRole("button", { name: `Guardar em Meus postos: ${first!.name}` });
    await userEvent.click(button);
    expect(
      await screen.findByText(`Meus postos guarda até ${MAX_KEPT} postos: remova um para guardar outro.`),
    ).toBeInTheDocument();
    expect(button).toHaveAccessibleName(`Guardar em Meus postos: ${first!.name}`);
  });

  it("say so and stay as they were when the browser refuses to store", async () => {
    renderCards();
    await enableKeepButtons(document);
    vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const button = screen.getByRole("button", { name: `Guardar em Meus postos: ${first!.name}` });
    await userEvent.click(button);
    expect(
      await screen.findByText("Não foi possível guardar neste aparelho: o navegador recusou."),
    ).toBeInTheDocument();
    expect(button).toHaveAccessibleName(`Guardar em Meus postos: ${first!.name}`);
  });

  it("are not added where the browser has no IndexedDB", async () => {
    renderCards();
    vi.stubGlobal("indexedDB", undefined);
    await enableKeepButtons(document);
    vi.unstubAllGlobals();
    expect(within(page!).queryAllByRole("button")).toHaveLength(0);
  });
});
