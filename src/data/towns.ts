/**
 * `data/anp/towns.json` and `data/anp/town-coordinates.json` (written by
 * pipelines/anp/towns.ts): every one of IBGE's municipalities with its
 * nearest survey per fuel, and the seats' coordinates in the same order.
 * Their schemas, types, loaders (each file is its own chunk, fetched on
 * demand and validated) and the reading rules of the compact format.
 * Source: ANP weekly survey (prices) and IBGE (municipalities, seats).
 */
import type { Fuel } from "#lib/fuels.ts";
import { countSchema, daySchema, decimalSchema, type Infer, loadDataset, ufSchema, type ZodMini } from "./dataset.ts";

/** Farthest survey, in whole km between seats, whose means still stand for a municipality; beyond it the state's mean does. */
export const NEAR_KM = 50;

/** The nearest surveyed municipality for one fuel: [its index in its state's `towns`, distance between the seats in whole km] (0 for itself). */
const surveyRefSchema = (z: ZodMini) => z.tuple([countSchema(z), countSchema(z)]);

/**
 * One municipality: [name, nearest ethanol survey, nearest gasoline
 * survey]. null: no municipality of the state has that fuel in the survey.
 * The gasoline element is left out when it is the same as the ethanol one
 * (almost always), to keep the file small: read it with {@link townRefs}.
 */
const townEntrySchema = (z: ZodMini) =>
  z.tuple([z.string(), z.nullable(surveyRefSchema(z)), z.optional(z.nullable(surveyRefSchema(z)))]);

/** One state's part: its weekly means [ethanol, gasoline] in R$/l (null where there is none) and every municipality by name (pt-BR collation). */
const stateTownsSchema = (z: ZodMini) =>
  z.object({
    mean: z.tuple([z.nullable(decimalSchema(z)), z.nullable(decimalSchema(z))]),
    towns: z.array(townEntrySchema(z)),
  });

/** The whole of towns.json. */
export const townIndexSchema = (z: ZodMini) =>
  z.object({
    source: z.string(),
    weekStart: daySchema(z),
    weekEnd: daySchema(z),
    states: z.record(ufSchema(z), stateTownsSchema(z)),
  });

/** town-coordinates.json: each state's seats as [latitude, longitude] in degrees (3 decimals, about 100 m), in the order of the index. */
const townCoordinatesSchema = (z: ZodMini) => z.record(ufSchema(z), z.array(z.tuple([z.number(), z.number()])));

export type SurveyRef = Infer<typeof surveyRefSchema>;
export type TownEntry = Infer<typeof townEntrySchema>;
export type StateTowns = Infer<typeof stateTownsSchema>;
export type TownIndex = Infer<typeof townIndexSchema>;
export type TownCoordinates = Infer<typeof townCoordinatesSchema>;

/** The town index, loaded on demand (the city picker, the city pages at build time) and validated. */
export function loadTownIndex(): Promise<TownIndex> {
  return loadDataset(import("#datasets/anp/towns.json"), townIndexSchema, "data/anp/towns.json");
}

/** The seats' coordinates, loaded only for "Usar minha localização", validated. */
export function loadTownCoordinates(): Promise<TownCoordinates> {
  return loadDataset(
    import("#datasets/anp/town-coordinates.json"),
    townCoordinatesSchema,
    "data/anp/town-coordinates.json",
  );
}

/** A town entry's two references, the gasoline one filled in when the entry leaves it out. */
export function townRefs(entry: TownEntry): Record<Fuel, SurveyRef | null> {
  const [, ethanol, gasoline] = entry;
  return { ethanol, gasoline: gasoline === undefined ? ethanol : gasoline };
}

/** Whether a survey `km` away (whole km) is near enough for its means to fill the calculator: up to {@link NEAR_KM} inclusive. */
export function isNear(km: number): boolean {
  return km <= NEAR_KM;
}
