/**
 * `data/pbev/cars.json`, every flex car of Inmetro's PBE Veicular tables
 * (written by pipelines/pbev/run.ts): its schema, its types and the loader,
 * which validates it. The car picker fetches it as its own chunk on first
 * focus; the car and price pages read it at build time. Consumption figures
 * are km/l, kept as the exact decimal text the tables print ("9.8").
 * Source: Inmetro – PBE Veicular, editions 2020 to 2026 (data/pbev/README.md).
 */
import * as z from "zod/mini";
import { countSchema, daySchema, parseDataset } from "./dataset.ts";

/** A figure in km/l as exact decimal text: "9.8". */
const kmPerLitreSchema = z.string().check(z.regex(/^\d+(\.\d+)?$/));

/** One edition of the tables (oldest first): table year ("Tabela Ano 2026"), the update date it prints, its PDF in data/pbev/. */
const editionSchema = z.object({ year: countSchema, updated: daySchema, file: z.string() });

/**
 * One car, as an array to keep the file small: version (may be ""),
 * engine, transmission, the four km/l figures, and the first and last
 * edition (indexes into `editions`) that print it.
 */
const carTupleSchema = z.tuple([
  z.string(),
  z.string(),
  z.string(),
  kmPerLitreSchema,
  kmPerLitreSchema,
  kmPerLitreSchema,
  kmPerLitreSchema,
  countSchema,
  countSchema,
]);
/** A model and its cars. */
const modelTupleSchema = z.tuple([z.string(), z.array(carTupleSchema)]);
/** A make (display name, URL slug) and its models. */
const makeTupleSchema = z.tuple([z.string(), z.string(), z.array(modelTupleSchema)]);

/** The whole file: makes by name, models by name, cars by version. */
export const carsJsonSchema = z.object({
  format: z.literal(1),
  /** Citation to show with the figures. */
  source: z.string(),
  editions: z.array(editionSchema),
  makes: z.array(makeTupleSchema),
});

export type CatalogueEdition = z.infer<typeof editionSchema>;
export type CarTuple = z.infer<typeof carTupleSchema>;
export type ModelTuple = z.infer<typeof modelTupleSchema>;
export type MakeTuple = z.infer<typeof makeTupleSchema>;
export type CarsJson = z.infer<typeof carsJsonSchema>;

/** A flex car as one edition prints it; `make` is the normalised display name. Figures in km/l, exact decimal text. */
export interface CarSpec {
  make: string;
  model: string;
  /** Empty when the table leaves the version blank (a few 2020 and 2021 rows). */
  version: string;
  engine: string;
  transmission: string;
  ethanolCity: string;
  ethanolHighway: string;
  gasolineCity: string;
  gasolineHighway: string;
}

/** The catalogue, loaded (in the browser: as a separate chunk, precached by the service worker) and validated. */
export function loadCars(): Promise<CarsJson> {
  return import("../../data/pbev/cars.json").then((module) =>
    parseDataset(carsJsonSchema, module.default, "data/pbev/cars.json"),
  );
}
