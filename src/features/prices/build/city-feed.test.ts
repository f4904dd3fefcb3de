import { describe, expect, it } from "vitest";
import { SURVEY_WEEKS, weekSummary } from "#data/build/anp-history.ts";
import type { CityWeek, WeeklyPrices } from "#data/build/weekly.ts";
import { formatSurveyWeek } from "#features/prices/price-dates.ts";
import { formatMean, formatRatio } from "#features/prices/price-format.ts";
import { placeVerdict } from "#features/prices/price-verdicts.ts";
import { cityPagePath } from "#lib/paths.ts";
import { absoluteUrl } from "#lib/site.ts";
import { stateByCode, type State } from "#lib/states.ts";
import { cityFeedDescription, cityFeedItems, cityFeedTitle, cityFeedWeeks } from "./city-feed.ts";
import { cityPages } from "./city-page.ts";

const SP = stateByCode("sp") as State;

/** A city of São Paulo with its two means (R$/l text; null: not surveyed for that fuel). */
const city = (name: string, ethanol: string | null, gasoline: string | null): CityWeek => {
  const stats = (mean: string | null) => (mean === null ? null : { mean, min: mean, max: mean, stations: 12 });
  return { name, uf: "SP", ethanol: stats(ethanol), gasoline: stats(gasoline) };
};

/** A weekly summary with these cities (no state or national means: the feed reads the cities only). */
const summary = (start: string, end: string, cities: CityWeek[]): WeeklyPrices => ({
  source: "ANP",
  weekStart: start,
  weekEnd: end,
  brazil: { ethanol: null, gasoline: null },
  states: [],
  cities,
});

const CAMPINAS = cityPagePath({ uf: "SP", name: "Campinas" });
const SANTOS = cityPagePath({ uf: "SP", name: "Santos" });

// Campinas: gasoline (71%), missed, exactly 70% (ethanol), no ethanol price, ethanol again (69%).
// Santos: first surveyed in the second week, ethanol throughout.
const WEEKS = [
  summary("2026-06-07", "2026-06-13", [city("Campinas", "4.26", "6")]),
  summary("2026-06-14", "2026-06-20", [city("Santos", "4", "6")]),
  summary("2026-06-21", "2026-06-27", [city("Campinas", "4.2", "6"), city("Santos", "4.1", "6")]),
  summary("2026-06-28", "2026-07-04", [city("Campinas", null, "6"), city("Santos", "4", "6")]),
  summary("2026-07-05", "2026-07-11", [city("Campinas", "4.14", "6"), city("Santos", "4", "6")]),
];
const notes = (path: string, index: number) => `Postos de ${path} na semana ${index}.`;
const FEEDS = cityFeedWeeks(WEEKS, notes);

describe("cityFeedWeeks", () => {
  it("gives each city the kept weeks from its first survey on, a missed week without figures", () => {
    expect([...FEEDS.keys()]).toEqual([CAMPINAS, SANTOS]);
    expect(FEEDS.get(CAMPINAS)?.map((entry) => [entry.week.start, entry.city?.ethanol?.mean ?? null])).toEqual([
      ["2026-06-07", "4.26"],
      ["2026-06-14", null],
      ["2026-06-21", "4.2"],
      ["2026-06-28", null],
      ["2026-07-05", "4.14"],
    ]);
    expect(FEEDS.get(CAMPINAS)?.map((entry) => entry.city !== null)).toEqual([true, false, true, true, true]);
    expect(FEEDS.get(SANTOS)?.map((entry) => entry.week.start)).toEqual(WEEKS.slice(1).map((week) => week.weekStart));
  });

  it("takes each surveyed week's station note for the city and that week", () => {
    const santos = FEEDS.get(SANTOS) ?? [];
    expect(santos.map((entry) => (entry.city ? entry.stations : null))).toEqual(
      [1, 2, 3, 4].map((index) => notes(SANTOS, index)),
    );
  });
});

describe("cityFeedItems", () => {
  const items = cityFeedItems(CAMPINAS, SP, FEEDS.get(CAMPINAS) ?? []);

  it("has one item per week from the first survey, newest first, dated each week's Saturday", () => {
    expect(items.map((item) => item.pubDate.toISOString())).toEqual(
      WEEKS.map((week) => `${week.weekEnd}T00:00:00.000Z`).toReversed(),
    );
    expect(cityFeedItems(SANTOS, SP, FEEDS.get(SANTOS) ?? [])).toHaveLength(WEEKS.length - 1);
  });

  it("names the city and the week in each title, with the verdict or the flip since the last week with both means", () => {
    expect(items.map((item) => item.title).toReversed()).toEqual([
      "Campinas (SP), pesquisa de 7 a 13/06/2026: etanol a 71% da gasolina, gasolina compensa",
      "Campinas (SP), pesquisa de 14 a 20/06/2026: sem pesquisa da ANP na cidade",
      "Campinas (SP), pesquisa de 21 a 27/06/2026: o etanol passou a compensar (70%)",
      "Campinas (SP), pesquisa de 28/06 a 04/07/2026: sem preço de etanol nesta pesquisa",
      "Campinas (SP), pesquisa de 5 a 11/07/2026: etanol a 69% da gasolina, etanol compensa",
    ]);
  });

  it("says the means, the ratio, the week before with both means and the stations", () => {
    const [newest, , flip, missed, oldest] = items;
    expect(flip?.description).toBe(
      "Pesquisa da ANP de 21 a 27/06/2026. Na média de Campinas, o etanol custou R$\u00a04,20 e a gasolina R$\u00a06,00 por litro: " +
        "o etanol saiu a 70% do preço da gasolina, dentro do limite de 70%. Na pesquisa de 7 a 13/06/2026 estava a 71%. " +
        `Postos de ${CAMPINAS} na semana 2.`,
    );
    expect(newest?.description).toContain("Na pesquisa de 21 a 27/06/2026 estava a 70%.");
    expect(oldest?.description).not.toContain("estava a");
    expect(missed?.description).toBe(
      "A ANP não pesquisou os preços de Campinas na semana de 14 a 20/06/2026. " +
        "A última pesquisa da cidade é a de 7 a 13/06/2026: etanol a 71% da gasolina, gasolina compensa.",
    );
  });

  it("links every item to the city page, with a guid of its own per city and week", () => {
    for (const item of items) expect(item.link).toBe(absoluteUrl(CAMPINAS));
    expect(items[0]?.customData).toBe(
      `<guid isPermaLink="false">etanol-ou-gasolina:${CAMPINAS}:semana-2026-07-05</guid>`,
    );
    const guids = [...FEEDS].flatMap(([path, weeks]) => cityFeedItems(path, SP, weeks).map((item) => item.customData));
    expect(new Set(guids).size).toBe(guids.length);
  });

  it("gives no item for missed weeks before the city's first survey", () => {
    const santos = FEEDS.get(SANTOS) ?? [];
    const before = { week: { start: "2026-06-07", end: "2026-06-13" }, city: null };
    expect(cityFeedItems(SANTOS, SP, [before, ...santos])).toEqual(cityFeedItems(SANTOS, SP, santos));
  });
});

describe("the feed of every surveyed city, on the kept weeks", () => {
  const summaries = SURVEY_WEEKS.map(weekSummary);
  const feeds = cityFeedWeeks(summaries, () => "");

  it("exists for every city page, with one item per kept week since its first survey", () => {
    const pages = cityPages(summaries);
    expect(pages.length).toBeGreaterThan(0);
    for (const { city } of pages) {
      const path = cityPagePath(city);
      const first = summaries.findIndex((week) => week.cities.some((each) => cityPagePath(each) === path));
      expect(cityFeedItems(path, stateByCode(city.uf) as State, feeds.get(path) ?? []), path).toHaveLength(
        summaries.length - first,
      );
    }
  });

  it("says each surveyed week's means and ratio as the data has them", () => {
    for (const [index, week] of summaries.entries()) {
      for (const city of week.cities) {
        const path = cityPagePath(city);
        const items = cityFeedItems(path, stateByCode(city.uf) as State, feeds.get(path) ?? []);
        const item = items.find((each) => each.pubDate.toISOString().startsWith(week.weekEnd));
        expect(item?.title, path).toContain(`pesquisa de ${formatSurveyWeek(week.weekStart, week.weekEnd)}: `);
        const verdict = placeVerdict(city);
        if (!verdict.ok) continue;
        expect(item?.title, `${path} ${index}`).toContain(formatRatio(verdict));
        expect(item?.description).toContain(`o etanol custou ${formatMean(city.ethanol?.mean)}`);
        expect(item?.description).toContain(`a gasolina ${formatMean(city.gasoline?.mean)}`);
      }
    }
  });
});

describe("the channel", () => {
  it("names the city and the span of its weeks, and cites the ANP", () => {
    expect(cityFeedTitle({ name: "Campinas", uf: "SP" })).toBe(
      "Etanol ou gasolina em Campinas (SP): a pesquisa de cada semana",
    );
    const description = cityFeedDescription(
      { name: "Campinas", uf: "SP" },
      (FEEDS.get(CAMPINAS) ?? []).map((entry) => entry.week),
    );
    expect(description).toContain("Campinas (SP), semana a semana (07/06/2026 a 11/07/2026)");
    expect(description).toContain("Fonte: Agência Nacional do Petróleo, Gás Natural e Biocombustíveis (ANP)");
  });
});
