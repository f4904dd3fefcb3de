// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stationAddress } from "#features/stations/station-messages.ts";
import { rankStations, stationsOf } from "#features/stations/station-pages.ts";
import { byCnpj } from "#features/stations/week-changes.ts";
import { earlierWeek } from "#testing/earlier-week.ts";
import { ANP_JUNE_2026 } from "#testing/fixtures.ts";
import type { PreviousSurvey } from "./previous-survey.ts";
import { StationList } from "./StationList.tsx";

const survey = ANP_JUNE_2026.stations;
const campinas = rankStations(stationsOf(survey.stations, "SP", "Campinas")).slice(0, 3);
const [first, second] = campinas;
// The week before: the first station was not in it, and ethanol cost 10 centavos less everywhere.
const before = earlierWeek(survey, { left: (station) => station.cnpj === first!.cnpj });
const previous: PreviousSurvey = {
  week: { start: before.weekStart, end: before.weekEnd },
  stations: before.stations,
  byCnpj: byCnpj(before.stations),
};

describe("StationList", () => {
  it("gives each station its card, named by a heading one level below the page's, with no action of its own", () => {
    render(<StationList id="postos" stations={campinas} heading="h2" />);
    const list = screen.getByRole("list");
    expect(list).toHaveAttribute("data-uf", "SP");
    expect(list).toHaveAttribute("data-city", "Campinas");
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole("heading", { level: 2, name: first!.name })).toBeInTheDocument();
    expect(within(items[0]!).getByText(new RegExp(`· ${stationAddress(first!)}$`))).toBeInTheDocument();
    expect(within(items[0]!).getByRole("link", { name: `Ver no mapa: ${first!.name}` })).toBeInTheDocument();
    // The keep button comes from the page's script, which finds the card by its CNPJ.
    expect(within(list).queryByRole("button")).toBeNull();
  });

  it("marks each card with its ranks, neighbourhood and CNPJ for the page's scripts", () => {
    render(<StationList stations={campinas} />);
    const [item] = screen.getAllByRole("listitem");
    expect(within(item!).getByRole("heading", { level: 3 })).toHaveTextContent(first!.name);
    expect(item).toHaveAttribute("data-keep-station", first!.cnpj);
    expect(item).toHaveAttribute("data-rank-cost", String(first!.ranks.cost));
    expect(item).toHaveAttribute("data-rank-ethanol", String(first!.ranks.ethanol));
    expect(item).toHaveAttribute("data-rank-gasoline", String(first!.ranks.gasoline));
    expect(item).toHaveAttribute("data-district", first!.district ?? "");
  });

  it("says what changed at each station since the previous survey", () => {
    render(<StationList stations={campinas} previous={previous} />);
    const [newOne, kept] = screen.getAllByRole("listitem");
    expect(newOne).toHaveTextContent("Novo na pesquisa · Coletado em");
    expect(kept).toHaveTextContent(/Etanol R\$ \d+,\d\d \(\+R\$ 0,10 desde 31\/05 a 06\/06\)/);
    expect(kept).not.toHaveTextContent("Novo na pesquisa");
    expect(second!.cnpj).toBe(kept!.getAttribute("data-keep-station"));
  });
});
