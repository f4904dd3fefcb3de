// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { FillUp } from "#features/logbook/fill-up.ts";
import { compare } from "#lib/decimal.ts";
import { dec, fillUp } from "#testing/test-fill-ups.ts";
import { FillUpForm } from "./FillUpForm.tsx";

function setup(log: FillUp[] = []) {
  const onSave = vi.fn<(fillUp: FillUp) => void>();
  render(
    <FillUpForm log={log} editing={null} today="2026-11-24" newId={() => "novo"} onSave={onSave} onCancel={() => {}} />,
  );
  return { user: userEvent.setup(), onSave };
}

describe("FillUpForm", () => {
  it("saves a fill-up typed the Brazilian way, with a full tank by default", async () => {
    const { user, onSave } = setup();
    expect(screen.getByLabelText("Tanque cheio")).toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Etanol" }));
    await user.type(screen.getByLabelText("Hodômetro (km)"), "10.300");
    await user.type(screen.getByLabelText("Litros"), "40,5");
    await user.click(screen.getByRole("button", { name: "Registrar" }));
    const saved = onSave.mock.calls[0]?.[0];
    expect(saved).toMatchObject({
      id: "novo",
      date: "2026-11-24",
      fuel: "ethanol",
      fullTank: true,
      pricePerLitre: null,
    });
    expect(compare(saved!.odometerKm, dec("10300"))).toBe(0);
    expect(screen.getByLabelText("Hodômetro (km)")).toHaveValue("");
  });

  it("ties each mistake to its field, focuses the first and saves nothing", async () => {
    const { user, onSave } = setup([fillUp("gasoline", "20000", "40")]);
    await user.type(screen.getByLabelText("Hodômetro (km)"), "19.000");
    await user.type(screen.getByLabelText("Litros"), "0");
    await user.click(screen.getByRole("button", { name: "Registrar" }));
    expect(onSave).not.toHaveBeenCalled();
    const litres = screen.getByLabelText("Litros");
    expect(litres).toHaveAttribute("aria-invalid", "true");
    expect(litres).toHaveAccessibleDescription(/Informe os litros/);
    expect(litres).toHaveFocus();
    await user.clear(litres);
    await user.type(litres, "40");
    await user.click(screen.getByRole("button", { name: "Registrar" }));
    expect(screen.getByLabelText("Hodômetro (km)")).toHaveAccessibleDescription(/O hodômetro está abaixo do anterior/);
    expect(onSave).not.toHaveBeenCalled();
  });
});
