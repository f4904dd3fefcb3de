// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import defaultNews from "#content/news.json";
import { parseStoredNews } from "./news-store.ts";
import { NewsCard } from "./NewsCard.tsx";

/* Proving that no markup was injected means looking at the DOM itself, beyond what roles can show. */
/* eslint-disable testing-library/no-container, testing-library/no-node-access */
describe("NewsCard with hostile stored text", () => {
  it("renders markup from storage as plain text, never as HTML", () => {
    const attack = '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>';
    const stored = JSON.stringify(
      defaultNews.map((item) => ({
        ...item,
        title: attack,
        content: attack,
        source: attack,
        keywords: [attack],
        date: "2026-11-21T10:00:00.000Z",
      })),
    );
    const items = parseStoredNews(stored)!;
    const { container } = render(<NewsCard item={items[0]!} now={Date.parse("2026-11-21T12:00:00.000Z")} />);
    expect(screen.getByRole("heading", { name: attack })).toBeInTheDocument();
    expect(container.querySelector("img, script")).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it("renders any stored strings as text, whatever they hold", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.array(fc.string(), { maxLength: 5 }), (title, content, keywords) => {
        const item = { ...defaultNews[0]!, title, content, keywords, date: "agora" };
        const { container, unmount } = render(<NewsCard item={item} now={0} />);
        expect(container.querySelectorAll("script, img, iframe, object")).toHaveLength(0);
        expect(container.querySelector("h3")!.textContent).toBe(title);
        expect(container.textContent).toContain("Data inválida");
        unmount();
      }),
      { numRuns: 60 },
    );
  });
});

describe("NewsCard dates", () => {
  it("labels which date is the source's and which is the list's refresh", () => {
    const item = { ...defaultNews[0]!, date: "2026-11-21T10:00:00.000Z" };
    render(<NewsCard item={item} now={Date.parse("2026-11-21T13:00:00.000Z")} />);
    expect(screen.getByText("Notícia publicada pela fonte em 01/07/2024")).toBeInTheDocument();
    const refreshed = screen.getByText("há 3 horas");
    expect(refreshed.tagName).toBe("TIME");
    expect(refreshed.parentElement).toHaveTextContent(/^Lista de notícias atualizada há 3 horas$/);
  });
});
