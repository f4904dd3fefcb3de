// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

function renderFailingRoute(loader: () => never) {
  const Stub = createRoutesStub([
    // The stub passes the real route props; the cast only bridges its looser typing.
    { path: "/", loader, Component: () => null, ErrorBoundary: ErrorBoundary as unknown as () => null },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("root ErrorBoundary", () => {
  it("shows the spec's heading and the error message, in a Portuguese page with a way back", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Error("Falha ao ler os dados");
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("Falha ao ler os dados")).toBeInTheDocument();
    expect(screen.getByText(/algo deu errado/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Voltar para a calculadora" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("shows the status and status text of an error response", async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 503, statusText: "Service Unavailable" });
    });
    expect(await screen.findByText("503 Service Unavailable")).toBeInTheDocument();
  });
});
