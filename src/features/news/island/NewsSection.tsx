import { withErrorBoundary } from "#components/ui/IslandErrorBoundary.tsx";
import { Section } from "#components/ui/Section.tsx";
import agencyNews from "#content/news-agencia-brasil.json";
import handWrittenNews from "#content/news.json";
import type { NewsDefault } from "#content/schemas.ts";
import { NewsCard } from "#features/news/island/NewsCard.tsx";
import { useNews } from "#features/news/island/use-news.ts";
import { mergeNews } from "#features/news/merge.ts";

/**
 * The home page's news list, its last section: six cards, two columns from
 * `md` up; `defaults` are the merged news items (below), shown and seeded
 * when nothing valid is stored.
 */
export function NewsSection({ defaults }: { defaults: readonly NewsDefault[] }) {
  const { items, now } = useNews(defaults);
  return (
    <Section id="noticias" title="Notícias e Análises do Setor Automotivo">
      <div className="grid gap-6 md:grid-cols-2">
        {items.map((item) => (
          <NewsCard key={item.id} item={item} now={now} />
        ))}
      </div>
    </Section>
  );
}

/**
 * The six default items: the fuel news taken from Agência Brasil's feed
 * (src/content/news-agencia-brasil.json, `npm run data:noticias`), newest
 * first, then the hand-written items (src/content/news.json, in file order),
 * both validated at build time by their content collections. The island's
 * own, not props, so that they travel in its code and not in the page's HTML.
 */
const DEFAULT_NEWS: readonly NewsDefault[] = mergeNews<NewsDefault>(agencyNews, handWrittenNews);

/**
 * The news list as an island, hydrated when it comes into view, inside its
 * error boundary. Prerendered with the six default items (so the page
 * reads whole without JavaScript); once hydrated, the stored list.
 */
export const NewsIsland = withErrorBoundary(function NewsIsland() {
  return <NewsSection defaults={DEFAULT_NEWS} />;
});
