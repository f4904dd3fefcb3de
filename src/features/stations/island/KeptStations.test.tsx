// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { get } from "idb-keyval";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FOLLOW_KEYS } from "#features/stations/follows.ts";
import type { KeptStation } from "#features/stations/kept-stations.ts";
import { stationsOf } from "#features/stations/station-pages.ts";
import { statePricesJson } from "#features/stations/station-picks.ts";
import { earlierWeek } from "#testing/earlier-week.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import { keepHere, keptStationOf, resetFollows } from "#testing/follows.ts";
import { KeptStations } from "./KeptStations.tsx";

const survey = ANP_JUNE_2026.stations;
const [both, onlyOne] = [
  stationsOf(survey.stations, "SP", "Campinas").find((station) => station.ethanol && station.gasoline)!,
  survey.stations.find((station) => station.uf === "SP" && (!station.ethanol || !station.gasoline))!,
];
// The week before: ethanol 10 centavos cheaper at every station.
const sp = statePricesJson(survey, earlierWeek(survey), "SP");
const gone: KeptStation = { ...keptStationOf(both), cnpj: "11111111000191", name: "Posto Que Saiu" };

/** Time to load and validate a state's file (Zod's chunk is imported on the first). */
const LOADED = { timeout: 5000 };

afterEach(async () => {
  vi.unstubAllGlobals();
  await resetFollows();
});

describe("KeptStations", () => {
  it("shows each kept station with the newest prices by CNPJ, its change, and fills both fields from it", async () => {
    const fetch = vi.fn(async () => Response.json(sp));
    vi.stubGlobal("fetch", fetch);
    await keepHere([keptStationOf(both), gone]);
    const fill = vi.fn();
    render(<KeptStations fill={fill} />);
    const region = screen.getByRole("region", { name: "Meus postos" });
    await within(region).findByRole("button", { name: `Usar os preços deste posto: ${both.name}` }, LOADED);
    const [first, second] = within(region).getAllByRole("listitem");
    expect(within(first!).getByRole("heading", { name: both.name })).toBeInTheDocument();
    expect(first).toHaveTextContent(/Etanol R\$ \d+,\d\d \(\+R\$ 0,10 desde 31\/05 a 06\/06\)/);
    expect(fetch).toHaveBeenCalledWith("/precos/sp/postos-precos.json");
    expect(second).toHaveTextContent(
      "Fora da pesquisa de 7 a 13/06/2026: a ANP não publicou preços deste posto nessa semana.",
    );
    expect(within(second!).queryByRole("button", { name: /^Usar/ })).toBeNull();

    await userEvent.click(within(first!).getByRole("button", { name: `Usar os preços deste posto: ${both.name}` }));
    expect(fill).toHaveBeenCalledWith(
      { ethanol: both.ethanol!.price, gasoline: both.gasoline!.price },
      expect.stringMatching(/^Posto: .*, Campinas\. Preços coletados pela ANP em \d\d\/06\/2026/),
    );
  });

  it("offers no prices to use at a station that sold one fuel", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(sp)),
    );
    await keepHere([keptStationOf(onlyOne)]);
    render(<KeptStations fill={vi.fn()} />);
    expect(
      await screen.findByText(/^Este posto só vendeu (etanol|gasolina) na pesquisa\.$/, {}, LOADED),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Usar/ })).toBeNull();
  });

  it("removes a station, says so and moves focus to the heading", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(sp)),
    );
    await keepHere([keptStationOf(both)]);
    render(<KeptStations fill={vi.fn()} />);
    await screen.findByRole("button", { name: `Usar os preços deste posto: ${both.name}` }, LOADED);
    await userEvent.click(screen.getByRole("button", { name: `Remover de Meus postos: ${both.name}` }));
    const region = screen.getByRole("region", { name: "Meus postos" });
    await waitFor(() =>
      expect(within(region).getByRole("status")).toHaveTextContent(`${both.name} removido de Meus postos.`),
    );
    expect(within(region).queryByRole("listitem")).toBeNull();
    expect(screen.getByRole("heading", { name: "Meus postos" })).toHaveFocus();
    expect(await get(FOLLOW_KEYS.stations)).toEqual([]);
  });

  it("says so when the prices cannot be loaded, never showing a stored price, and tries again", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Promise.reject(new TypeError("Failed to fetch")));
    vi.stubGlobal("fetch", fetch);
    const other = statePricesJson(survey, null, "AM");
    const manaus = survey.stations.find((station) => station.uf === "AM" && station.ethanol && station.gasoline)!;
    await keepHere([keptStationOf(manaus)]);
    render(<KeptStations fill={vi.fn()} />);
    expect(await screen.findByRole("alert", {}, LOADED)).toHaveTextContent(
      "Não foi possível carregar os preços de Meus postos.",
    );
    const region = screen.getByRole("region", { name: "Meus postos" });
    expect(within(region).getByRole("listitem")).toHaveTextContent("Preços não carregados.");
    fetch.mockImplementation(async () => Response.json(other));
    await userEvent.click(screen.getByRole("button", { name: "tente de novo" }));
    expect(
      await screen.findByRole("button", { name: `Usar os preços deste posto: ${manaus.name}` }),
    ).toBeInTheDocument();
    // Only one survey kept in that file: no change is said.
    expect(within(region).getByRole("listitem")).not.toHaveTextContent("desde");
  });

  it("refuses a file of another format rather than misread it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ ...sp, format: 2 })),
    );
    // Another state than above: each state's file is fetched once per page.
    const station = survey.stations.find((each) => each.uf === "RJ")!;
    await keepHere([keptStationOf(station)]);
    render(<KeptStations fill={vi.fn()} />);
    const region = screen.getByRole("region", { name: "Meus postos" });
    expect(await within(region).findByRole("alert", {}, LOADED)).toBeInTheDocument();
    expect(within(region).getByRole("listitem")).not.toHaveTextContent("R$");
  });
});
