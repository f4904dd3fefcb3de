// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Station } from "#data/build/stations.ts";
import { StationList } from "#features/stations/build/StationList.tsx";
import { StationListControls } from "#features/stations/build/StationListControls.tsx";
import { rankStations } from "#features/stations/station-pages.ts";
import { enhanceStationList, filterStatus } from "./station-list-controls.ts";

const station = (name: string, ethanol: string | null, gasoline: string | null, district: string): Station => ({
  cnpj: name.padEnd(14, "0"),
  uf: "SP",
  city: "Campinas",
  name,
  brand: null,
  street: "Rua Um",
  number: "1",
  district,
  cep: null,
  ethanol: ethanol ? { price: ethanol, collected: "2026-06-09" } : null,
  gasoline: gasoline ? { price: gasoline, collected: "2026-06-09" } : null,
});

const ranked = rankStations([
  station("A", "4.5", "6", "Centro"),
  station("B", "3.9", "6.2", "Cambuí"),
  station("C", null, "5.8", "Centro"),
  station("D", "4", "5.9", "Taquaral"),
]);

/** A /postos page with `shown` stations on it and, when `pageUrls` are given, links to the other pages. */
function page(shown: typeof ranked, pageUrls: string[] = []) {
  const view = renderToStaticMarkup(
    createElement("div", null, [
      createElement(StationListControls, { key: "c", districts: ["Cambuí", "Centro", "Taquaral"], pageUrls }),
      createElement("p", { key: "s", id: "postos-ordem" }, "Postos 1 a 2 de 4."),
      createElement(StationList, { key: "l", id: "postos", stations: shown }),
      createElement("nav", { key: "n", id: "postos-paginas" }, "1 2"),
    ]),
  );
  document.body.innerHTML = view;
  enhanceStationList(document);
}

const names = () =>
  [...document.querySelectorAll("#postos > li:not([hidden]) :is(h2, h3)")].map((item) => item.textContent);

async function choose(id: string, value: string) {
  const select = document.getElementById(id) as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
  await vi.waitFor(() => expect(document.getElementById("postos-estado")?.textContent).not.toBe(""));
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the station list's controls", () => {
  it("stay hidden without the script and show with it", () => {
    document.body.innerHTML = renderToStaticMarkup(createElement(StationListControls, { districts: [], pageUrls: [] }));
    expect(document.getElementById("postos-controles")?.hidden).toBe(true);
    page(ranked);
    expect(document.getElementById("postos-controles")?.hidden).toBe(false);
  });

  it("re-order the list by each fuel's price and say so in words", async () => {
    page(ranked);
    expect(names()).toEqual(["B", "D", "C", "A"]);
    await choose("postos-ordenar", "ethanol");
    expect(names()).toEqual(["B", "D", "A", "C"]);
    expect(document.getElementById("postos-ordem")?.textContent).toBe(
      "Postos em ordem do menor para o maior preço do etanol (postos sem etanol no fim).",
    );
    await choose("postos-ordenar", "gasoline");
    expect(names()).toEqual(["C", "D", "A", "B"]);
  });

  it("filter by neighbourhood and count what is shown", async () => {
    page(ranked);
    await choose("postos-bairro", "Centro");
    expect(names()).toEqual(["C", "A"]);
    expect(document.getElementById("postos-estado")?.textContent).toBe("2 postos no bairro Centro.");
  });

  it("bring in the city's other pages first, once, and hide the page links", async () => {
    const view = renderToStaticMarkup(createElement(StationList, { id: "postos", stations: ranked.slice(2) }));
    const fetch = vi.fn(async () => new Response(`<html><body>${view}</body></html>`));
    vi.stubGlobal("fetch", fetch);
    window.history.replaceState(null, "", "/precos/sp/campinas/postos");
    page(ranked.slice(0, 2), ["/precos/sp/campinas/postos", "/precos/sp/campinas/postos/2"]);
    await choose("postos-bairro", "Centro");
    expect(names()).toEqual(["C", "A"]);
    expect(fetch).toHaveBeenCalledExactlyOnceWith("/precos/sp/campinas/postos/2");
    expect(document.getElementById("postos-paginas")?.hidden).toBe(true);
    await choose("postos-ordenar", "gasoline");
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("offline, orders and filters this page's stations and says so", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    window.history.replaceState(null, "", "/precos/sp/campinas/postos");
    page(ranked.slice(0, 2), ["/precos/sp/campinas/postos", "/precos/sp/campinas/postos/2"]);
    await choose("postos-ordenar", "gasoline");
    expect(names()).toEqual(["D", "B"]);
    expect(document.getElementById("postos-estado")?.textContent).toBe(
      "Sem conexão: a ordem e o filtro valem só para os postos desta página. 2 postos.",
    );
  });
});

describe("filterStatus", () => {
  it("counts in pt-BR, singular included", () => {
    expect(filterStatus(1, "")).toBe("1 posto.");
    expect(filterStatus(12, "Centro")).toBe("12 postos no bairro Centro.");
  });
});
