// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Change } from "#features/stations/alerts.ts";
import { renderAlertsPanel } from "./alerts-panel.ts";

const WEEK = { start: "2026-06-14", end: "2026-06-20" };
const subject = { kind: "station", cnpj: "12345678000190", name: "Posto Tal", uf: "SP", city: "Campinas" } as const;
const changes: Change[] = [
  { kind: "flip", subject, from: "gasoline", to: "ethanol", now: { week: WEEK, ethanol: "4.19", gasoline: "6.29" } },
  { kind: "missing", subject: { kind: "city", uf: "SP", city: "Campinas" }, week: WEEK },
];

let container: HTMLElement;
afterEach(() => container?.remove());

function mount(): HTMLElement {
  container = document.createElement("div");
  container.id = "avisos";
  document.body.append(container);
  return container;
}

describe("the “Desde a sua última visita” panel", () => {
  it("lists each change under its heading, with the survey's dates", () => {
    renderAlertsPanel(mount(), { week: WEEK, changes, dismiss: vi.fn(async () => true) }, "h2");
    const panel = screen.getByRole("region", { name: "Desde a sua última visita" });
    expect(within(panel).getByRole("heading", { level: 2 })).toBeVisible();
    expect(panel).toHaveTextContent("até a pesquisa ANP de 14 a 20/06/2026");
    const items = within(panel).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Posto Tal: agora compensa etanol (etanol R$\u00a04,19 e gasolina R$\u00a06,29, pesquisa ANP de 14 a 20/06/2026).",
      "Campinas (média da cidade): fora da pesquisa ANP de 14 a 20/06/2026; a ANP não publicou preços desta cidade nessa semana.",
    ]);
  });

  it("goes once dismissed, and stays with a message when the device refuses to store that", async () => {
    const dismiss = vi.fn(async () => true);
    renderAlertsPanel(mount(), { week: WEEK, changes, dismiss }, "h3");
    await userEvent.click(screen.getByRole("button", { name: "Entendi" }));
    expect(dismiss).toHaveBeenCalledOnce();
    await waitFor(() => expect(container).toBeEmptyDOMElement());

    renderAlertsPanel(container, { week: WEEK, changes, dismiss: async () => false }, "h3");
    await userEvent.click(screen.getByRole("button", { name: "Entendi" }));
    expect(await screen.findByText("Não foi possível guardar neste aparelho: o navegador recusou.")).toBeVisible();
    expect(screen.getByRole("region", { name: "Desde a sua última visita" })).toBeInTheDocument();
  });

  it("draws nothing when nothing changed", () => {
    renderAlertsPanel(mount(), null, "h2");
    expect(container).toBeEmptyDOMElement();
  });
});
