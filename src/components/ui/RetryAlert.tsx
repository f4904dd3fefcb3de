/**
 * What a failed load says, with a button that tries again: "Não foi
 * possível carregar os municípios. Verifique a conexão e tente de novo."
 * (`failure` is the first sentence).
 */
export function RetryAlert({ failure, onRetry }: { failure: string; onRetry: () => void }) {
  return (
    <p role="alert" className="text-sm font-medium text-red-800">
      {failure} Verifique a conexão e{" "}
      <button type="button" onClick={onRetry} className="underline underline-offset-2">
        tente de novo
      </button>
      .
    </p>
  );
}
