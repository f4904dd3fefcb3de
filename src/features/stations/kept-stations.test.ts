import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UFS } from "#lib/states.ts";
import {
  isKept,
  keep,
  type KeptStation,
  keptStates,
  MAX_KEPT,
  parseKeptStations,
  removeKept,
  toKeptStation,
} from "./kept-stations.ts";

const station: KeptStation = {
  cnpj: "12345678000195",
  uf: "SP",
  city: "Campinas",
  name: "Auto Posto Tal",
  brand: "Ipiranga",
  address: "Avenida Brasil, 100 – Centro",
};

/** A valid kept station. */
const keptStation = fc.record({
  cnpj: fc.stringMatching(/^[\dA-Z]{12}\d{2}$/),
  uf: fc.constantFrom(...UFS),
  city: fc.string({ minLength: 1, maxLength: 40 }),
  name: fc.string({ minLength: 1, maxLength: 40 }),
  brand: fc.option(fc.string({ minLength: 1, maxLength: 20 })),
  address: fc.string({ minLength: 1, maxLength: 60 }),
});

describe("parseKeptStations", () => {
  it("reads what was stored, in the order kept", () => {
    const other = { ...station, cnpj: "AB12CD34EF5678", uf: "AM" as const, brand: null };
    expect(parseKeptStations(JSON.stringify([station, other]))).toEqual([station, other]);
  });

  it.each([null, "", "{corrompido", "{}", '"SP"', "42", "null"])("is empty for %j", (json) => {
    expect(parseKeptStations(json)).toEqual([]);
  });

  it.each([
    ["a CNPJ of another shape", { ...station, cnpj: "12.345.678/0001-95" }],
    ["an unknown state", { ...station, uf: "XX" }],
    ["a state in lower case", { ...station, uf: "sp" }],
    ["an empty name", { ...station, name: "" }],
    ["a name too long", { ...station, name: "a".repeat(201) }],
    ["a brand that is not text", { ...station, brand: 3 }],
    ["no address", { ...station, address: undefined }],
    ["a price where a station should be", "4.19"],
  ])("drops %s and keeps the rest", (_, value) => {
    expect(parseKeptStations(JSON.stringify([value, station]))).toEqual([station]);
  });

  it("counts a CNPJ kept twice once, and reads at most MAX_KEPT", () => {
    expect(parseKeptStations(JSON.stringify([station, { ...station, name: "Outro" }]))).toEqual([station]);
    const many = Array.from({ length: MAX_KEPT + 5 }, (_, index) => ({
      ...station,
      cnpj: `${String(index).padStart(12, "0")}00`,
    }));
    expect(parseKeptStations(JSON.stringify(many))).toHaveLength(MAX_KEPT);
  });

  it("never throws and returns only valid stations, whatever is stored", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.array(fc.oneof(keptStation, fc.anything())).map((value) => JSON.stringify(value)),
        ),
        (json) => {
          const read = parseKeptStations(json);
          expect(read.length).toBeLessThanOrEqual(MAX_KEPT);
          for (const each of read) expect(toKeptStation(each)).toEqual(each);
        },
      ),
    );
  });

  it("reads back what is kept, stored as JSON", () => {
    fc.assert(
      fc.property(fc.array(keptStation, { maxLength: MAX_KEPT }), (stations) => {
        const list = stations.reduce<readonly KeptStation[]>(keep, []);
        expect(parseKeptStations(JSON.stringify(list))).toEqual(list);
      }),
    );
  });
});

describe("keep and removeKept", () => {
  it("keeps a station once, last, and removes it by CNPJ", () => {
    const other = { ...station, cnpj: "98765432000198" };
    const list = keep(keep(keep([], station), other), station);
    expect(list).toEqual([station, other]);
    expect(isKept(list, other.cnpj)).toBe(true);
    expect(removeKept(list, station.cnpj)).toEqual([other]);
    expect(isKept(removeKept(list, station.cnpj), station.cnpj)).toBe(false);
  });

  it("refuses one more when MAX_KEPT are kept, returning the same list", () => {
    const full = Array.from({ length: MAX_KEPT }, (_, index) => ({
      ...station,
      cnpj: `${String(index).padStart(12, "0")}00`,
    }));
    expect(keep(full, { ...station, cnpj: "99999999999999" })).toBe(full);
  });

  it("lists the states of the kept stations once each, in the order kept", () => {
    const list = [station, { ...station, cnpj: "1", uf: "AM" as const }, { ...station, cnpj: "2" }];
    expect(keptStates(list)).toEqual(["SP", "AM"]);
  });
});
