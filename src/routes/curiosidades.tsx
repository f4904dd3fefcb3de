import { curiosities } from "../content/curiosities";
import { IconCard } from "../components/ui/IconCard";
import { pageMeta } from "../lib/page-meta";

export const meta = () =>
  pageMeta({
    title: "Curiosidades Automotivas",
    description:
      "Fatos verdadeiros e surpreendentes sobre carros, etanol e gasolina no Brasil e no mundo, com a fonte de cada um.",
    path: "/curiosidades",
  });

/** Curiosities page (spec §2): the heading and nine fact cards. */
export default function Curiosidades() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        Curiosidades Automotivas Fascinantes
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Histórias e números do mundo dos carros e dos combustíveis, cada um com a fonte de onde veio.
      </p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {curiosities.map(({ id, icon, accent, title, text, source }) => (
          <IconCard key={id} icon={icon} accent={accent} title={title} headingLevel={2}>
            <p>{text}</p>
            <p className="mt-auto pt-2 text-sm text-slate-600">Fonte: {source}</p>
          </IconCard>
        ))}
      </div>
    </div>
  );
}
