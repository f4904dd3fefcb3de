import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anpKey, STATES, type Uf } from "#lib/states.ts";
import { readMunicipalities } from "./municipalities.ts";
import { cityNames, municipalityKey, titleCase } from "./municipality-names.ts";

const municipalities = readMunicipalities();
const names = cityNames(municipalities);

/** IBGE's count of municipalities per UF, 5,571 in all (Boa Esperança do Norte, MT, since 2023) ("Cidades e Estados", https://www.ibge.gov.br/cidades-e-estados). */
const IBGE_COUNTS: Readonly<Record<Uf, number>> = {
  AC: 22,
  AL: 102,
  AP: 16,
  AM: 62,
  BA: 417,
  CE: 184,
  DF: 1,
  ES: 78,
  GO: 246,
  MA: 217,
  MT: 142,
  MS: 79,
  MG: 853,
  PA: 144,
  PB: 223,
  PR: 399,
  PE: 185,
  PI: 224,
  RJ: 92,
  RN: 167,
  RS: 497,
  RO: 52,
  RR: 15,
  SC: 295,
  SP: 645,
  SE: 75,
  TO: 139,
};

describe("the committed IBGE list (data/ibge/municipios.csv)", () => {
  it("has the 5,571 municipalities, IBGE's count in every UF, each name once per UF", () => {
    expect(municipalities).toHaveLength(5571);
    for (const { uf } of STATES) {
      expect([uf, municipalities.filter((town) => town.uf === uf).length]).toEqual([uf, IBGE_COUNTS[uf]]);
    }
    expect(new Set(municipalities.map((town) => `${town.uf} ${town.name}`)).size).toBe(5571);
  });

  it("has no two municipalities of one UF with the same key, so every name can be looked up", () => {
    const keys = municipalities.map((town) => `${town.uf} ${municipalityKey(town.name)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("cityNames with IBGE's list", () => {
  it.each([
    ["SP", "SAO JOSE DOS CAMPOS", "São José dos Campos"],
    ["SP", "RIBEIRAO PRETO", "Ribeirão Preto"],
    ["SC", "ITAJAI", "Itajaí"],
    ["SP", "MOGI GUACU", "Mogi Guaçu"],
    ["SP", "EMBU DAS ARTES", "Embu das Artes"],
    ["SP", "SANTA BARBARA D'OESTE", "Santa Bárbara d'Oeste"],
    ["SP", "SANTA BARBARA D OESTE", "Santa Bárbara d'Oeste"],
    ["SP", "SANTA BARBARA DOESTE", "Santa Bárbara d'Oeste"],
    ["BA", "XIQUE-XIQUE", "Xique-Xique"],
    ["BA", "XIQUE XIQUE", "Xique-Xique"],
    ["RJ", "PARATY", "Paraty"],
    ["RS", "SANTANA DO LIVRAMENTO", "Sant'Ana do Livramento"],
    ["RO", "JI-PARANA", "Ji-Paraná"],
    ["RO", "ALTA FLORESTA D OESTE", "Alta Floresta D'Oeste"],
    ["MG", "SAO JOAO DEL REI", "São João del Rei"],
    ["PE", "JABOATAO DOS GUARARAPES", "Jaboatão dos Guararapes"],
    ["SP", "SAO  PAULO", "São Paulo"],
    ["DF", "BRASILIA", "Brasília"],
    ["AP", "MACAPA", "Macapá"],
    ["SP", "SÃO CARLOS", "São Carlos"],
    ["SC", "São Carlos", "São Carlos"],
  ] as const)("%s %s → %s", (uf, anpName, name) => {
    expect(names(uf, anpName)).toEqual({ name, source: "ibge" });
  });

  it.each([
    ["SP", "EMBU", "Embu das Artes"],
    ["SP", "MOJI MIRIM", "Mogi Mirim"],
    ["SP", "MOJI DAS CRUZES", "Mogi das Cruzes"],
  ] as const)("older name %s %s → %s, through the alias table", (uf, anpName, name) => {
    expect(names(uf, anpName)).toEqual({ name, source: "alias" });
  });

  it.each([
    ["SP", "CIDADE INEXISTENTE", "Cidade Inexistente"],
    // Paraty's older spelling is not in the alias table: reported, not guessed.
    ["RJ", "PARATI", "Parati"],
    // Itajaí is in Santa Catarina, not in São Paulo; an alias holds for its UF only.
    ["SP", "ITAJAI", "Itajai"],
    ["RJ", "EMBU", "Embu"],
  ] as const)("a name not in the list, %s %s, falls back to title case: %s", (uf, anpName, name) => {
    expect(names(uf, anpName)).toEqual({ name, source: "unknown" });
  });

  it("gives back every municipality's official name from its ANP form (upper case, no accents)", () => {
    for (const { uf, name } of municipalities) {
      expect(names(uf, anpKey(name))).toEqual({ name, source: "ibge" });
    }
  });

  it("gives back the official name whatever the ANP does with accents, case, apostrophes, hyphens and spaces", () => {
    const separator = fc.constantFrom("'", " ", "", "-", "  ");
    fc.assert(
      fc.property(
        fc.constantFrom(...municipalities),
        separator,
        separator,
        fc.boolean(),
        (town, apostrophe, hyphen, upper) => {
          const written = town.name.replaceAll("'", apostrophe).replaceAll("-", hyphen);
          const anpName = upper ? anpKey(written) : written;
          expect(names(town.uf, anpName)).toEqual({ name: town.name, source: "ibge" });
        },
      ),
    );
  });
});

describe("cityNames with other lists", () => {
  it("treats two municipalities of one UF with the same key as ambiguous, and falls back", () => {
    const lookup = cityNames([
      { uf: "SP", name: "Santa Bárbara d'Oeste" },
      { uf: "SP", name: "Santa Barbara Doeste" },
      { uf: "MG", name: "Santa Bárbara" },
    ]);
    expect(lookup("SP", "SANTA BARBARA D'OESTE")).toEqual({ name: "Santa Barbara d'Oeste", source: "ambiguous" });
    expect(lookup("MG", "SANTA BARBARA")).toEqual({ name: "Santa Bárbara", source: "ibge" });
  });

  it("follows an alias only to a municipality the list has", () => {
    expect(cityNames([{ uf: "SP", name: "Embu das Artes" }])("SP", "EMBU")).toEqual({
      name: "Embu das Artes",
      source: "alias",
    });
    expect(cityNames([{ uf: "SP", name: "Santos" }])("SP", "EMBU")).toEqual({ name: "Embu", source: "unknown" });
  });

  it("names the same city the same in every UF that has it, and only there", () => {
    const lookup = cityNames([
      { uf: "BA", name: "Valença" },
      { uf: "RJ", name: "Valença" },
    ]);
    expect([lookup("BA", "VALENCA"), lookup("RJ", "VALENCA"), lookup("PI", "VALENCA")]).toEqual([
      { name: "Valença", source: "ibge" },
      { name: "Valença", source: "ibge" },
      { name: "Valenca", source: "unknown" },
    ]);
  });
});

describe("titleCase (city fallback, station names and addresses)", () => {
  it.each([
    ["SAO JOSE DOS CAMPOS", "Sao Jose dos Campos"],
    ["SAO JOAO DEL REI", "Sao Joao del Rei"],
    ["JI-PARANA", "Ji-Parana"],
    ["SANTA BARBARA D'OESTE", "Santa Barbara d'Oeste"],
    ["PAU D'ARCO DO PIAUI", "Pau d'Arco do Piaui"],
    ["SÃO CARLOS", "São Carlos"],
    ["São Carlos", "São Carlos"],
    ["Cidade de Teste", "Cidade de Teste"],
    // Station names and addresses of the ANP's station file.
    ["RODOVIA BR-364 (RIO BRANCO-CRUZEIRO DO SUL) - ATE 2", "Rodovia BR-364 (Rio Branco-Cruzeiro do Sul) - Ate 2"],
    ["RODOVIA AL 145", "Rodovia AL 145"],
    ["RODOVIA BR 104 AL. KM 86", "Rodovia BR 104 Al. KM 86"],
    ["AUTO POSTO ALE II", "Auto Posto Ale II"],
    ["MAXI POSTO VIII LTDA", "Maxi Posto VIII Ltda"],
    ["POSTO VIVI", "Posto Vivi"],
    ["RUA XV DE NOVEMBRO", "Rua XV de Novembro"],
    ["TRR COLORADO", "TRR Colorado"],
    ["COMPANHIA ULTRAGAZ S.A.", "Companhia Ultragaz S.A."],
    ["AV.BRASIL", "Av.Brasil"],
    ["TAB.DOS MARTINS", "Tab.dos Martins"],
    ["DR. JOAO E MARIA", "Dr. Joao e Maria"],
    ["D'MAIS", "D'Mais"],
    ["AVENIDA TENENTE (CJ GALILEIA LL)", "Avenida Tenente (CJ Galileia LL)"],
    ["RODOVIA ANHANGUERA (SP 330)", "Rodovia Anhanguera (SP 330)"],
    ["POSTO 0800 S/N", "Posto 0800 S/N"],
    ["SETOR SIA Quadra 2-C", "SETOR SIA Quadra 2-C"],
  ])("%s → %s", (name, expected) => {
    expect(titleCase(name)).toBe(expected);
  });

  it("only changes letter case, never the letters (no invented accents)", () => {
    const word = fc.constantFrom(
      ...["SAO", "JOSE", "DOS", "CAMPOS", "D'OESTE", "JI-PARANA", "DE", "E", "DEL", "Ç", "PARÁ"],
      ...["BR-364", "(RIO", "S.A.", "II", "KM", "SP", "145", "AV.DOS", "S/N", "LTDA."],
    );
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        const name = words.join(" ");
        const display = titleCase(name);
        expect(display.toUpperCase()).toBe(name);
        expect(display.charAt(0)).toBe(display.charAt(0).toUpperCase());
      }),
    );
  });
});
