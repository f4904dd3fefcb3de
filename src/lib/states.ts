/**
 * The 27 federative units of Brazil (26 states and the Federal District):
 * UF code, official name, capital and macro-region, as published by IBGE
 * (Divisão Territorial Brasileira; "Áreas Territoriais" and the "Cidades e
 * Estados" pages, https://www.ibge.gov.br/cidades-e-estados), plus the
 * spelling the ANP spreadsheets use for each name.
 */

/** The five IBGE macro-regions. */
type Region = "Norte" | "Nordeste" | "Centro-Oeste" | "Sudeste" | "Sul";

/** The 27 UF codes in upper case, as Brazilians write them ("SP"), in the order of `STATES`. */
export const UFS = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const;

/** A UF code in upper case ("SP"). */
export type Uf = (typeof UFS)[number];

/** One federative unit. */
export interface State {
  /** UF code in lower case, for URLs: "sp". */
  readonly code: Lowercase<Uf>;
  /** UF code in upper case: "SP". */
  readonly uf: Uf;
  /** Official name with accents: "São Paulo". */
  readonly name: string;
  /** The name as the ANP spreadsheets write it: upper case, no accents ("SAO PAULO"). */
  readonly anpName: string;
  /** The capital's official name: "São Paulo"; Brasília for the Federal District. */
  readonly capital: string;
  readonly region: Region;
}

const state = (uf: Uf, name: string, anpName: string, capital: string, region: Region): State => ({
  code: uf.toLowerCase() as Lowercase<Uf>,
  uf,
  name,
  anpName,
  capital,
  region,
});

/** All 27 UFs in the order of their names, as IBGE and the ANP list them. */
export const STATES: readonly State[] = [
  state("AC", "Acre", "ACRE", "Rio Branco", "Norte"),
  state("AL", "Alagoas", "ALAGOAS", "Maceió", "Nordeste"),
  state("AP", "Amapá", "AMAPA", "Macapá", "Norte"),
  state("AM", "Amazonas", "AMAZONAS", "Manaus", "Norte"),
  state("BA", "Bahia", "BAHIA", "Salvador", "Nordeste"),
  state("CE", "Ceará", "CEARA", "Fortaleza", "Nordeste"),
  state("DF", "Distrito Federal", "DISTRITO FEDERAL", "Brasília", "Centro-Oeste"),
  state("ES", "Espírito Santo", "ESPIRITO SANTO", "Vitória", "Sudeste"),
  state("GO", "Goiás", "GOIAS", "Goiânia", "Centro-Oeste"),
  state("MA", "Maranhão", "MARANHAO", "São Luís", "Nordeste"),
  state("MT", "Mato Grosso", "MATO GROSSO", "Cuiabá", "Centro-Oeste"),
  state("MS", "Mato Grosso do Sul", "MATO GROSSO DO SUL", "Campo Grande", "Centro-Oeste"),
  state("MG", "Minas Gerais", "MINAS GERAIS", "Belo Horizonte", "Sudeste"),
  state("PA", "Pará", "PARA", "Belém", "Norte"),
  state("PB", "Paraíba", "PARAIBA", "João Pessoa", "Nordeste"),
  state("PR", "Paraná", "PARANA", "Curitiba", "Sul"),
  state("PE", "Pernambuco", "PERNAMBUCO", "Recife", "Nordeste"),
  state("PI", "Piauí", "PIAUI", "Teresina", "Nordeste"),
  state("RJ", "Rio de Janeiro", "RIO DE JANEIRO", "Rio de Janeiro", "Sudeste"),
  state("RN", "Rio Grande do Norte", "RIO GRANDE DO NORTE", "Natal", "Nordeste"),
  state("RS", "Rio Grande do Sul", "RIO GRANDE DO SUL", "Porto Alegre", "Sul"),
  state("RO", "Rondônia", "RONDONIA", "Porto Velho", "Norte"),
  state("RR", "Roraima", "RORAIMA", "Boa Vista", "Norte"),
  state("SC", "Santa Catarina", "SANTA CATARINA", "Florianópolis", "Sul"),
  state("SP", "São Paulo", "SAO PAULO", "São Paulo", "Sudeste"),
  state("SE", "Sergipe", "SERGIPE", "Aracaju", "Nordeste"),
  state("TO", "Tocantins", "TOCANTINS", "Palmas", "Norte"),
];

/**
 * A name as the ANP spreadsheets compare it: accents removed, upper case,
 * hyphens and runs of spaces read as one space ("Centro-Oeste" and
 * "CENTRO  OESTE" both give "CENTRO OESTE"). Used to match titles and names
 * whatever accents or spacing a future file uses.
 */
export function anpKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[\s-]+/g, " ")
    .trim();
}

const byAnpKey = new Map(STATES.map((entry) => [anpKey(entry.anpName), entry]));
const byUf = new Map(STATES.map((entry) => [entry.uf, entry]));

/** The UF an ANP state name denotes ("SAO PAULO", "São Paulo"), or undefined. */
export function stateByAnpName(name: string): State | undefined {
  return byAnpKey.get(anpKey(name));
}

/** The UF with this code, in either case ("sp" or "SP"), or undefined. */
export function stateByCode(code: string): State | undefined {
  return byUf.get(code.toUpperCase() as Uf);
}
