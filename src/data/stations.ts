/**
 * `data/anp/stations.json`, every station of the ANP's latest weekly survey
 * that sold ethanol or gasoline (written by pipelines/anp/run.ts from the
 * "revendas" file of the same week as weekly.json): its schema, its types and
 * the validated data, for the pages to read at build time.
 * Source: ANP – Levantamento de Preços de Combustíveis (LPC), postos revendedores.
 */
import stationsJson from "../../data/anp/stations.json" with { type: "json" };
import { daySchema, decimalSchema, type Infer, parseDataset, ufSchema, type ZodMini } from "./dataset.ts";
import { WEEKLY } from "./weekly.ts";
import * as zod from "./zod.ts";

/** One fuel at one station: the retail price in R$ per litre (exact decimal text) and the day the ANP collected it. */
const stationPriceSchema = (z: ZodMini) => z.object({ price: decimalSchema(z), collected: daySchema(z) });

/**
 * A station (one CNPJ) with what the survey found there. `name` is the
 * trading name (FANTASIA), else the company name (RAZÃO), in readable case;
 * `brand` the fuel distributor's flag in readable case ("Ipiranga",
 * "Vibra"), null for an unbranded station ("BRANCA"); `city` in IBGE's
 * spelling, as in weekly.json; a fuel the station did not sell that week is null.
 */
const stationSchema = (z: ZodMini) =>
  z.object({
    // 14 digits, or since July 2026 12 letters or digits and 2 check digits (IN RFB 2.229/2024).
    cnpj: z.string().check(z.regex(/^[\dA-Z]{12}\d{2}$/)),
    uf: ufSchema(z),
    city: z.string(),
    name: z.string(),
    brand: z.nullable(z.string()),
    street: z.string(),
    number: z.nullable(z.string()),
    district: z.nullable(z.string()),
    cep: z.nullable(z.string().check(z.regex(/^\d{8}$/))),
    ethanol: z.nullable(stationPriceSchema(z)),
    gasoline: z.nullable(stationPriceSchema(z)),
  });

/**
 * The whole file: the survey week, Sunday (`weekStart`) to Saturday
 * (`weekEnd`), the same as weekly.json's; the stations with ethanol or
 * gasoline, by UF (order of `STATES`), city (pt-BR collation), name, CNPJ.
 */
export const stationSurveySchema = (z: ZodMini) =>
  z.object({
    source: z.string(),
    weekStart: daySchema(z),
    weekEnd: daySchema(z),
    stations: z.array(stationSchema(z)),
  });

export type StationPrice = Infer<typeof stationPriceSchema>;
export type Station = Infer<typeof stationSchema>;
export type StationSurvey = Infer<typeof stationSurveySchema>;

/**
 * The latest week's stations. Throws, stopping the build, when they are of
 * another week than weekly.json (the pipeline writes both from one week's files).
 */
export const STATIONS: StationSurvey = parseDataset(zod, stationSurveySchema, stationsJson, "data/anp/stations.json");
if (STATIONS.weekStart !== WEEKLY.weekStart || STATIONS.weekEnd !== WEEKLY.weekEnd) {
  throw new Error(
    `data/anp/stations.json: semana ${STATIONS.weekStart} a ${STATIONS.weekEnd}, mas data/anp/weekly.json é de ${WEEKLY.weekStart} a ${WEEKLY.weekEnd}; refaça os dois com npm run data:anp.`,
  );
}
