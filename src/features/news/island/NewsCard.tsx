import type { NewsItem } from "#content/schemas.ts";
import { formatBrDate, formatRelativeDate } from "#lib/format.ts";

/**
 * A news article card: title, content, keywords, the source as
 * a link, the source's own publication date ("Notícia publicada pela fonte
 * em 01/07/2024"), and the refresh date as "há X"
 * (docs/product-rules.md, 'Data kept on the device'), labelled as
 * the list's update ("Lista de notícias atualizada há 3 horas") so that it
 * is not read as the news item's age (content review 2026-11, row 9);
 * "Data inválida" alone when it cannot be read.
 * Without `date`/`now` (prerendered HTML) the date is left out.
 * Every text is rendered as plain text, never as HTML.
 */
export function NewsCard({ item, now }: { item: Omit<NewsItem, "date"> & { date?: string }; now: number | null }) {
  const validDate = item.date !== undefined && !Number.isNaN(Date.parse(item.date));
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg leading-snug font-semibold text-slate-900">{item.title}</h3>
      <p className="text-slate-700">{item.content}</p>
      {item.keywords.length > 0 && (
        <ul aria-label="Palavras-chave" className="flex flex-wrap gap-2">
          {item.keywords.map((keyword, index) => (
            <li
              key={`${index}-${keyword}`}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
            >
              {keyword}
            </li>
          ))}
        </ul>
      )}
      <footer className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm text-slate-700">
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-blue-800 underline-offset-2 hover:underline"
        >
          Fonte: {item.source}
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
        {item.published && <span>Notícia publicada pela fonte em {formatBrDate(new Date(item.published))}</span>}
        {item.date !== undefined && now !== null && (
          <span>
            {validDate && "Lista de notícias atualizada "}
            <time dateTime={validDate ? item.date : undefined}>{formatRelativeDate(item.date, new Date(now))}</time>
          </span>
        )}
      </footer>
    </article>
  );
}
