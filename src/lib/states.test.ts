import { describe, expect, it } from "vitest";
import { anpKey, STATES, stateByAnpName, stateByCode } from "./states.ts";

describe("STATES", () => {
  it("has the 27 UFs once each, codes in both cases", () => {
    expect(STATES).toHaveLength(27);
    expect(new Set(STATES.map((state) => state.uf)).size).toBe(27);
    for (const state of STATES) {
      expect(state.uf).toMatch(/^[A-Z]{2}$/);
      expect(state.code).toBe(state.uf.toLowerCase());
    }
  });

  it("spells each name as the ANP does: upper case without accents", () => {
    for (const state of STATES) expect(state.anpName).toBe(anpKey(state.name));
  });

  it("counts the states of each region as IBGE does", () => {
    const count = (region: string) => STATES.filter((state) => state.region === region).length;
    expect([count("Norte"), count("Nordeste"), count("Centro-Oeste"), count("Sudeste"), count("Sul")]).toEqual([
      7, 9, 4, 4, 3,
    ]);
  });
});

describe("lookups", () => {
  it("finds a UF by ANP name, with or without accents", () => {
    expect(stateByAnpName("SAO PAULO")?.uf).toBe("SP");
    expect(stateByAnpName("Pará")?.uf).toBe("PA");
    expect(stateByAnpName(" rio  grande do sul ")?.uf).toBe("RS");
    expect(stateByAnpName("ATLANTIDA")).toBeUndefined();
  });

  it("finds a UF by code in either case", () => {
    expect(stateByCode("ap")).toMatchObject({ name: "Amapá", capital: "Macapá", region: "Norte" });
    expect(stateByCode("DF")?.capital).toBe("Brasília");
    expect(stateByCode("xx")).toBeUndefined();
  });

  it("reads names the way the ANP writes them", () => {
    expect(anpKey("Centro-Oeste")).toBe("CENTRO OESTE");
    expect(anpKey("  Número de  postos ")).toBe("NUMERO DE POSTOS");
  });
});
