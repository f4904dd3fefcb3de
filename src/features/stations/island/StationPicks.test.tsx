// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANP_JUNE_2026 } from "../../../testing/fixtures.ts";
import { statePicksJson } from "../station-picks.ts";
import { StationPicks } from "./StationPicks.tsx";

const json = statePicksJson(ANP_JUNE_2026.stations, "SP", [{ name: "Campinas", path: "/precos/sp/campinas" }]);

afterEach(() => vi.unstubAllGlobals());

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
    expect(within(region).getByRole("status")).toHaveTextContent(`Preços preenchidos: ${first!.name}.`);
    expect(within(region).getByRole("link", { name: /^Ver os \d+ postos pesquisados em Campinas$/ })).toHaveAttribute(
      "href",
      "/precos/sp/campinas/postos",
    );
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
    const curitiba = statePicksJson(ANP_JUNE_2026.stations, "PR", [{ name: "Curitiba", path: "/precos/pr/curitiba" }]);
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
