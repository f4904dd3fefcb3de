// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Combobox, type ComboboxOption, MAX_OPTIONS, placeList } from "./Combobox.tsx";

const CITIES: ComboboxOption[] = ["Campinas", "Campo Limpo Paulista", "Santos", "São Paulo"].map((name) => ({
  key: name,
  label: name,
  group: name.startsWith("Campo") || name === "Campinas" ? "C" : "S",
  detail: `${name.length} letras`,
}));

/** The combobox as a page uses it: the caller filters the options from what is typed. */
function Harness({
  options = CITIES,
  onSelect,
}: {
  options?: ComboboxOption[];
  onSelect: (o: ComboboxOption) => void;
}) {
  const [query, setQuery] = useState("");
  const shown =
    query === "" ? [] : options.filter((option) => option.label.toLowerCase().includes(query.toLowerCase()));
  return (
    <Combobox
      label="Cidade"
      options={shown}
      onInputValueChange={setQuery}
      onSelect={onSelect}
      emptyText="Nenhuma cidade encontrada."
      hint="Digite parte do nome."
    />
  );
}

// jsdom has no matchMedia; the combobox asks it whether the screen is a phone's.
window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;

describe("Combobox", () => {
  it("is a labelled combobox whose typed words list the matching options, each named with its detail", async () => {
    const user = userEvent.setup();
    render(<Harness onSelect={vi.fn()} />);
    const field = screen.getByRole("combobox", { name: "Cidade" });
    expect(field).toHaveAccessibleDescription("Digite parte do nome.");
    await user.type(field, "camp");
    const options = screen.getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["CCampinas8 letras", "Campo Limpo Paulista20 letras"]);
    expect(options[0]).toHaveAccessibleName(/Campinas/);
    expect(field).toHaveAttribute("aria-expanded", "true");
    // Screen readers hear how many options there are.
    expect(await screen.findByText("2 resultados. Use as setas para escolher.")).toHaveAttribute("role", "status");
  });

  it("is used with the keyboard alone: arrows move, Enter chooses and fills the field with the option's name", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const field = screen.getByRole("combobox", { name: "Cidade" });
    await user.type(field, "camp");
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ label: "Campo Limpo Paulista" }));
    expect(field).toHaveValue("Campo Limpo Paulista");
    expect(field).toHaveAttribute("aria-expanded", "false");
  });

  it("says when nothing matches", async () => {
    const user = userEvent.setup();
    render(<Harness onSelect={vi.fn()} />);
    await user.type(screen.getByRole("combobox", { name: "Cidade" }), "recife");
    expect(screen.getByText("Nenhuma cidade encontrada.")).toBeVisible();
    expect(screen.queryAllByRole("option")).toEqual([]);
  });

  it(`lists at most ${MAX_OPTIONS} options`, async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 120 }, (_, i) => ({ key: `c${i}`, label: `Cidade ${i}` }));
    render(<Harness options={many} onSelect={vi.fn()} />);
    await user.type(screen.getByRole("combobox", { name: "Cidade" }), "cidade");
    expect(screen.getAllByRole("option")).toHaveLength(MAX_OPTIONS);
  });
});

describe("placeList", () => {
  it("opens below when a few options fit there, above when the field is near the bottom edge", () => {
    expect(placeList(100, 150, 800)).toEqual({ above: false, maxHeight: 448 });
    expect(placeList(700, 750, 800)).toEqual({ above: true, maxHeight: 448 });
    expect(placeList(300, 350, 450)).toEqual({ above: true, maxHeight: 292 });
  });

  it("never gives the list more height than the room on its side", () => {
    for (let top = 0; top <= 760; top += 20) {
      const { above, maxHeight } = placeList(top, top + 40, 800);
      expect(maxHeight).toBeLessThanOrEqual(above ? top : 800 - top - 40);
    }
  });
});
