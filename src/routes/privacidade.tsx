import { pageMeta } from "../lib/page-meta";
import { BackToCalculator } from "../components/ui/BackToCalculator";

export const meta = () =>
  pageMeta({
    title: "Privacidade",
    description:
      "Como o Etanol ou Gasolina? trata seus dados: nada é enviado sem o seu consentimento, o que fica guardado no seu aparelho e como mudar sua escolha.",
    path: "/privacidade",
  });

/** Short privacy note (LGPD, Lei 13.709/2018), linked from the footer and the consent banner. */
export default function Privacidade() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 text-slate-800">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Privacidade</h1>
      <div className="mt-6 space-y-4 text-lg leading-relaxed">
        <p>
          A calculadora funciona inteiramente no seu aparelho: os preços e os consumos que você digita não são
          enviados a nenhum servidor.
        </p>
        <h2 className="pt-2 text-xl font-bold text-slate-900">O que fica guardado no seu aparelho</h2>
        <p>
          O site usa o armazenamento local do navegador para guardar a lista de notícias, os dados do seu carro (se
          você os informar) e a sua escolha sobre estatísticas. Você pode apagar os dados do carro no próprio painel
          da calculadora, ou tudo isso limpando os dados do site no navegador.
        </p>
        <h2 className="pt-2 text-xl font-bold text-slate-900">Estatísticas de uso</h2>
        <p>
          Quando o site mede audiência, ele usa o Google Analytics, e só depois que você clica em “Aceitar”. Sem o
          seu consentimento, nenhum código do Google é carregado. Com ele, o Google Analytics registra de forma
          agregada as páginas visitadas e os cliques nos produtos recomendados. Você pode mudar sua escolha a
          qualquer momento pela opção “Preferências de cookies” no rodapé.
        </p>
        <h2 className="pt-2 text-xl font-bold text-slate-900">Links de afiliados</h2>
        <p>
          Os produtos recomendados levam a lojas parceiras. Ao abrir um desses links, você passa a seguir a política
          de privacidade da loja, e o site pode receber uma comissão pela compra, sem custo extra para você.
        </p>
        <h2 className="pt-2 text-xl font-bold text-slate-900">Seus direitos</h2>
        <p>
          A Lei Geral de Proteção de Dados (Lei 13.709/2018) garante a você, entre outros, os direitos de saber quais
          dados são tratados, de revogar o consentimento e de pedir a eliminação dos dados tratados com base nele.
        </p>
      </div>
      <BackToCalculator />
    </div>
  );
}
