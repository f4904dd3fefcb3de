/**
 * `data/anp/towns.json` and `data/anp/town-coordinates.json` (written by
 * pipelines/anp/towns.ts): every one of IBGE's municipalities with its
 * nearest survey per fuel, and the seats' coordinates in the same order.
 * Their schemas, types, loaders (each file is its own chunk, fetched on
 * demand and validated) and the reading rules of the compact format.
 * Source: ANP weekly survey (prices) and IBGE (municipalities, seats).
 */
import * as z from "zod/mini";
import type { Fuel } from "../lib/fuels.ts";
import { countSchema, daySchema, parseDataset, priceSchema, ufSchema } from "./dataset.ts";

/** Farthest survey, in whole km between seats, whose means still stand for a municipality; beyond it the state's mean does. */
export const NEAR_KM = 50;

/** The nearest surveyed municipality for one fuel: [its index in its state's `towns`, distance between the seats in whole km] (0 for itself). */
const surveyRefSchema = z.tuple([countSchema, countSchema]);

/**
 * One municipality: [name, nearest ethanol survey, nearest gasoline
 * survey]. null: no municipality of the state has that fuel in the survey.
 * The gasoline element is left out when it is the same as the ethanol one
 * (almost always), to keep the file small: read it with {@link townRefs}.
 */
const townEntrySchema = z.tuple([z.string(), z.nullable(surveyRefSchema), z.optional(z.nullable(surveyRefSchema))]);

/** One state's part: its weekly means [ethanol, gasoline] in R$/l (null where there is none) and every municipality by name (pt-BR collation). */
const stateTownsSchema = z.object({
  mean: z.tuple([z.nullable(priceSchema), z.nullable(priceSchema)]),
  towns: z.array(townEntrySchema),
});

/** The whole of towns.json. */
export const townIndexSchema = z.object({
  source: z.string(),
  weekStart: daySchema,
  weekEnd: daySchema,
  states: z.record(ufSchema, stateTownsSchema),
});

/** town-coordinates.json: each state's seats as [latitude, longitude] in degrees (3 decimals, about 100 m), in the order of the index. */
export const townCoordinatesSchema = z.record(ufSchema, z.array(z.tuple([z.number(), z.number()])));

export type SurveyRef = z.infer<typeof surveyRefSchema>;
export type TownEntry = z.infer<typeof townEntrySchema>;
export type StateTowns = z.infer<typeof stateTownsSchema>;
export type TownIndex = z.infer<typeof townIndexSchema>;
export type TownCoordinates = z.infer<typeof townCoordinatesSchema>;

/** The town index, loaded on demand (the city picker, the city pages at build time) and validated. */
export function loadTownIndex(): Promise<TownIndex> {
  return import("../../data/anp/towns.json").then((module) =>
    parseDataset(townIndexSchema, module.default, "data/anp/towns.json"),
  );
}

/** The seats' coordinates, loaded only for "Usar minha localização", validated. */
export function loadTownCoordinates(): Promise<TownCoordinates> {
  return import("../../data/anp/town-coordinates.json").then((module) =>
    parseDataset(townCoordinatesSchema, module.default, "data/anp/town-coordinates.json"),
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
