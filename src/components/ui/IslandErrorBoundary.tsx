import { Component, type ComponentType, type ErrorInfo, type ReactNode } from "react";
import { BackToCalculator } from "./BackToCalculator.tsx";

interface Props {
  children: ReactNode;
  /** Level of the error heading: 1 where the island is the whole page, 2 inside a page. */
  headingLevel: 1 | 2;
}

/**
 * The error screen of an interactive part: the heading "Unexpected
 * Application Error!", kept in English as the product fixes it
 * (docs/product-rules.md, 'Pages and navigation'), with the error's
 * message, then a Portuguese explanation and the way back to the calculator. The rest of
 * the page, prerendered HTML, stays as it is.
 */
class IslandErrorBoundary extends Component<Props, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error("Erro desconhecido") };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const Heading = this.props.headingLevel === 1 ? "h1" : "h2";
    return (
      <div role="alert" className="mx-auto max-w-3xl px-4 py-16">
        <Heading lang="en" className="text-3xl font-bold text-slate-900">
          Unexpected Application Error!
        </Heading>
        <p className="mt-3 font-mono text-lg text-red-800">{error instanceof Error ? error.message : String(error)}</p>
        <p className="mt-6 text-slate-700">
          Desculpe, algo deu errado ao exibir esta página. Tente recarregar ou volte para a calculadora.
        </p>
        <BackToCalculator />
      </div>
    );
  }
}

/**
 * An island's root: `Island` inside an {@link IslandErrorBoundary}, so an
 * unhandled error shows the error screen instead of a broken page.
 */
export function withErrorBoundary<P extends object>(Island: ComponentType<P>, headingLevel: 1 | 2 = 2) {
  function Guarded(props: P) {
    return (
      <IslandErrorBoundary headingLevel={headingLevel}>
        <Island {...props} />
      </IslandErrorBoundary>
    );
  }
  Guarded.displayName = `withErrorBoundary(${Island.displayName ?? Island.name})`;
  return Guarded;
}
