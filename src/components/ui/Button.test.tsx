// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button, buttonVariants, LinkButton } from "./Button.tsx";

describe("Button", () => {
  it("is a type=button primary button unless told otherwise, and a caller's class wins over the variant's", () => {
    render(
      <>
        <Button>Calcular</Button>
        <Button type="submit" variant="outline" className="rounded-lg">
          Enviar
        </Button>
      </>,
    );
    const primary = screen.getByRole("button", { name: "Calcular" });
    expect(primary).toHaveAttribute("type", "button");
    expect(primary).toHaveClass("bg-green-700");
    const outline = screen.getByRole("button", { name: "Enviar" });
    expect(outline).toHaveAttribute("type", "submit");
    expect(outline).toHaveClass("rounded-lg", "border");
    expect(outline).not.toHaveClass("rounded-xl");
  });

  it("styles a link as a button without making it a button", () => {
    render(<LinkButton href="/">Voltar para a calculadora</LinkButton>);
    expect(screen.getByRole("link", { name: "Voltar para a calculadora" })).toHaveClass(...buttonVariants().split(" "));
  });
});
