/** The "Voltar para a calculadora" button-styled link of the secondary pages. */
export function BackToCalculator() {
  return (
    <a
      href="/"
      className="mt-8 inline-block rounded-xl bg-green-700 px-5 py-3 font-semibold text-white hover:bg-green-800"
    >
      Voltar para a calculadora
    </a>
  );
}
