// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { get } from "idb-keyval";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FOLLOW_KEYS } from "#features/stations/follows.ts";
import { statePicksJson } from "#features/stations/station-picks.ts";
import { earlierWeek } from "#testing/earlier-week.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import { resetFollows } from "#testing/follows.ts";
import { StationPicks } from "./StationPicks.tsx";

const survey = ANP_JUNE_2026.stations;
const campinas = [{ name: "Campinas", path: "/precos/sp/campinas" }];
// The week before: the cheapest station of Campinas was not in it, ethanol was 10 centavos cheaper at the others.
const firstPick = statePicksJson(survey, null, "SP", campinas).cities["Campinas"]!.picks[0]!;
const json = statePicksJson(
  survey,
  earlierWeek(survey, { left: (station) => station.cnpj === firstPick.cnpj }),
  "SP",
  campinas,
);

afterEach(async () => {
  vi.unstubAllGlobals();
  await resetFollows();
});

describe("StationPicks", () => {
  it("lists the city's three cheapest stations per km and fills both prices from one, naming it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(json)),
    );
    const fill = vi.fn();
    render(<StationPicks uf="SP" city="Campinas" km={0} week="7 a 13/06/2026" fill={fill} />);
    const region = await screen.findByRole("region", { name: "Postos pesquisados em Campinas" });
    const items = await within(region).findAllByRole("listitem");
    expect(items).toHaveLength(3);
    const [first] = json.cities["Campinas"]!.picks;
    expect(within(items[0]!).getByText(first!.name)).toBeInTheDocument();
    expect(
      within(items[0]!).getByText(/^Neste posto o etanol sai a \d+(,\d)?% da gasolina: (etanol|gasolina)\.$/),
    ).toBeInTheDocument();
    await userEvent.click(
      within(items[0]!).getByRole("button", { name: `Usar os preços deste posto: ${first!.name}` }),
    );
    expect(fill).toHaveBeenCalledWith(
      { ethanol: first!.ethanol[0], gasoline: first!.gasoline[0] },
      expect.stringMatching(
        new RegExp(
          `^Posto: ${first!.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} .*Campinas\\. Preços coletados pela ANP em \\d\\d/06/2026\\.$`,
        ),
      ),
    );
    expect(within(region).getByText(`Preços preenchidos: ${first!.name}.`)).toHaveAttribute("role", "status");
    expect(within(region).getByRole("link", { name: /^Ver os \d+ postos pesquisados em Campinas$/ })).toHaveAttribute(
      "href",
      "/precos/sp/campinas/postos",
    );
  });

  it("gives each station its change since the previous survey, or says it is new to it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(json)),
    );
    render(<StationPicks uf="SP" city="Campinas" km={0} week="7 a 13/06/2026" fill={vi.fn()} />);
    const region = await screen.findByRole("region", { name: "Postos pesquisados em Campinas" });
    const [first, second] = await within(region).findAllByRole("listitem");
    expect(first).toHaveTextContent(/Novo na pesquisa · Coletado em \d\d\/06\/2026/);
    expect(second).toHaveTextContent(/Etanol R\$ \d+,\d\d \(\+R\$ 0,10 desde 31\/05 a 06\/06\)/);
    expect(second).toHaveTextContent(/Gasolina R\$ \d+,\d\d \(sem mudança desde 31\/05 a 06\/06\)/);
    expect(second).not.toHaveTextContent("Novo na pesquisa");
  });

  it("keeps a station in Meus postos on this device, and removes it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(json)),
    );
    render(<StationPicks uf="SP" city="Campinas" km={0} week="7 a 13/06/2026" fill={vi.fn()} />);
    const keep = await screen.findByRole("button", { name: `Guardar em Meus postos: ${firstPick.name}` });
    await userEvent.click(keep);
    await waitFor(() => expect(keep).toHaveAccessibleName(`Remover de Meus postos: ${firstPick.name}`));
    expect(await screen.findByText(`${firstPick.name} guardado em Meus postos, neste aparelho.`)).toHaveAttribute(
      "role",
      "status",
    );
    expect(await get(FOLLOW_KEYS.stations)).toEqual([
      {
        cnpj: firstPick.cnpj,
        uf: "SP",
        city: "Campinas",
        name: firstPick.name,
        brand: firstPick.brand,
        address: firstPick.address,
      },
    ]);
    await userEvent.click(keep);
    await waitFor(() => expect(keep).toHaveAccessibleName(`Guardar em Meus postos: ${firstPick.name}`));
    expect(await get(FOLLOW_KEYS.stations)).toEqual([]);
  });

  it("names the distance when another city's survey stands in", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(json)),
    );
    render(<StationPicks uf="SP" city="Campinas" km={12} week="7 a 13/06/2026" fill={vi.fn()} />);
    expect(await screen.findByRole("heading", { name: "Postos pesquisados em Campinas, a 12 km" })).toBeInTheDocument();
  });

  it("says so when the stations cannot be loaded, and tries again on request", async () => {
    // Another state than above: each state's file is fetched once per page.
    const curitiba = statePicksJson(survey, null, "PR", [{ name: "Curitiba", path: "/precos/pr/curitiba" }]);
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Promise.reject(new TypeError("Failed to fetch")));
    vi.stubGlobal("fetch", fetch);
    render(<StationPicks uf="PR" city="Curitiba" km={0} week="7 a 13/06/2026" fill={vi.fn()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Não foi possível carregar os postos de Curitiba.");
    expect(fetch).toHaveBeenCalledWith("/precos/pr/postos.json");
    fetch.mockImplementation(async () => Response.json(curitiba));
    await userEvent.click(screen.getByRole("button", { name: "tente de novo" }));
    const region = await screen.findByRole("region", { name: "Postos pesquisados em Curitiba" });
    expect(await within(region).findAllByRole("listitem")).toHaveLength(3);
  });
});
