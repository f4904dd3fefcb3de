import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isCpfOrCnpj } from "#lib/cpf-cnpj.ts";
import { STATES } from "#lib/states.ts";
import { readMunicipalities } from "#pipelines/ibge/municipalities.ts";
import { cityNames } from "#pipelines/ibge/municipality-names.ts";
import {
  buildStations,
  companyCase,
  parseStationSheet,
  STATION_SHEET,
  type StationContext,
  type StationRecord,
} from "./stations.ts";

const SHEET = STATION_SHEET;
const HEADER = [
  "CNPJ",
  "RAZÃO",
  "FANTASIA",
  "ENDEREÇO",
  "NÚMERO",
  "COMPLEMENTO",
  "BAIRRO",
  "CEP",
  "MUNICÍPIO",
  "ESTADO",
  "BANDEIRA",
  "PRODUTO",
  "UNIDADE DE MEDIDA",
  "PREÇO DE REVENDA",
  "DATA DA COLETA",
];
/** Rows 1 to 9 as the ANP writes them: the PERÍODO line is row 6; the header is row 10. */
const preamble = (period = "PERÍODO: 07/06/2026 A 13/06/2026") => [
  ["AGÊNCIA NACIONAL DO PETRÓLEO, GÁS NATURAL E BIOCOMBUSTÍVEIS - ANP"],
  ["SUPERINTENDÊNCIA DE DEFESA DA CONCORRÊNCIA"],
  ["SISTEMA DE LEVANTAMENTO DE PREÇOS"],
  [],
  ["INTERVALO DE TEMPO: SEMANAL"],
  [period],
  ["COMBUSTÍVEL: TODOS"],
  ["TIPO RELATÓRIO: MUNICÍPIO"],
  [],
];
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A CNPJ from its first 12 digits with the check digits that make it valid (found with the one rule, isCpfOrCnpj). */
function cnpj(base: string): number {
  const digits = Array.from({ length: 100 }, (_, check) => `${base}${String(check).padStart(2, "0")}`).find(
    (candidate) => isCpfOrCnpj(candidate),
  );
  return Number(digits);
}

// Rows shaped as in revendas_lpc_2026-06-07_2026-06-13.xlsx: CNPJ and CEP numbers without leading zeros, FANTASIA
// often empty, NÚMERO a number or a text.
const CODEPE = [
  8220930000162,
  "CODEPE COMBUSTIVEIS LTDA",
  "CODEPE",
  "RODOVIA BR-364 (RIO BRANCO-CRUZEIRO DO SUL) - ATE 2",
  2755,
  "LOTE  01/02/03/04/05 E 33",
  "PORTAL DA AMAZONIA",
  69915630,
  "RIO BRANCO",
  "ACRE",
  "VIBRA",
];
const SALES = [
  5418619004717,
  "COMERCIO E DISTRIBUICAO SALES LTDA",
  null,
  "LADEIRA ALEXANDRE LEONEL",
  "S/ NR",
  null,
  "SAO MATEUS",
  36033240,
  "JUIZ DE FORA",
  "MINAS GERAIS",
  "RAIZEN",
];
const PAMPA = [
  cnpj("001984510001"),
  "POSTO PAMPA DE SANT ANA LTDA",
  1,
  "AVENIDA JOAO GOULART",
  "1083-A",
  null,
  null,
  1310100,
  "SANTANA DO LIVRAMENTO",
  "RIO GRANDE DO SUL",
  "BRANCA",
];
const ULTRAGAZ = [
  61602199002409,
  "COMPANHIA ULTRAGAZ S A",
  "ULTRAGAZ",
  "RUA AMARO CASTRO LIMA",
  1852,
  null,
  "VILA NOVA CAMPO GRANDE",
  79106361,
  "CAMPO GRANDE",
  "MATO GROSSO DO SUL",
  "ULTRAGAZ",
];
const row = (station: unknown[], product: string, price: unknown, collected = "2026-06-10", unit = "R$ / litro") => [
  ...station,
  product,
  unit,
  price,
  day(collected),
];

/** A good sheet: rows 11 to 17. */
const goodRows = () => [
  ...preamble(),
  [...HEADER],
  row(ULTRAGAZ, "GLP", 125, "2026-06-08", "R$ / 13 kg"),
  row(CODEPE, "GASOLINA COMUM", 7.19),
  row(CODEPE, "GASOLINA ADITIVADA", 7.39),
  row(CODEPE, "ETANOL", 5.19),
  row(SALES, "ETANOL", 4.79, "2026-06-08"),
  row(PAMPA, "GASOLINA COMUM", "6,29", "2026-06-12"),
  row(PAMPA, "DIESEL S10", 6.5, "2026-06-12"),
];

const names = cityNames(readMunicipalities());
const SURVEYED = new Set(["AC Rio Branco", "MG Juiz de Fora", "RS Sant'Ana do Livramento", "MS Campo Grande"]);
/** The week of 7 to 13/06/2026 with four surveyed cities, named by IBGE's list as the pipeline names them. */
const context: StationContext = {
  weekStart: "2026-06-07",
  weekEnd: "2026-06-13",
  surveyedCity: (uf, anpName) => {
    const { name } = names(uf, anpName);
    return SURVEYED.has(`${uf} ${name}`) ? name : null;
  },
};

describe("parseStationSheet and buildStations on a small sheet", () => {
  const parsed = parseStationSheet(goodRows(), SHEET, context);

  it("reads the PERÍODO line, every row, and keeps the two fuels' rows", () => {
    expect(parsed).toMatchObject({ sheet: SHEET, weekStart: "2026-06-07", weekEnd: "2026-06-13", rowCount: 7 });
    expect(parsed.records.map(({ row: line, product }) => [line, product])).toEqual([
      [12, "gasoline"],
      [14, "ethanol"],
      [15, "ethanol"],
      [16, "gasoline"],
    ]);
  });

  it("writes one station per CNPJ in readable form, sorted by UF, city, name", () => {
    expect(buildStations(parsed)).toEqual({
      source: "Fonte: ANP – Levantamento de Preços de Combustíveis",
      weekStart: "2026-06-07",
      weekEnd: "2026-06-13",
      stations: [
        {
          cnpj: "08220930000162",
          uf: "AC",
          city: "Rio Branco",
          name: "Codepe",
          brand: "Vibra",
          street: "Rodovia BR-364 (Rio Branco-Cruzeiro do Sul) - Ate 2",
          number: "2755",
          district: "Portal da Amazonia",
          cep: "69915630",
          ethanol: { price: "5.19", collected: "2026-06-10" },
          gasoline: { price: "7.19", collected: "2026-06-10" },
        },
        {
          cnpj: "05418619004717",
          uf: "MG",
          city: "Juiz de Fora",
          // FANTASIA empty: the company name.
          name: "Comercio e Distribuicao Sales Ltda",
          brand: "Raízen",
          street: "Ladeira Alexandre Leonel",
          number: null,
          district: "Sao Mateus",
          cep: "36033240",
          ethanol: { price: "4.79", collected: "2026-06-08" },
          gasoline: null,
        },
        {
          cnpj: String(PAMPA[0]).padStart(14, "0"),
          uf: "RS",
          city: "Sant'Ana do Livramento",
          // FANTASIA only a number: the company name.
          name: "Posto Pampa de Sant Ana Ltda",
          brand: null,
          street: "Avenida Joao Goulart",
          number: "1083-A",
          district: null,
          cep: "01310100",
          ethanol: null,
          gasoline: { price: "6.29", collected: "2026-06-12" },
        },
      ],
    });
  });

  it("sorts by UF in the order of STATES, then city, name and CNPJ, whatever the row order", () => {
    const record = (uf: "SP" | "AC" | "RS", city: string, name: string, number: string): StationRecord => ({
      row: 11,
      product: "gasoline",
      price: { price: "6", collected: "2026-06-10" },
      station: { cnpj: number, uf, city, name, brand: null, street: "Rua", number: null, district: null, cep: null },
    });
    const records = [
      record("SP", "Águas de Lindóia", "B", "3"),
      record("SP", "Águas de Lindóia", "B", "2"),
      record("RS", "Alvorada", "A", "4"),
      record("SP", "Adamantina", "Z", "5"),
      record("AC", "Rio Branco", "Ó", "6"),
      record("AC", "Rio Branco", "O", "7"),
    ];
    const sheet = { sheet: SHEET, weekStart: "2026-06-07", weekEnd: "2026-06-13", rowCount: 6, records };
    expect(buildStations(sheet).stations.map((station) => station.cnpj)).toEqual(["7", "6", "4", "5", "2", "3"]);
  });
});

describe("station file checks: each refuses the file naming sheet, row and field", () => {
  const edit = (line: number, column: string, value: unknown) => (rows: unknown[][]) => {
    rows[line - 1]![HEADER.indexOf(column)] = value;
  };
  it.each([
    ["an unknown state", edit(12, "ESTADO", "ATLANTIDA"), 'linha 12: estado desconhecido ("ATLANTIDA")'],
    [
      "a city the summary did not survey",
      edit(15, "MUNICÍPIO", "SAO PAULO"),
      'linha 15: MUNICÍPIO "SAO PAULO" (MG) não está entre os municípios pesquisados do resumo semanal',
    ],
    [
      "a city of another state",
      edit(12, "ESTADO", "AMAZONAS"),
      'linha 12: MUNICÍPIO "RIO BRANCO" (AM) não está entre os municípios pesquisados do resumo semanal',
    ],
    [
      "a wrong CNPJ check digit",
      edit(14, "CNPJ", 8220930000163),
      "linha 14: CNPJ 08220930000163 com dígitos verificadores errados",
    ],
    [
      "a CNPJ that is no number",
      edit(14, "CNPJ", "08.220.930/0001-6X"),
      'linha 14: CNPJ não tem 14 dígitos ou letras e dígitos ("08.220.930/0001-6X")',
    ],
    [
      "another unit for ethanol",
      edit(14, "UNIDADE DE MEDIDA", "R$ / m³"),
      'linha 14: unidade do etanol é "R$ / m³", esperado "R$ / litro"',
    ],
    [
      "an ethanol price outside the plausible range",
      edit(15, "PREÇO DE REVENDA", 47.9),
      "linha 15: PREÇO DE REVENDA do etanol (47.9) fora da faixa plausível de R$ 1 a R$ 20 por litro",
    ],
    [
      "a gasoline price below the plausible range",
      edit(12, "PREÇO DE REVENDA", 0.719),
      "linha 12: PREÇO DE REVENDA da gasolina (0.719) fora da faixa plausível de R$ 1 a R$ 20 por litro",
    ],
    [
      "a price that is no number, even of another product",
      edit(11, "PREÇO DE REVENDA", "abc"),
      'linha 11: PREÇO DE REVENDA de GLP não é um número ("abc")',
    ],
    [
      "a collection day after the week",
      edit(16, "DATA DA COLETA", day("2026-06-14")),
      "linha 16: DATA DA COLETA 2026-06-14 fora da semana 2026-06-07 a 2026-06-13",
    ],
    [
      "a collection day that is no date",
      edit(16, "DATA DA COLETA", "ontem"),
      'linha 16: DATA DA COLETA não é uma data ("ontem")',
    ],
    [
      "a PERÍODO of another week",
      edit(6, "CNPJ", "PERÍODO: 31/05/2026 A 06/06/2026"),
      "linha 6: PERÍODO 2026-05-31 a 2026-06-06 difere da semana do resumo semanal (2026-06-07 a 2026-06-13)",
    ],
    [
      "a PERÍODO line of another form",
      edit(6, "CNPJ", "PERÍODO: SEMANAL"),
      'linha 6: PERÍODO sem a forma "dd/mm/aaaa A dd/mm/aaaa" ("PERÍODO: SEMANAL")',
    ],
    [
      "a PERÍODO with a day that does not exist",
      edit(6, "CNPJ", "PERÍODO: 31/06/2026 A 13/06/2026"),
      'linha 6: início do PERÍODO não é uma data ("31/06/2026")',
    ],
    [
      "the PERÍODO line gone",
      edit(6, "CNPJ", null),
      'linha 1: falta a linha "PERÍODO: dd/mm/aaaa A dd/mm/aaaa" acima do cabeçalho',
    ],
    [
      "a repeated station and product",
      (rows: unknown[][]) => rows.push([...rows[13]!]),
      "linha 18: ETANOL do CNPJ 08220930000162 repetido (já na linha 14)",
    ],
    ["an unknown product", edit(13, "PRODUTO", "HIDROGENIO"), 'linha 13: produto desconhecido ("HIDROGENIO")'],
    [
      "the summary's name of ethanol",
      edit(14, "PRODUTO", "ETANOL HIDRATADO"),
      'linha 14: produto desconhecido ("ETANOL HIDRATADO")',
    ],
    [
      "a missing column",
      (rows: unknown[][]) => rows.forEach((cells) => cells.splice(HEADER.indexOf("DATA DA COLETA"), 1)),
      'linha 10: falta a coluna "DATA DA COLETA" no cabeçalho',
    ],
    ["no data", (rows: unknown[][]) => rows.splice(10), "linha 10: nenhuma linha de dados abaixo do cabeçalho"],
  ])("%s", (_, change, message) => {
    const rows = goodRows();
    change(rows);
    expect(() => parseStationSheet(rows, SHEET, context)).toThrow(new Error(`Planilha "${SHEET}", ${message}`));
  });

  it("reads the alphanumeric CNPJ issued since July 2026, checked like the numeric one", () => {
    const withCnpj = (cnpj: string) => {
      const rows = goodRows();
      edit(14, "CNPJ", cnpj)(rows);
      return rows;
    };
    const stations = buildStations(parseStationSheet(withCnpj("12.abc.345/01DE-35"), SHEET, context));
    expect(stations.stations.map((station) => station.cnpj)).toContain("12ABC34501DE35");
    expect(() => parseStationSheet(withCnpj("12ABC34501DE36"), SHEET, context)).toThrow(
      "CNPJ 12ABC34501DE36 com dígitos verificadores errados",
    );
  });

  it("refuses one CNPJ in two cities, naming both rows", () => {
    const rows = goodRows();
    rows.push(row([...SALES.slice(0, 8), "RIO BRANCO", "ACRE", "RAIZEN"], "GASOLINA COMUM", 6.99, "2026-06-08"));
    expect(() => buildStations(parseStationSheet(rows, SHEET, context))).toThrow(
      `Planilha "${SHEET}", linha 18: CNPJ 05418619004717 em Rio Branco (AC), na linha 15 em Juiz de Fora (MG)`,
    );
  });
});

describe("buildStations, for any rows", () => {
  const ufs = STATES.map((state) => state.uf);
  const recordArbitrary = fc.record({
    cnpj: fc.integer({ min: 0, max: 30 }).map(String),
    uf: fc.constantFrom(...ufs.slice(0, 3)),
    product: fc.constantFrom("ethanol" as const, "gasoline" as const),
    price: fc.integer({ min: 100, max: 2000 }).map((cents) => String(cents / 100)),
  });

  it("gives each CNPJ once, with the price of each of its rows, sorted as stated", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(recordArbitrary, { selector: (entry) => `${entry.cnpj} ${entry.product}` }),
        (rows) => {
          // One place and name per CNPJ, as the file gives.
          const records: StationRecord[] = rows.map((entry, index) => ({
            row: index + 11,
            product: entry.product,
            price: { price: entry.price, collected: "2026-06-10" },
            station: {
              cnpj: entry.cnpj,
              uf: ufs[Number(entry.cnpj) % 3]!,
              city: `Cidade ${Number(entry.cnpj) % 2}`,
              name: `Posto ${Number(entry.cnpj) % 4}`,
              brand: null,
              street: "Rua",
              number: null,
              district: null,
              cep: null,
            },
          }));
          const sheet = {
            sheet: SHEET,
            weekStart: "2026-06-07",
            weekEnd: "2026-06-13",
            rowCount: rows.length,
            records,
          };
          const { stations } = buildStations(sheet);
          expect(stations.map((station) => station.cnpj).sort()).toEqual(
            [...new Set(rows.map((entry) => entry.cnpj))].sort(),
          );
          for (const entry of rows) {
            expect(stations.find((station) => station.cnpj === entry.cnpj)?.[entry.product]?.price).toBe(entry.price);
          }
          const key = (station: (typeof stations)[number]) => [
            ufs.indexOf(station.uf),
            station.city,
            station.name,
            station.cnpj,
          ];
          const keys = stations.map(key);
          const sorted = keys.toSorted((a, b) => {
            for (let index = 0; index < a.length; index += 1) {
              const [x, y] = [a[index]!, b[index]!];
              const order = typeof x === "number" ? x - (y as number) : String(x).localeCompare(String(y), "pt-BR");
              if (order !== 0) return order;
            }
            return 0;
          });
          expect(keys).toEqual(sorted);
        },
      ),
    );
  });
});

describe("a city the summary lists for another product only (Belford Roxo, 14 to 20/06/2026)", () => {
  // Row 11,379 of revendas_lpc_2026-06-14_2026-06-20.xlsx, the city's only row that week; the summary's MUNICIPIOS
  // sheet lists Belford Roxo (RJ) for GLP alone (row 1,195: 1 station, R$ 105).
  const EBENEZER = [
    11099908000110,
    "EBENEZER REVENDA DE GLP LTDA",
    "EBENEZER GAS",
    "AVENIDA AUTOMOVEL CLUBE",
    303,
    null,
    "GLAUCIA",
    26196030,
    "BELFORD ROXO",
    "RIO DE JANEIRO",
    "BRANCA",
  ];
  const week = { weekStart: "2026-06-14", weekEnd: "2026-06-20" };
  const sheet = (product: string, price: unknown, unit: string) => [
    ...preamble("PERÍODO: 14/06/2026 A 20/06/2026"),
    [...HEADER],
    row(CODEPE, "GASOLINA COMUM", 7.19, "2026-06-17"),
    row(EBENEZER, product, price, "2026-06-17", unit),
  ];
  /** The pipeline's rule: a fuel row's city among the cities surveyed for the two fuels, another row's among all. */
  const byProduct: StationContext = {
    ...week,
    surveyedCity: (uf, anpName, product) => {
      const { name } = names(uf, anpName);
      const fuelCities = new Set(["AC Rio Branco"]);
      const anyProduct = new Set([...fuelCities, "RJ Belford Roxo"]);
      return (product === null ? anyProduct : fuelCities).has(`${uf} ${name}`) ? name : null;
    },
  };

  it("accepts its GLP row and leaves it out with the other products", () => {
    const parsed = parseStationSheet(sheet("GLP", 105, "R$ / 13 kg"), SHEET, byProduct);
    expect(parsed.rowCount).toBe(2);
    expect(parsed.records.map((record) => record.station.city)).toEqual(["Rio Branco"]);
  });

  it("refuses an ethanol row there: the summary has no ethanol or gasoline for the city", () => {
    expect(() => parseStationSheet(sheet("ETANOL", 4.59, "R$ / litro"), SHEET, byProduct)).toThrow(
      'Planilha "POSTOS REVENDEDORES", linha 12: MUNICÍPIO "BELFORD ROXO" (RJ) não está entre os municípios pesquisados do resumo semanal',
    );
  });
});

describe("companyCase", () => {
  it.each([
    ["Rosa & Filho Comercio de Combustiveis Ltda - Me", "Rosa & Filho Comercio de Combustiveis Ltda - ME"],
    ["Vale Comercial de Petroleo Ltda - Epp", "Vale Comercial de Petroleo Ltda - EPP"],
    ["Posto Guarani Ltda Me", "Posto Guarani Ltda ME"],
    ["Super Posto Portal de Palmas - Eireli", "Super Posto Portal de Palmas - EIRELI"],
    ["Companhia Ultragaz S/a", "Companhia Ultragaz S/A"],
    ["Posto Ipiranga S.a.", "Posto Ipiranga S.A."],
    ["Auto Posto Me Leva", "Auto Posto Me Leva"],
    ["Posto Mei Ltda", "Posto Mei Ltda"],
  ])("%s → %s", (name, expected) => {
    expect(companyCase(name)).toBe(expected);
  });
});
