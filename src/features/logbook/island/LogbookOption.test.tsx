// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { setLogbookInCalculator } from "#features/logbook/browser/logbook-choice.ts";
import { limitOf } from "#features/logbook/browser/logbook-limit.ts";
import { LOGBOOK_IN_CALCULATOR_KEY } from "#features/logbook/dom-contract.ts";
import { handExample } from "#testing/test-fill-ups.ts";
import { LogbookOption } from "./LogbookOption.tsx";

beforeEach(() => setLogbookInCalculator(false));

describe("LogbookOption", () => {
  it("offers the log's limit and remembers the choice", async () => {
    render(<LogbookOption limit={limitOf(handExample())} />);
    const option = screen.getByRole("checkbox", { name: "Usar meus abastecimentos (limite 72,4%)" });
    expect(option).not.toBeChecked();
    await userEvent.setup().click(option);
    expect(option).toBeChecked();
    expect(localStorage.getItem(LOGBOOK_IN_CALCULATOR_KEY)).toBe("true");
    expect(screen.getByText(/4 trechos com etanol, 3 com gasolina/)).toBeInTheDocument();
  });

  it("without a limit, links to the log instead", () => {
    render(<LogbookOption limit={null} />);
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.getByRole("link", { name: "Meus abastecimentos" })).toHaveAttribute("href", "/abastecimentos");
  });
});
