// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { dismissToast, toastStore } from "../../components/toast/toast-store";

const getToasts = toastStore.get;
import { Calculator } from "./Calculator";

afterEach(() => getToasts().forEach((item) => dismissToast(item.id)));

async function calculate(ethanol: string, gasoline: string) {
  const user = userEvent.setup();
  render(<Calculator />);
  const ethanolField = screen.getByLabelText("Preço do Etanol (R$ por litro)");
  const gasolineField = screen.getByLabelText("Preço da Gasolina (R$ por litro)");
  if (ethanol) await user.type(ethanolField, ethanol);
  if (gasoline) await user.type(gasolineField, gasoline);
  await user.click(screen.getByRole("button", { name: "Calcular" }));
  return { user, ethanolField, gasolineField };
}

describe("Calculator", () => {
  it("has the spec's fields", () => {
    render(<Calculator />);
    for (const [label, placeholder] of [
      ["Preço do Etanol (R$ por litro)", "Ex: 3.50"],
      ["Preço da Gasolina (R$ por litro)", "Ex: 5.00"],
    ]) {
      const field = screen.getByLabelText(label!);
      expect(field).toHaveAttribute("type", "number");
      expect(field).toHaveAttribute("step", "0.01");
      expect(field).toHaveAttribute("min", "0.01");
      expect(field).toHaveAttribute("placeholder", placeholder);
      expect(field).toHaveValue(null);
    }
    expect(screen.queryByText(/Resultado:/)).not.toBeInTheDocument();
  });

  it("shows Etanol at exactly 70% with the savings message and a success toast", async () => {
    await calculate("4.20", "6.00");
    expect(screen.getByRole("heading", { name: "Resultado: Abasteça com Etanol!" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Você economiza aproximadamente R$ 0,00 por litro abastecendo com etanol (considerando a regra dos 70%).",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Este cálculo é uma estimativa/)).toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({
      title: "Cálculo Concluído!",
      description: "Com base nos preços informados, a opção mais vantajosa é: Etanol.",
      variant: "default",
    });
  });

  it("shows Gasolina above 70%", async () => {
    await calculate("4.50", "6.00");
    expect(screen.getByRole("heading", { name: "Resultado: Abasteça com Gasolina!" })).toBeInTheDocument();
    expect(screen.getByText(/aproximadamente R\$ 0,43 por litro abastecendo com gasolina/)).toBeInTheDocument();
  });

  it("refuses invalid input, clears the result and keeps the typed prices", async () => {
    const { user, ethanolField, gasolineField } = await calculate("3.50", "5.50");
    expect(screen.getByRole("heading", { name: /Resultado/ })).toBeInTheDocument();
    await user.clear(gasolineField);
    await user.type(gasolineField, "0");
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    expect(screen.queryByRole("heading", { name: /Resultado/ })).not.toBeInTheDocument();
    expect(getToasts()[0]).toMatchObject({
      title: "Erro de Entrada",
      description: "Por favor, insira valores válidos e positivos para ambos os combustíveis.",
      variant: "destructive",
    });
    expect(ethanolField).toHaveValue(3.5);
    expect(gasolineField).toHaveValue(0);
  });

  it("refuses empty fields", async () => {
    await calculate("", "");
    expect(getToasts()[0]).toMatchObject({ title: "Erro de Entrada", variant: "destructive" });
  });

  it("submits with Enter", async () => {
    const user = userEvent.setup();
    render(<Calculator />);
    await user.type(screen.getByLabelText("Preço do Etanol (R$ por litro)"), "3");
    await user.type(screen.getByLabelText("Preço da Gasolina (R$ por litro)"), "5{Enter}");
    expect(screen.getByRole("heading", { name: "Resultado: Abasteça com Etanol!" })).toBeInTheDocument();
  });
});
