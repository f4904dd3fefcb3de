// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { syntheticWeekFiles } from "#testing/open-data-weeks.ts";
import { WeekFileList, WeekLinks } from "./OpenDataLists.tsx";

describe("WeekFileList", () => {
  it("links the week's six files for download, each with its size, under its table's name and row count", () => {
    const [week] = syntheticWeekFiles(1);
    render(<WeekFileList week={week!} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Postos pesquisados",
      "Médias por município",
      "Médias por estado",
    ]);
    for (const count of ["10 postos", "10 municípios", "10 unidades da federação"]) {
      expect(screen.getByText(count)).toBeInTheDocument();
    }
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      ["postos", "municipios", "estados"].flatMap((table) =>
        ["csv", "json"].map((format) => [`${table}.${format}`, `/dados/2026-06-14_2026-06-20/${table}.${format}`]),
      ),
    );
    for (const link of links) expect(link).toHaveAttribute("download");
    const files = screen.getAllByRole("listitem").filter((item) => /^\w+\.(csv|json) /.test(item.textContent));
    expect(files.map((item) => item.textContent)).toEqual(links.map((link) => `${link.textContent} (1 MB)`));
  });
});

describe("WeekLinks", () => {
  it("links every week to its page, newest first, under its Saturday's year", () => {
    const weeks = syntheticWeekFiles(30, "2026-02-01");
    // Queried within its own container: another test file's toaster may still stand in the shared document.
    const view = within(render(<WeekLinks weeks={weeks} />).container);
    expect(view.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["2026", "2025"]);
    const links = view.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      weeks.map(({ week }) => `/dados/${week.start}_${week.end}`),
    );
    expect(links.map((link) => link.textContent).slice(0, 6)).toEqual([
      "1 a 07/02/2026",
      "25 a 31/01/2026",
      "18 a 24/01/2026",
      "11 a 17/01/2026",
      "4 a 10/01/2026",
      "28/12/2025 a 03/01/2026",
    ]);
    // The week across New Year closes in 2026: it is the last of 2026's list.
    const [ofTwentySix] = view.getAllByRole("list");
    expect(within(ofTwentySix!).getAllByRole("link").at(-1)).toHaveTextContent("28/12/2025 a 03/01/2026");
  });

  it("costs two elements a week and two a year: ten years of weeks are 1,062 elements", () => {
    /** The list of `count` weeks as the build writes it: its elements (opening tags) and its headings. */
    const listElements = (count: number) => {
      const view = renderToStaticMarkup(<WeekLinks weeks={syntheticWeekFiles(count)} />);
      return { all: view.match(/<[a-z][a-z0-9]*[\s>]/g)?.length, headings: view.match(/<h3[\s>]/g)?.length };
    };
    for (const [count, years] of [
      [1, 1],
      [52, 2],
      [520, 11],
    ] as const) {
      const { all, headings } = listElements(count);
      expect(headings, `${count} weeks`).toBe(years);
      expect(all, `${count} weeks`).toBe(2 * count + 2 * years);
    }
  });
});
