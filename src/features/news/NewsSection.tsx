import { Section } from "../../components/ui/Section";
import { withErrorBoundary } from "../../components/ui/IslandErrorBoundary";
import type { NewsDefault } from "../../content/schemas";
import { NewsCard } from "./NewsCard";
import { useNews } from "./use-news";

/**
 * The home page's news list (spec §2, item 5): six cards, two columns from
 * `md` up; `defaults` are the news collection's items, shown and seeded
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

/** The news list as an island (hydrated when it comes into view), inside its error boundary. */
export const NewsIsland = withErrorBoundary(NewsSection);
