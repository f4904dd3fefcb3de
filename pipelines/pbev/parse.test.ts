import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readEditionInfo, readPrintedDate } from "./edition-info.ts";
import { LayoutError, type TextItem } from "./page-layout.ts";
import { parseEdition, parsePage } from "./parse.ts";
import { figureProblem } from "./row-reading.ts";

// A synthetic page laid out like the PBEV tables: centred cells, font size 3,
// rows 6 pt apart. The real editions are read in pipelines/pbev/run.test.ts.
const H = 3;
const X = {
  category: 20,
  make: 60,
  model: 100,
  version: 150,
  engine: 200,
  propulsion: 235,
  transmission: 265,
  fuel: 295,
  co2: 320,
  ethanolCity: 345,
  ethanolHighway: 365,
  gasolineCity: 385,
  gasolineHighway: 405,
  energy: 430,
};
type Col = keyof typeof X;

/** A text item centred on a column, as Excel draws it. */
function cell(column: Col, text: string, y: number): TextItem {
  const width = text.length * H * 0.5;
  return { x: X[column] - width / 2, y, width, height: H, text };
}

const HEADER: TextItem[] = [
  cell("transmission", "Transmissão", 10),
  cell("fuel", "Combustível", 10),
  cell("ethanolCity", "Quilometragem por Litro", 12),
  { ...cell("ethanolCity", "Etanol", 16), x: X.ethanolCity + 4 },
  { ...cell("gasolineCity", "Gasolina", 16), x: X.gasolineCity + 2 },
  ...(["category", "make", "model", "version", "engine", "propulsion"] as const).map((column, i) =>
    cell(column, ["Categoria", "Marca", "Modelo", "Versão", "Motor", "Propulsão"][i]!, 20),
  ),
  cell("ethanolCity", "Cidade", 24),
  cell("ethanolHighway", "Estrada", 24),
  cell("gasolineCity", "Cidade", 24),
  cell("gasolineHighway", "Estrada", 24),
  cell("ethanolCity", "(km/l)", 27),
  cell("fuel", "(D)", 27),
];

interface RowSpec {
  make?: string;
  model?: string;
  version?: string;
  engine?: string;
  propulsion?: string;
  transmission?: string;
  fuel?: string;
  figures?: [string, string, string, string];
}

/** One table row on baseline y; an empty name leaves its cell empty (for wrapped names added apart). */
function row(y: number, spec: RowSpec = {}): TextItem[] {
  const {
    make = "FIAT",
    model = "ARGO",
    version = "DRIVE",
    engine = "1.0-6V",
    propulsion = "Combustão",
    transmission = "M-5",
    fuel = "F",
  } = spec;
  const [ec, eh, gc, gh] = spec.figures ?? ["9,8", "10,7", "13,9", "15,1"];
  const texts: [Col, string][] = [
    ["category", "Compacto"],
    ["make", make],
    ["model", model],
    ["version", version],
    ["engine", engine],
    ["propulsion", propulsion],
    ["transmission", transmission],
    ["fuel", fuel],
    ["co2", "91"],
    ["ethanolCity", ec],
    ["ethanolHighway", eh],
    ["gasolineCity", gc],
    ["gasolineHighway", gh],
    ["energy", "1,47"],
  ];
  return texts.filter(([, text]) => text !== "").map(([column, text]) => cell(column, text, y));
}

const where = { edition: "2026-06-03", page: 1 };
const page = (...rows: (TextItem | TextItem[])[]) => [...HEADER, ...rows.flat()];

describe("parsePage", () => {
  it("reads flex rows by position, figures as exact decimal strings with a dot", () => {
    const reading = parsePage(
      page(row(40), row(46, { model: "MOBI", version: "LIKE", figures: ["10.1", "11.1", "14.5", "15.8"] })),
      where,
    );
    expect(reading.flexRows).toBe(2);
    expect(reading.reports).toEqual([]);
    expect(reading.rows).toEqual([
      {
        page: 1,
        make: "FIAT",
        model: "ARGO",
        version: "DRIVE",
        engine: "1.0-6V",
        transmission: "M-5",
        ethanolCity: "9.8",
        ethanolHighway: "10.7",
        gasolineCity: "13.9",
        gasolineHighway: "15.1",
      },
      {
        page: 1,
        make: "FIAT",
        model: "MOBI",
        version: "LIKE",
        engine: "1.0-6V",
        transmission: "M-5",
        ethanolCity: "10.1",
        ethanolHighway: "11.1",
        gasolineCity: "14.5",
        gasolineHighway: "15.8",
      },
    ]);
  });

  it("skips gasoline, ethanol-only, electric and diesel cars without counting them", () => {
    const reading = parsePage(
      page(row(40, { fuel: "G" }), row(46, { fuel: "E" }), row(52, { fuel: "D" }), row(58)),
      where,
    );
    expect(reading.flexRows).toBe(1);
    expect(reading.rows).toHaveLength(1);
  });

  it("re-joins a version wrapped on two lines around an empty baseline", () => {
    const reading = parsePage(
      page(
        row(40),
        row(46, { version: "" }),
        cell("version", "COMFORTLINE 200TSI", 44),
        cell("version", "AUTOMÁTICO", 48),
        row(52),
      ),
      where,
    );
    expect(reading.rows.map((r) => r.version)).toEqual(["DRIVE", "COMFORTLINE 200TSI AUTOMÁTICO", "DRIVE"]);
  });

  it("re-joins three lines whose middle one is on the baseline", () => {
    const reading = parsePage(
      page(
        row(40),
        row(50, { version: "200TSI (roda" }),
        cell("version", "Comfortline", 46),
        cell("version", "aro 15)", 54),
        row(60),
      ),
      where,
    );
    expect(reading.rows.map((r) => r.version)).toEqual(["DRIVE", "Comfortline 200TSI (roda aro 15)", "DRIVE"]);
  });

  it("gives an overflowing line to the row whose cell is empty, not to a nearer neighbour with its own name", () => {
    // Rows 4 pt apart, as in June 2026's Saveiro rows: "MF" sits 1.7 below its row and 1.4 above the next one.
    const items = page(
      row(40, { version: "" }),
      row(44, { version: "CABINE DUPLA ROBUST MF" }),
      cell("version", "CABINE SIMPLES TRENDLINE", 38.6),
      cell("version", "MF", 41.7),
    );
    expect(parsePage(items, where).rows.map((r) => r.version)).toEqual([
      "CABINE SIMPLES TRENDLINE MF",
      "CABINE DUPLA ROBUST MF",
    ]);
  });

  it.each([["\\"], ["-"], ["ND"], ["N.A."], [""]])(
    "reports a flex row whose figures are %j in the PDF as blank",
    (missing) => {
      const reading = parsePage(
        page(row(40, { figures: ["\\", "\\", missing, missing] }), row(46, { fuel: "G" })),
        where,
      );
      expect(reading.rows).toEqual([]);
      expect(reading.flexRows).toBe(1);
      expect(reading.reports).toMatchObject([{ edition: "2026-06-03", page: 1, reason: "blank" }]);
      expect(reading.reports[0]!.raw).toContain("FIAT | ARGO | DRIVE");
    },
  );

  it("reports an electric car coded flex", () => {
    const reading = parsePage(
      page(row(40, { engine: "Elétrico", propulsion: "Elétrico", figures: ["27,5", "24,2", "39,3", "34,5"] })),
      where,
    );
    expect(reading.flexRows).toBe(1);
    expect(reading.reports).toMatchObject([{ reason: "electric" }]);
  });

  it("reports an unknown fuel code instead of guessing it", () => {
    const reading = parsePage(page(row(40, { fuel: "g" })), where);
    expect(reading.flexRows).toBe(0);
    expect(reading.reports).toMatchObject([{ reason: "unknown-fuel", detail: 'fuel code "g"' }]);
  });

  it.each([
    [["9,8", "10,7", "9,8", "15,1"], "ethanol city 9.8 km/l not below gasoline city 9.8 km/l"],
    [["9,8", "16,0", "13,9", "15,1"], "ethanol highway 16.0 km/l not below gasoline highway 15.1 km/l"],
    [["0,0", "10,7", "13,9", "15,1"], "km/l figures must be positive numbers"],
    [["9,8", "10,7", "13,9", "45,1"], "km/l figure 45.1 outside the plausible 2 to 40 km/l"],
    [["1,2", "10,7", "13,9", "15,1"], "km/l figure 1.2 outside the plausible 2 to 40 km/l"],
  ] as const)("reports figures %j as invalid", (figures, detail) => {
    expect(parsePage(page(row(40, { figures: [...figures] })), where).reports).toMatchObject([
      { reason: "invalid", detail },
    ]);
  });

  it("reports a figure that is not a number", () => {
    expect(parsePage(page(row(40, { figures: ["9,8*", "10,7", "13,9", "15,1"] })), where).reports).toMatchObject([
      { reason: "unreadable", detail: 'km/l figure "9,8*" is not a number' },
    ]);
  });

  it("keeps a blank version, reports a missing model", () => {
    const reading = parsePage(page(row(40, { version: "" }), row(46, { model: "" })), where);
    expect(reading.rows.map((r) => r.version)).toEqual([""]);
    expect(reading.reports).toMatchObject([{ reason: "unreadable", detail: "no model" }]);
  });

  it("uses the previous page's columns on a page without header, and fails without them", () => {
    const first = parsePage(page(row(40)), where);
    const next = parsePage(row(10, { model: "MOBI" }), { ...where, page: 2 }, first.layout);
    expect(next.rows).toMatchObject([{ page: 2, model: "MOBI" }]);
    expect(() => parsePage(row(10), { ...where, page: 2 })).toThrow(
      new LayoutError(
        { ...where, page: 2 },
        "no table header on this page and no previous page to take the columns from",
      ),
    );
  });

  it("fails, naming edition and page, on a header it does not understand", () => {
    const noEthanol = page(row(40)).filter((item) => item.text !== "Etanol");
    expect(() => parsePage(noEthanol, { edition: "2020-03-11", page: 7 })).toThrow(
      '2020-03-11, page 7: expected one Cidade/Estrada pair under "Etanol", found 0',
    );
    const noBrand = page(row(40)).filter((item) => item.text !== "Marca");
    expect(() => parsePage(noBrand, where)).toThrow(
      "2026-06-03, page 1: header incomplete: no Marca/Modelo/Versão/Motor line",
    );
    const shifted = page(row(40)).map((item) => (item.text === "Modelo" ? { ...item, x: item.x + 12 } : item));
    expect(() => parsePage(shifted, where)).toThrow(
      "2026-06-03, page 1: no column of the rows lines up with the header's model label",
    );
    const fuelShifted = page(row(40)).map((item) => (item.text === "Combustível" ? { ...item, x: item.x + 12 } : item));
    expect(() => parsePage(fuelShifted, where)).toThrow(
      "2026-06-03, page 1: no row has a fuel code under the header's Combustível label",
    );
  });

  it("reads the same rows wherever the table sits and whatever its scale", () => {
    const items = page(
      row(40),
      row(46, { version: "" }),
      cell("version", "HIGHLINE", 44),
      cell("version", "200TSI", 48),
      row(52, { fuel: "G" }),
    );
    const expected = parsePage(items, where).rows;
    fc.assert(
      fc.property(
        fc.double({ min: -300, max: 300, noNaN: true }),
        fc.double({ min: -300, max: 300, noNaN: true }),
        fc.double({ min: 0.5, max: 3, noNaN: true }),
        (dx, dy, scale) => {
          const moved = items.map((item) => ({
            ...item,
            x: item.x * scale + dx,
            y: item.y * scale + dy,
            width: item.width * scale,
            height: item.height * scale,
          }));
          expect(parsePage(moved, where).rows).toEqual(expected);
        },
      ),
    );
  });
});

describe("parseEdition", () => {
  it("adds the name text a page break moved to the next page to the previous page's last row", () => {
    const first = page(row(40), row(50, { version: "Cabine Dupla" }), cell("version", "High Country", 46));
    const second = [...HEADER, cell("version", "4x2", 32), ...row(45)];
    const reading = parseEdition([first, second], "2020-03-11");
    expect(reading.rows.map((r) => [r.page, r.version])).toEqual([
      [1, "DRIVE"],
      [1, "High Country Cabine Dupla 4x2"],
      [2, "DRIVE"],
    ]);
    expect(reading.flexRows).toBe(3);
  });

  it("names the page whose layout it does not understand", () => {
    expect(() => parseEdition([row(10)], "2021")).toThrow("2021, page 1: no table header");
  });
});

describe("figureProblem", () => {
  it("accepts plausible figures with ethanol below gasoline in both cycles, exactly", () => {
    expect(figureProblem("9.8", "10.7", "13.9", "15.1")).toBeNull();
    expect(figureProblem("2", "10.7", "40.0", "10.7000001")).toBeNull();
    expect(figureProblem("13.9", "10.7", "13.90", "15.1")).toMatch(/ethanol city/);
  });

  it("agrees with an integer comparison for any figures with one decimal", () => {
    const tenths = fc.integer({ min: 0, max: 450 });
    fc.assert(
      fc.property(tenths, tenths, tenths, tenths, (ec, eh, gc, gh) => {
        const text = (n: number) => `${Math.floor(n / 10)}.${n % 10}`;
        // Plausible: 2 to 40 km/l (KM_PER_LITRE_RANGE), 20 to 400 tenths.
        const valid = [ec, eh, gc, gh].every((n) => n >= 20 && n <= 400) && ec < gc && eh < gh;
        expect(figureProblem(text(ec), text(eh), text(gc), text(gh)) === null).toBe(valid);
      }),
    );
  });
});

describe("edition header", () => {
  it.each([
    ["11/03/2020", "2020-03-11"],
    ["01/02/2022 Data de atualização", "2022-02-01"],
    ["Atualização: 31-Dec-24", "2024-12-31"],
    ["Atualização: 24 novembro, 2025", "2025-11-24"],
    ["ATUALIZAÇÃO 3-Jun-26", "2026-06-03"],
    ["Atualização: soon", null],
  ])("reads the printed date %j", (text, iso) => {
    expect(readPrintedDate(text)).toBe(iso);
  });

  it("reads year, update date and the printed flex count", () => {
    const line = (y: number, ...texts: string[]) =>
      texts.map((text, i): TextItem => ({ x: 10 + 40 * i, y, width: 30, height: H, text }));
    const items = [
      ...line(10, "Tabela Ano", "2026"),
      ...line(20, "ATUALIZAÇÃO", "3-Jun-26", "Híbridos", "102", "Modelos"),
      ...line(25, "Flex", "273", "Modelos"),
    ];
    expect(readEditionInfo(items, where)).toEqual({ year: 2026, updated: "2026-06-03", flexCount: 273 });
    expect(readEditionInfo([...line(10, "Ano:2020"), ...line(20, "Última Atualização: 11/03/2020")], where)).toEqual({
      year: 2020,
      updated: "2020-03-11",
      flexCount: null,
    });
    expect(() => readEditionInfo(line(10, "Tabela Ano", "2026"), where)).toThrow(
      "2026-06-03, page 1: no update date (Atualização) in the header",
    );
  });
});
