import { LinkButton } from "./Button.tsx";

/** The "Voltar para a calculadora" button-styled link of the secondary pages and the error screen. */
export function BackToCalculator() {
  return (
    <LinkButton href="/" className="mt-8">
      Voltar para a calculadora
    </LinkButton>
  );
}
