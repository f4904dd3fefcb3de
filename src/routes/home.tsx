import { Suspense } from "react";
import { infoCards } from "../content/info-cards";
import { IconCard } from "../components/ui/IconCard";
import { Section } from "../components/ui/Section";
import { Calculator } from "../features/calculator/Calculator";
import { lazyWhenVisible } from "../lib/lazy-when-visible";
import { pageMeta } from "../lib/page-meta";
import { faqPageNode, webApplicationNode } from "../lib/structured-data";

// Below the fold and interactive: prerendered in the HTML, their code loaded as they near the screen.
const ProductsSection = lazyWhenVisible("produtos", () =>
  import("../features/affiliate/ProductsSection").then((module) => module.ProductsSection),
);
const NewsSection = lazyWhenVisible("noticias", () =>
  import("../features/news/NewsSection").then((module) => module.NewsSection),
);

export const meta = () =>
  pageMeta({
    title: "Calculadora Etanol ou Gasolina",
    description:
      "Descubra em segundos se compensa abastecer com etanol ou gasolina: informe os preços do posto e veja a resposta pela regra dos 70% e quanto você economiza por litro.",
    path: "/",
    jsonLd: [webApplicationNode(), faqPageNode(infoCards)],
  });

/** Home page (spec §2): hero, calculator, products, information cards, news. */
export default function Home() {
  return (
    <>
      <div className="bg-gradient-to-b from-green-50 to-slate-50">
        <div className="mx-auto max-w-5xl px-4 pt-10 pb-4 sm:pt-14">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Etanol ou gasolina: qual compensa mais agora?
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Digite os preços por litro que você vê na bomba e descubra na hora qual combustível rende
            mais no seu carro flex, pela regra dos 70%.
          </p>
        </div>
        <section aria-labelledby="calculadora-title" className="mx-auto max-w-5xl px-4 pt-4 pb-10">
          <h2 id="calculadora-title" className="sr-only">
            Calculadora
          </h2>
          <Calculator />
        </section>
      </div>
      <Suspense fallback={null}>
        <ProductsSection />
      </Suspense>
      <Section id="entenda" title="Entenda Mais Sobre Etanol e Gasolina">
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {infoCards.map(({ id, icon, accent, title, paragraphs }) => (
            <IconCard key={id} icon={icon} accent={accent} title={title}>
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </IconCard>
          ))}
        </div>
      </Section>
      <Suspense fallback={null}>
        <NewsSection />
      </Suspense>
    </>
  );
}
