import { defaultNews } from "../../content/default-news";
import { Section } from "../../components/ui/Section";
import { NewsCard } from "./NewsCard";
import { useNews } from "./use-news";

/** The home page's news list (spec §2, item 5): six cards, two columns from `md` up. */
export function NewsSection() {
  const { items, now } = useNews(defaultNews);
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
