// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import defaultNews from "#content/news.json";
import { parseStoredNews } from "#features/news/browser/news-store.ts";
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

describe("NewsCard for an item of Agência Brasil", () => {
  const agency = {
    id: "agencia-brasil-1650101",
    title: "Petrobras reduz preço do diesel para as distribuidoras",
    content: "A Petrobras anunciou que o preço médio do diesel cai…",
    source: "Agência Brasil",
    url: "https://agenciabrasil.ebc.com.br/economia/noticia/2026-06/petrobras-reduz-preco-do-diesel",
    published: "2026-06-18T18:40:00-03:00",
    keywords: ["diesel", "Petrobras"],
    credit: {
      licence: "CC BY 4.0",
      licenceUrl: "https://creativecommons.org/licenses/by/4.0/deed.pt-br",
      author: "Ana Souza",
      shortened: true,
    },
  };

  it("credits it as CC BY asks: source and reporter, the licence linked, the shortening, the article linked", () => {
    const { container } = render(<NewsCard item={agency} now={null} />);
    const footer = container.querySelector("footer")!;
    expect(footer).toHaveTextContent(
      /Texto de Ana Souza, da Agência Brasil, sob a licença CC BY 4\.0 ?\(abre em nova aba\)\. Resumo encurtado por este site\./,
    );
    expect(screen.getByRole("link", { name: /^CC BY 4\.0\s*\(abre em nova aba\)$/ })).toHaveAttribute(
      "href",
      "https://creativecommons.org/licenses/by/4.0/deed.pt-br",
    );
    expect(
      screen.getByRole("link", { name: /^Leia a notícia completa na Agência Brasil\s*\(abre em nova aba\)$/ }),
    ).toHaveAttribute("href", agency.url);
  });

  it("shows the article's own date and time in Brasília, and the list's refresh as 'há X'", () => {
    render(
      <NewsCard item={{ ...agency, date: "2026-11-21T10:00:00.000Z" }} now={Date.parse("2026-11-21T12:00:00.000Z")} />,
    );
    expect(
      screen.getByText("Notícia publicada pela Agência Brasil em 18/06/2026, às 18h40 (horário de Brasília)"),
    ).toBeInTheDocument();
    // The card's one <time> stays the list's refresh, as for the hand-written items.
    expect(screen.getByRole("article").querySelectorAll("time")).toHaveLength(1);
    expect(screen.getByText("há 2 horas").tagName).toBe("TIME");
  });

  it("names the agency alone when the feed names no reporter, and says nothing of shortening when it did not shorten", () => {
    const { container } = render(
      <NewsCard item={{ ...agency, credit: { ...agency.credit, author: undefined, shortened: false } }} now={null} />,
    );
    expect(container.querySelector("footer")).toHaveTextContent("Texto da Agência Brasil, sob a licença CC BY 4.0");
    expect(container.querySelector("footer")).not.toHaveTextContent("encurtado");
  });

  it("keeps a 300-character title whole", () => {
    const title = "Combustível ".repeat(25);
    render(<NewsCard item={{ ...agency, title }} now={null} />);
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe(title);
  });
});
