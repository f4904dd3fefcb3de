import { describe, expect, it } from "vitest";
import type { Station } from "#data/build/stations.ts";
import {
  allStationsLink,
  brandLabel,
  citySummary,
  collectedText,
  disagreementSentence,
  filledText,
  flipText,
  fuelChangeText,
  keptListIntro,
  NEW_STATION_TEXT,
  noPicksText,
  picksHeading,
  picksIntro,
  picksLoadFailed,
  shareCountClause,
  sharePercentClause,
  shortWeek,
  stationAddress,
  stationVerdictSentence,
} from "./station-messages.ts";
import { stationVerdict } from "./station-ranking.ts";

const station = (overrides: Partial<Station>): Station => ({
  cnpj: "11222333000181",
  uf: "AM",
  city: "Manaus",
  name: "Posto Flores",
  brand: "Ipiranga",
  street: "Avenida Professor Nilton Lins",
  number: "2653",
  district: "Flores",
  cep: "69058300",
  ethanol: { price: "4.89", collected: "2026-06-10" },
  gasoline: { price: "6.79", collected: "2026-06-10" },
  ...overrides,
});

describe("a station's lines", () => {
  it("names an unbranded station's flag as a driver knows it", () => {
    expect(brandLabel(null)).toBe("Bandeira branca");
    expect(brandLabel("Vibra")).toBe("Vibra");
  });

  it("writes the address with the number and the neighbourhood when the ANP gives them", () => {
    expect(stationAddress(station({}))).toBe("Avenida Professor Nilton Lins, 2653 – Flores");
    expect(stationAddress(station({ number: null, district: null }))).toBe("Avenida Professor Nilton Lins");
    expect(stationAddress(station({ number: "S/N" }))).toBe("Avenida Professor Nilton Lins, S/N – Flores");
  });

  it("names the collection day, and each fuel's when they differ", () => {
    expect(collectedText(station({}))).toBe("Coletado em 10/06/2026");
    expect(collectedText(station({ ethanol: null }))).toBe("Coletado em 10/06/2026");
    expect(collectedText(station({ ethanol: { price: "4.89", collected: "2026-06-09" } }))).toBe(
      "Etanol coletado em 09/06/2026, gasolina em 10/06/2026",
    );
  });

  it("says the station's own verdict, with the ratio, or the one fuel it sold", () => {
    expect(
      stationVerdictSentence(
        stationVerdict(
          station({
            ethanol: { price: "3.39", collected: "2026-06-09" },
            gasoline: { price: "6.03", collected: "2026-06-09" },
          }),
        )!,
      ),
    ).toBe("Neste posto o etanol sai a 56,2% da gasolina: etanol");
    expect(stationVerdictSentence(stationVerdict(station({}))!)).toBe(
      "Neste posto o etanol sai a 72% da gasolina: gasolina",
    );
    expect(stationVerdictSentence({ kind: "both", fuel: "ethanol", ratio: 0.7 })).toBe(
      "Neste posto o etanol sai a 70% da gasolina: etanol",
    );
    expect(stationVerdictSentence({ kind: "only", fuel: "gasoline" })).toBe(
      "Este posto só vendeu gasolina na pesquisa",
    );
  });
});

describe("shares", () => {
  it("counts for a city, singular and none included", () => {
    expect(shareCountClause({ pays: 12, total: 20 })).toBe(
      "o etanol compensa em 12 dos 20 postos pesquisados que vendem os dois",
    );
    expect(shareCountClause({ pays: 1, total: 1 })).toBe(
      "o etanol compensa em 1 do 1 posto pesquisado que vende os dois",
    );
    expect(shareCountClause({ pays: 0, total: 4 })).toBe(
      "o etanol não compensa em nenhum dos 4 postos pesquisados que vendem os dois",
    );
    expect(shareCountClause({ pays: 0, total: 0 })).toBeNull();
  });

  it("gives a state or the country a percentage with both counts", () => {
    expect(sharePercentClause({ pays: 89, total: 202 })).toBe(
      "o etanol compensa em 44,1% dos postos pesquisados que vendem os dois (89 de 202)",
    );
    expect(sharePercentClause({ pays: 2181, total: 3632 })).toBe(
      "o etanol compensa em 60% dos postos pesquisados que vendem os dois (2.181 de 3.632)",
    );
    expect(sharePercentClause({ pays: 0, total: 12 })).toBe(
      "o etanol não compensa em nenhum dos 12 postos pesquisados que vendem os dois",
    );
    expect(sharePercentClause({ pays: 0, total: 0 })).toBeNull();
  });

  it("says so where the mean and most stations disagree, and only there", () => {
    expect(disagreementSentence("ethanol", { pays: 89, total: 202 }, "do estado")).toBe(
      "Na média do estado o etanol compensa, mas na maioria dos postos pesquisados que vendem os dois ele custou mais de 70% da gasolina: confira os preços do seu posto.",
    );
    expect(disagreementSentence("gasoline", { pays: 150, total: 200 }, "do Brasil")).toBe(
      "Na média do Brasil a gasolina compensa, mas na maioria dos postos pesquisados que vendem os dois o etanol custou até 70% da gasolina: confira os preços do seu posto.",
    );
    expect(disagreementSentence("ethanol", { pays: 150, total: 200 }, "do estado")).toBeNull();
    expect(disagreementSentence("gasoline", { pays: 50, total: 200 }, "do estado")).toBeNull();
    expect(disagreementSentence("ethanol", { pays: 100, total: 200 }, "do estado")).toBeNull();
    expect(disagreementSentence("ethanol", { pays: 0, total: 0 }, "do estado")).toBeNull();
  });
});

describe("citySummary", () => {
  it("names the cheapest ethanol and gasoline and the share in one line", () => {
    const stations = [
      station({
        name: "Posto A",
        ethanol: { price: "4.2", collected: "2026-06-10" },
        gasoline: { price: "6", collected: "2026-06-10" },
      }),
      station({
        name: "Posto B",
        cnpj: "11444777000161",
        ethanol: null,
        gasoline: { price: "5.89", collected: "2026-06-10" },
      }),
    ];
    expect(citySummary(stations, "Manaus")).toBe(
      "Etanol mais barato: R$\u00a04,20 (Posto A). Gasolina mais barata: R$\u00a05,89 (Posto B). Em Manaus, o etanol compensa em 1 do 1 posto pesquisado que vende os dois.",
    );
    expect(citySummary([], "Manaus")).toBeNull();
  });
});

describe("a station's change since the previous survey", () => {
  const week = { start: "2026-06-07", end: "2026-06-13" };

  it("names the previous week without its year", () => {
    expect(shortWeek(week)).toBe("7 a 13/06");
    expect(shortWeek({ start: "2026-06-28", end: "2026-07-04" })).toBe("28/06 a 04/07");
  });

  it("gives the price and its change with a true minus sign, a plus sign or no change", () => {
    expect(fuelChangeText("ethanol", { price: "4.19", change: "-0.10" }, week)).toBe(
      "Etanol R$\u00a04,19 (\u2212R$\u00a00,10 desde 7 a 13/06)",
    );
    expect(fuelChangeText("gasoline", { price: "6.29", change: "0.05" }, week)).toBe(
      "Gasolina R$\u00a06,29 (+R$\u00a00,05 desde 7 a 13/06)",
    );
    expect(fuelChangeText("gasoline", { price: "5.899", change: "-0.001" }, week)).toBe(
      "Gasolina R$\u00a05,899 (\u2212R$\u00a00,001 desde 7 a 13/06)",
    );
    expect(fuelChangeText("ethanol", { price: "4.2", change: "0.00" }, week)).toBe(
      "Etanol R$\u00a04,20 (sem mudança desde 7 a 13/06)",
    );
  });

  it("gives the price alone for a fuel not sold in the previous survey", () => {
    expect(fuelChangeText("ethanol", { price: "4.19", change: null }, week)).toBe("Etanol R$\u00a04,19");
  });

  it("says which fuel now pays off, and that a station is new", () => {
    expect(flipText("ethanol")).toBe("passou a compensar o etanol");
    expect(flipText("gasoline")).toBe("passou a compensar a gasolina");
    expect(NEW_STATION_TEXT).toBe("Novo na pesquisa");
  });
});

describe("the calculator's station lists in words", () => {
  it("names the week of Meus postos' prices once a file has loaded", () => {
    expect(keptListIntro("14 a 20/06/2026")).toBe(
      "Guardados neste aparelho, com os preços da pesquisa da ANP de 14 a 20/06/2026.",
    );
    expect(keptListIntro(null)).toBe("Guardados neste aparelho.");
  });

  it("heads a city's picks, with the distance of a city standing in", () => {
    expect(picksHeading("Campinas", 0)).toBe("Postos pesquisados em Campinas");
    expect(picksHeading("Caraguatatuba", 19)).toBe("Postos pesquisados em Caraguatatuba, a 19 km");
  });

  it("says what the picks are, in the singular for one", () => {
    const share = { pays: 12, total: 20, stations: 25 };
    expect(picksIntro(3, share, "7 a 13/06/2026")).toBe(
      "Os 3 postos com menor custo por km pela regra dos 70%, dos 25 pesquisados pela ANP de 7 a 13/06/2026. " +
        "O etanol compensa em 12 dos 20 postos pesquisados que vendem os dois.",
    );
    expect(picksIntro(1, share, "7 a 13/06/2026")).toMatch(/^O posto com menor custo por km/);
  });

  it("says what was filled in, what failed, what is missing, and links the full list", () => {
    expect(filledText("Posto Flores")).toBe("Preços preenchidos: Posto Flores.");
    expect(picksLoadFailed("Manaus")).toBe("Não foi possível carregar os postos de Manaus.");
    expect(noPicksText("Manaus", "7 a 13/06/2026")).toBe(
      "Nenhum posto de Manaus vendeu etanol e gasolina na pesquisa da ANP de 7 a 13/06/2026.",
    );
    expect(allStationsLink(25, "Manaus")).toBe("Ver os 25 postos pesquisados em Manaus");
  });
});
