// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { get, set } from "idb-keyval";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SURVEY_WEEKS, weekStations, weekSummary } from "#data/build/anp-history.ts";
import { cityMeansJson } from "#features/stations/alerts-files.ts";
import { FOLLOW_CITY_ATTRIBUTE } from "#features/stations/dom-contract.ts";
import { cityKey, FOLLOW_KEYS } from "#features/stations/follows.ts";
import { statePricesJson } from "#features/stations/station-picks.ts";
import { resetFollows } from "#testing/follows.ts";
import { enableCityFollowing, FOLLOW_SECTION } from "./city-follow.ts";

const [older, newer] = SURVEY_WEEKS.slice(-2);
if (!older || !newer) throw new Error("the data keeps two surveys");
const summary = weekSummary(newer);
const campinas = summary.cities.find((city) => city.uf === "SP" && city.name === "Campinas")!;

/** The city page as built: the panel's place at the top, the follow section below. */
let page: HTMLElement | null = null;
function renderPage() {
  page = document.createElement("main");
  page.innerHTML = `<div id="avisos"></div><section><div ${FOLLOW_CITY_ATTRIBUTE} data-uf="SP" data-city="Campinas"><p>Siga Campinas</p></div></section>`;
  document.body.append(page);
}

/** The site's files for SP, from the newest survey. */
function serveNewest() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url.endsWith("/medias.json")
        ? Response.json(cityMeansJson(summary, weekSummary(older!), "SP"))
        : Response.json(statePricesJson(weekStations(newer!), weekStations(older!), "SP")),
    ),
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  page?.remove();
  page = null;
  await resetFollows();
});

describe("a city page's Avisos", () => {
  it("find the section the page marks", () => {
    expect(FOLLOW_SECTION).toBe(`[${FOLLOW_CITY_ATTRIBUTE}]`);
  });

  it("follow the city with one tap, keep its first snapshot from this survey, and stop following it", async () => {
    renderPage();
    serveNewest();
    await enableCityFollowing(document);
    // A first visit: "Seguir" alone, no notices' control.
    expect(screen.queryByRole("button", { name: "Desligar os avisos" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Seguir Campinas" }));
    expect(await screen.findByRole("button", { name: "Deixar de seguir Campinas" })).toBeVisible();
    expect(await screen.findByRole("button", { name: "Desligar os avisos" })).toBeVisible();
    expect(screen.getByText(/^Você segue Campinas/)).toHaveAttribute("aria-live", "polite");
    expect(await get(FOLLOW_KEYS.cities)).toEqual([{ uf: "SP", city: "Campinas" }]);
    await waitFor(async () =>
      expect(
        (await get<Record<string, unknown>>(FOLLOW_KEYS.snapshots))?.[cityKey({ uf: "SP", city: "Campinas" })],
      ).toEqual({
        week: { start: summary.weekStart, end: summary.weekEnd },
        ethanol: campinas.ethanol?.mean ?? null,
        gasoline: campinas.gasoline?.mean ?? null,
        verdict: expect.anything(),
      }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Deixar de seguir Campinas" }));
    expect(await screen.findByText("Você deixou de seguir Campinas.")).toBeVisible();
    expect(await get(FOLLOW_KEYS.cities)).toEqual([]);
  });

  it("show what changed since the snapshot at the top of the page, once, and nothing on a first visit", async () => {
    renderPage();
    serveNewest();
    await enableCityFollowing(document);
    expect(screen.queryByRole("region", { name: "Desde a sua última visita" })).toBeNull();
    page?.remove();

    // Followed on an earlier survey, when the city's ethanol cost R$ 0,50 more.
    const city = { uf: "SP", city: "Campinas" } as const;
    const before = (Number(campinas.ethanol!.mean) + 0.5).toFixed(2);
    await set(FOLLOW_KEYS.cities, [city]);
    await set(FOLLOW_KEYS.snapshots, {
      [cityKey(city)]: {
        week: { start: "2026-01-04", end: "2026-01-10" },
        ethanol: before,
        gasoline: campinas.gasoline!.mean,
      },
    });
    renderPage();
    await enableCityFollowing(document);
    const panel = await screen.findByRole("region", { name: "Desde a sua última visita" });
    expect(within(panel).getAllByRole("listitem")[0]).toHaveTextContent(
      /^Campinas \(média da cidade\): (agora compensa \w+; )?etanol de R\$\s[\d,]+ para R\$\s[\d,]+, da pesquisa de 4 a 10\/01\/2026 à de /,
    );
    await userEvent.click(within(panel).getByRole("button", { name: "Entendi" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Desde a sua última visita" })).toBeNull());
    page?.remove();
    renderPage();
    await enableCityFollowing(document);
    expect(screen.queryByRole("region", { name: "Desde a sua última visita" })).toBeNull();
  });
});
