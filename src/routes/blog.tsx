import { CalendarDays, ShoppingCart, UserRound } from "lucide-react";
import { blogPosts } from "../content/blog-posts";
import { IconCard } from "../components/ui/IconCard";
import { brDateToIso } from "../lib/format";
import { pageMeta } from "../lib/page-meta";
import { blogPostingNodes } from "../lib/structured-data";

export const meta = () =>
  pageMeta({
    title: "Blog Automotivo",
    description:
      "Dicas práticas de manutenção, economia de combustível e cuidados com o carro flex, escritas para o motorista brasileiro.",
    path: "/blog",
    jsonLd: blogPostingNodes(blogPosts),
  });

/** Blog page (spec §2): the heading, six post cards and the "Carregar Mais Posts" button. */
export default function Blog() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        Blog Automotivo: Dicas, Manutenção e Novidades
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Conteúdo prático para gastar menos e cuidar melhor do seu carro flex.
      </p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {blogPosts.map((post) => (
          <IconCard key={post.id} id={post.id} icon={post.icon} accent={post.iconColor} title={post.title} headingLevel={2}>
            <p>{post.excerpt}</p>
            <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden="true" className="size-4" />
                <time dateTime={brDateToIso(post.date) ?? undefined}>{post.date}</time>
              </span>
              <span className="inline-flex items-center gap-1">
                <UserRound aria-hidden="true" className="size-4" />
                {post.author}
              </span>
            </p>
            {post.affiliateLink && post.affiliateProduct && (
              <a
                href={post.affiliateLink}
                target="_blank"
                rel="noopener noreferrer nofollow sponsored"
                className="inline-flex items-center gap-2 self-start rounded-lg border border-green-700 px-3 py-1.5 text-sm font-semibold text-green-800 hover:bg-green-50"
              >
                <ShoppingCart aria-hidden="true" className="size-4" />
                {post.affiliateProduct}
                <span className="sr-only"> (link de afiliado, abre em nova aba)</span>
              </a>
            )}
          </IconCard>
        ))}
      </div>
      <div className="mt-10 flex justify-center">
        <button
          type="button"
          className="rounded-xl border border-slate-400 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-100"
        >
          Carregar Mais Posts
        </button>
      </div>
    </div>
  );
}
