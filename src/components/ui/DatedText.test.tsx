// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { showDatedTexts } from "./dated-text.ts";
import { DatedText } from "./DatedText.tsx";

const until = new Date("2026-06-23T00:00:00Z");

function renderHeading(now: Date) {
  return render(
    <h2>
      <DatedText until={until} now={now} current="O mapa da semana" later="O mapa da pesquisa de 7 a 13/06/2026" />
    </h2>,
  );
}

describe("DatedText and showDatedTexts", () => {
  it("the build shows the current wording up to the instant, inclusive", () => {
    renderHeading(new Date("2026-06-23T00:00:00Z"));
    expect(screen.getByRole("heading")).toHaveAccessibleName("O mapa da semana");
  });

  it("the build shows the later wording after it", () => {
    renderHeading(new Date("2026-06-23T00:00:00.001Z"));
    expect(screen.getByRole("heading")).toHaveAccessibleName("O mapa da pesquisa de 7 a 13/06/2026");
  });

  it("the visitor's clock re-picks the wording both ways, and an invalid clock gets the dated one", () => {
    const { container } = renderHeading(new Date("2026-06-15T12:00:00Z"));
    showDatedTexts(container, new Date("2026-11-24T10:00:00Z"));
    expect(screen.getByRole("heading")).toHaveAccessibleName("O mapa da pesquisa de 7 a 13/06/2026");
    showDatedTexts(container, new Date("2026-06-22T23:59:59Z"));
    expect(screen.getByRole("heading")).toHaveAccessibleName("O mapa da semana");
    showDatedTexts(container, new Date(Number.NaN));
    expect(screen.getByRole("heading")).toHaveAccessibleName("O mapa da pesquisa de 7 a 13/06/2026");
  });
});
