// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { dismissToast, toastStore } from "#browser/toast/toast-store.ts";
import { Calculator, type PriceFinderProps } from "./Calculator.tsx";

const getToasts = toastStore.get;

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
  it("has the two price fields with their labels and placeholders", () => {
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

describe("Calculator errors where the eye is", () => {
  it("marks each empty field with its own message, moves focus to the first, and still shows the 'Erro de Entrada' toast", async () => {
    const { ethanolField, gasolineField } = await calculate("", "");
    expect(ethanolField).toHaveAttribute("aria-invalid", "true");
    expect(gasolineField).toHaveAttribute("aria-invalid", "true");
    expect(ethanolField).toHaveAccessibleDescription(expect.stringContaining("Digite o preço do etanol."));
    expect(gasolineField).toHaveAccessibleDescription(expect.stringContaining("Digite o preço da gasolina."));
    expect(ethanolField).toHaveFocus();
    expect(getToasts()[0]).toMatchObject({ title: "Erro de Entrada", variant: "destructive" });
  });

  it("says a zero price must be above zero, at that field only", async () => {
    const { ethanolField, gasolineField } = await calculate("4.19", "0");
    expect(gasolineField).toHaveAccessibleDescription(expect.stringContaining("O preço precisa ser maior que zero."));
    expect(ethanolField).not.toHaveAttribute("aria-invalid");
    expect(gasolineField).toHaveFocus();
  });

  it("questions an implausible price instead of computing it, and one tap applies the correction", async () => {
    const { user, ethanolField } = await calculate("419", "6.29");
    expect(screen.queryByRole("heading", { name: /Resultado/ })).not.toBeInTheDocument();
    expect(ethanolField).toHaveAccessibleDescription(
      expect.stringContaining("R$\u00a0419,00 por litro? Você quis dizer R$\u00a04,19?"),
    );
    expect(getToasts()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Usar R$\u00a04,19" }));
    expect(ethanolField).toHaveValue(4.19);
    expect(screen.getByRole("heading", { name: "Resultado: Abasteça com Etanol!" })).toBeInTheDocument();
    expect(ethanolField).not.toHaveAttribute("aria-invalid");
  });

  it("reads a pasted price with its currency sign and decimal comma", async () => {
    const user = userEvent.setup();
    render(<Calculator />);
    const field = screen.getByLabelText("Preço do Etanol (R$ por litro)");
    await user.click(field);
    await user.paste("R$ 4,19");
    expect(field).toHaveValue(4.19);
  });
});

describe("Calculator verdict follows the car", () => {
  it("recomputes at once when a car is picked after a result, without pressing Calcular or a new toast", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Calculator />);
    await user.type(screen.getByLabelText("Preço do Etanol (R$ por litro)"), "4.30");
    await user.type(screen.getByLabelText("Preço da Gasolina (R$ por litro)"), "6.10");
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    // 4,30 ÷ 6,10 = 70,5%: above the 70% rule.
    expect(screen.getByRole("heading", { name: "Resultado: Abasteça com Gasolina!" })).toBeInTheDocument();
    const toastsBefore = getToasts().length;
    // A car whose own limit is 71,1% (8,6 ÷ 12,1 km/l): ethanol pays at 70,5%.
    const car = {
      name: "Chevrolet Onix LTZ 1.0 Turbo 12V",
      kmPerLitre: { ethanol: { n: 86n, d: 10n }, gasoline: { n: 121n, d: 10n } },
    };
    rerender(<Calculator referenceCar={car} />);
    expect(screen.getByRole("heading", { name: "Resultado: Abasteça com Etanol!" })).toBeInTheDocument();
    expect(screen.getByText(/segundo o Inmetro: 71,1%/)).toBeInTheDocument();
    expect(getToasts()).toHaveLength(toastsBefore);
  });
});

describe("prices filled in with their source", () => {
  /** A price finder with one button that fills both prices and names where they come from. */
  function StationFinder({ fill }: PriceFinderProps) {
    return (
      <button
        type="button"
        onClick={() => fill({ ethanol: "3.39", gasoline: "6.03" }, "Posto: Posto Teste (Ipiranga).")}
      >
        Usar o posto
      </button>
    );
  }

  it("names the source in the verdict while the fields hold those prices, and not after the driver changes one", async () => {
    const user = userEvent.setup();
    render(<Calculator priceFinder={StationFinder} />);
    await user.click(screen.getByRole("button", { name: "Usar o posto" }));
    expect(await screen.findByRole("heading", { name: "Resultado: Abasteça com Etanol!" })).toBeInTheDocument();
    expect(screen.getByText("Posto: Posto Teste (Ipiranga).")).toBeInTheDocument();
    const ethanol = screen.getByLabelText("Preço do Etanol (R$ por litro)");
    await user.clear(ethanol);
    await user.type(ethanol, "3.49");
    await user.click(screen.getByRole("button", { name: "Calcular" }));
    expect(await screen.findByRole("heading", { name: "Resultado: Abasteça com Etanol!" })).toBeInTheDocument();
    expect(screen.queryByText("Posto: Posto Teste (Ipiranga).")).not.toBeInTheDocument();
  });
});
