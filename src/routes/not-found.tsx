import { pageMeta } from "../lib/page-meta";
import { BackToCalculator } from "../components/ui/BackToCalculator";

export const meta = () =>
  pageMeta({ title: "Página não encontrada", description: "O endereço procurado não existe no Etanol ou Gasolina?." });

/** Fallback for unknown paths, inside the shared layout; served as 404.html. */
export default function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold tracking-wide text-green-800 uppercase">Erro 404</p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900 sm:text-4xl">Página não encontrada</h1>
      <p className="mt-4 text-lg text-slate-700">
        O endereço que você procurou não existe ou mudou de lugar. A calculadora continua a um toque
        de distância.
      </p>
      <BackToCalculator />
    </div>
  );
}
