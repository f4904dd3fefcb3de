import type { NewsCredit, NewsItem } from "#content/schemas.ts";
import { formatPublished } from "#features/news/published.ts";
import { formatRelativeDate } from "#lib/format.ts";

type CardItem = Omit<NewsItem, "date"> & { date?: string };

const LINK = "font-medium text-blue-800 underline underline-offset-2 hover:no-underline";
const NEW_TAB = <span className="sr-only"> (abre em nova aba)</span>;

/**
 * The credit a Creative Commons item asks for (docs/content.md, "Notícias
 * da Agência Brasil"): the source and the reporter the feed names, the
 * licence linked, a note when the site shortened the text, the article's
 * own date and time and a link to the whole article.
 */
function LicensedSource({ item, credit }: { item: CardItem; credit: NewsCredit }) {
  const published = item.published === undefined ? null : formatPublished(item.published);
  return (
    <div className="flex w-full flex-col gap-1.5">
      {/* Plain text, as the hand-written items' date: the card's one <time> is the list's refresh ("há X"). */}
      {published && <p>{`Notícia publicada pela ${item.source} em ${published}`}</p>}
      <p className="text-xs text-slate-600">
        {credit.author ? `Texto de ${credit.author}, da ${item.source}` : `Texto da ${item.source}`}, sob a licença{" "}
        <a href={credit.licenceUrl} target="_blank" rel="noopener noreferrer license" className={LINK}>
          {credit.licence}
          {NEW_TAB}
        </a>
        .{credit.shortened && " Resumo encurtado por este site."}
      </p>
      <a href={item.url} target="_blank" rel="noopener noreferrer" className={LINK}>
        Leia a notícia completa na {item.source}
        {NEW_TAB}
      </a>
    </div>
  );
}

/** The source of a hand-written item: its name as a link to the page summarised, and that page's date. */
function OwnSource({ item }: { item: CardItem }) {
  const published = item.published === undefined ? null : formatPublished(item.published);
  return (
    <>
      <a
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-medium text-blue-800 underline-offset-2 hover:underline"
      >
        {`Fonte: ${item.source}`}
        {NEW_TAB}
      </a>
      {published && <span>{`Notícia publicada pela fonte em ${published}`}</span>}
    </>
  );
}

/**
 * A news article card: title (kept whole, however long), content, keywords,
 * the source with the source's own publication date ("Notícia publicada pela
 * fonte em 01/07/2024"; for an item of Agência Brasil, its date and time and
 * the credit its licence asks), and the refresh date as "há X"
 * (docs/product-rules.md, 'Data kept on the device'), labelled as
 * the list's update ("Lista de notícias atualizada há 3 horas") so that it
 * is not read as the news item's age (content review 2026-11, row 9);
 * "Data inválida" alone when it cannot be read.
 * Without `date`/`now` (prerendered HTML) the date is left out.
 * Every text is rendered as plain text, never as HTML.
 */
export function NewsCard({ item, now }: { item: CardItem; now: number | null }) {
  const validDate = item.date !== undefined && !Number.isNaN(Date.parse(item.date));
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg leading-snug font-semibold [overflow-wrap:anywhere] text-slate-900">{item.title}</h3>
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
        {item.credit ? <LicensedSource item={item} credit={item.credit} /> : <OwnSource item={item} />}
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
