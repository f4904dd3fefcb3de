// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import agencyNews from "#content/news-agencia-brasil.json";
import defaultNews from "#content/news.json";
import type { NewsDefault } from "#content/schemas.ts";
import { LAST_UPDATE_KEY, NEWS_KEY } from "#features/news/dom-contract.ts";
import { mergeNews } from "#features/news/merge.ts";
import { NewsIsland, NewsSection } from "./NewsSection.tsx";

/** The island's six items: Agência Brasil's fuel news first, then the hand-written ones. */
const merged = mergeNews<NewsDefault>(agencyNews, defaultNews);

const START = new Date("2026-11-21T12:00:00.000Z");

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe("NewsSection", () => {
  it("is prerendered with the six merged items, without dates, so the page reads whole without JavaScript", () => {
    const view = renderToString(<NewsIsland />);
    expect(view).toContain("Notícias e Análises do Setor Automotivo");
    expect(view.match(/<article/g)).toHaveLength(6);
    expect(view).toContain(merged[0]!.url);
    expect(view).not.toContain("há ");
  });

  it("as an island, brings its six items itself, Agência Brasil's first, then the hand-written ones", () => {
    render(<NewsIsland />);
    const titles = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(merged.map(({ title }) => title));
    expect(titles.slice(agencyNews.length)).toEqual(
      defaultNews.slice(0, 6 - agencyNews.length).map(({ title }) => title),
    );
  });

  it("credits an item of Agência Brasil and links its licence", () => {
    const fetched: NewsDefault = {
      id: "agencia-brasil-1",
      title: "Etanol cai em 14 estados",
      content: "O preço do etanol caiu.",
      source: "Agência Brasil",
      url: "https://agenciabrasil.ebc.com.br/economia/noticia/2026-06/etanol",
      published: "2026-06-17T09:30:00-03:00",
      keywords: ["etanol"],
      credit: {
        licence: "CC BY 4.0",
        licenceUrl: "https://creativecommons.org/licenses/by/4.0/deed.pt-br",
        shortened: false,
      },
    };
    render(<NewsSection defaults={mergeNews([fetched], defaultNews)} />);
    const card = screen.getAllByRole("article")[0]!;
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent("Etanol cai em 14 estados");
    expect(within(card).getByRole("link", { name: /^CC BY 4\.0/ })).toHaveAttribute("href", fetched.credit!.licenceUrl);
    expect(screen.getAllByRole("article")).toHaveLength(6);
  });

  it("renders six article cards under the section heading, dated after mount", () => {
    render(<NewsSection defaults={defaultNews} />);
    const section = screen.getByRole("region", { name: "Notícias e Análises do Setor Automotivo" });
    const cards = within(section).getAllByRole("article");
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(within(card).getByRole("heading", { level: 3 })).toBeInTheDocument();
      expect(within(card).getByText("há 1 segundo")).toBeInTheDocument();
    }
    expect(localStorage.getItem(LAST_UPDATE_KEY)).toBe(START.toISOString());
  });

  it("shows 'Data inválida' for a stored date that cannot be read", () => {
    const items = defaultNews.map((item, index) => ({ ...item, date: index === 0 ? "quando?" : START.toISOString() }));
    localStorage.setItem(NEWS_KEY, JSON.stringify(items));
    localStorage.setItem(LAST_UPDATE_KEY, START.toISOString());
    render(<NewsSection defaults={defaultNews} />);
    expect(screen.getAllByText("Data inválida")).toHaveLength(1);
  });

  it("moves the relative dates on and refreshes every 24 hours while open", () => {
    render(<NewsSection defaults={defaultNews} />);
    act(() => vi.advanceTimersByTime(2 * 60 * 60 * 1000));
    expect(screen.getAllByText("há 2 horas")).toHaveLength(6);
    act(() => vi.advanceTimersByTime(22 * 60 * 60 * 1000));
    const refreshedAt = new Date(START.getTime() + 24 * 60 * 60 * 1000).toISOString();
    expect(localStorage.getItem(LAST_UPDATE_KEY)).toBe(refreshedAt);
    expect(JSON.parse(localStorage.getItem(NEWS_KEY)!)[0].date).toBe(refreshedAt);
    expect(screen.getAllByText("há 1 segundo")).toHaveLength(6);
  });

  it("keeps working when localStorage throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    render(<NewsSection defaults={defaultNews} />);
    expect(screen.getAllByRole("article")).toHaveLength(6);
  });
});
