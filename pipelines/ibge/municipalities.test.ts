import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseStateCodes, parseTowns, readMunicipalities, STATES_HEADER, TOWNS_HEADER } from "./municipalities.ts";

const towns = readMunicipalities();
const codes = new Map([["35", "SP"] as const]);
const header = TOWNS_HEADER.join(",");
const line = "3520400,Ilhabela,-23.7785,-45.3552,0,35,6509,12,America/Sao_Paulo";

describe("the committed list with coordinates (data/ibge/municipios.csv, estados.csv)", () => {
  it("has 5,571 municipalities, Boa Esperança do Norte (MT) among them, and the 27 capitals", () => {
    expect(towns).toHaveLength(5571);
    expect(towns.find((town) => town.name === "Boa Esperança do Norte")?.uf).toBe("MT");
    expect(towns.filter((town) => town.capital)).toHaveLength(27);
  });

  it("puts known seats where they are: Brasília, Florianópolis on its island, Fernando de Noronha offshore", () => {
    const at = (uf: string, name: string) => towns.find((town) => town.uf === uf && town.name === name);
    expect(at("DF", "Brasília")).toMatchObject({ latitude: -15.7795, longitude: -47.9297, capital: true });
    expect(at("SC", "Florianópolis")).toMatchObject({ latitude: expect.closeTo(-27.6, 0), capital: true });
    expect(at("PE", "Fernando de Noronha")?.longitude).toBeCloseTo(-32.41, 2);
    expect(at("RS", "Sant'Ana do Livramento")?.code).toBe("4317103");
  });
});

describe("parseTowns", () => {
  it("reads code, UF (from the state's code), name and position; LF or CRLF, final newline or not", () => {
    const expected = [
      { code: "3520400", uf: "SP", name: "Ilhabela", latitude: -23.7785, longitude: -45.3552, capital: false },
    ];
    expect(parseTowns(`${header}\n${line}\n`, "m.csv", codes)).toEqual(expected);
    expect(parseTowns(`${header}\r\n${line}`, "m.csv", codes)).toEqual(expected);
  });

  it("reads a quoted name with a comma, as CSV allows", () => {
    const quoted = '3520400,"Ilhabela, SP",-23.7785,-45.3552,0,35,6509,12,America/Sao_Paulo';
    expect(parseTowns(`${header}\n${quoted}\n`, "m.csv", codes)[0]?.name).toBe("Ilhabela, SP");
  });

  it.each([
    ["codigo_ibge,nome,lat,lon\n", "m.csv, linha 1: cabeçalho"],
    [`${header}\n${line}\n${line}\n`, 'm.csv, linha 3: código IBGE "3520400" inválido ou repetido'],
    [`${header}\n${line.replace("3520400", "352040")}\n`, 'm.csv, linha 2: código IBGE "352040"'],
    [`${header}\n${line.replace(",35,", ",33,")}\n`, 'm.csv, linha 2: código de UF "33"'],
    [`${header}\n${line.replace("Ilhabela", " ")}\n`, "m.csv, linha 2: nome vazio"],
    [`${header}\n${line.replace("-23.7785", "23,7785")}\n`, "m.csv, linha 2: 10 colunas, esperadas 9"],
    [`${header}\n${line.replace("-23.7785", "")}\n`, 'm.csv, linha 2: latitude "" fora do Brasil'],
    [`${header}\n${line.replace("-45.3552", "45.3552")}\n`, 'm.csv, linha 2: longitude "45.3552" fora do Brasil'],
    [`${header}\n${line.replace("-45.3552", "x")}\n`, 'm.csv, linha 2: longitude "x" fora do Brasil'],
    [`${header}\n${line.replace(",0,35,", ",sim,35,")}\n`, 'm.csv, linha 2: capital "sim"'],
    [`${header}\n${line}\n\n${line}`, "m.csv, linha 3: 1 colunas, esperadas 9"],
  ])("refuses %j naming the file and the line", (text, message) => {
    expect(() => parseTowns(text, "m.csv", codes)).toThrow(message);
  });
});

describe("parseStateCodes", () => {
  it("reads the committed estados.csv, byte-order mark included: 27 UFs", () => {
    const text = readFileSync(new URL("../../data/ibge/estados.csv", import.meta.url), "utf8");
    const map = parseStateCodes(text, "estados.csv");
    expect(map.size).toBe(27);
    expect([map.get("35"), map.get("53"), map.get("43")]).toEqual(["SP", "DF", "RS"]);
  });

  it.each([
    ["codigo,uf\n", "e.csv, linha 1: cabeçalho"],
    [
      `${STATES_HEADER.join(",")}\n35,XX,Lugar,0,0,Sul\n`,
      'e.csv, linha 2: esperado código de 2 dígitos e UF ("35,XX")',
    ],
    [`${STATES_HEADER.join(",")}\n35,SP,São Paulo,0,0,Sudeste\n`, "e.csv: 1 UFs, esperadas 27"],
  ])("refuses %j", (text, message) => {
    expect(() => parseStateCodes(text, "e.csv")).toThrow(message);
  });
});
