// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { withErrorBoundary } from "./IslandErrorBoundary.tsx";

function Broken(): never {
  throw new Error("Falha ao ler os dados");
}

describe("withErrorBoundary", () => {
  it("shows the heading 'Unexpected Application Error!' and the error message, a Portuguese line and the way back", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Guarded = withErrorBoundary(Broken, 1);
    render(<Guarded />);
    expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("Falha ao ler os dados")).toBeInTheDocument();
    expect(screen.getByText(/algo deu errado/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voltar para a calculadora" })).toHaveAttribute("href", "/");
  });

  it("uses a level-2 heading inside a page, and renders the island untouched when nothing fails", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { unmount } = render(
      <>
        {(() => {
          const G = withErrorBoundary(Broken);
          return <G />;
        })()}
      </>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Unexpected Application Error!" })).toBeInTheDocument();
    unmount();
    const Fine = withErrorBoundary(() => <p>Tudo certo</p>);
    render(<Fine />);
    expect(screen.getByText("Tudo certo")).toBeInTheDocument();
  });
});
