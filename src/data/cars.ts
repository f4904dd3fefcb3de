/**
 * `data/pbev/cars.json`, every flex car of Inmetro's PBE Veicular tables
 * (written by pipelines/pbev/run.ts): its schema, its types and the loader,
 * which validates it. The car picker fetches it as its own chunk on first
 * focus; the car and price pages read it at build time. Consumption figures
 * are km/l, kept as the exact decimal text the tables print ("9.8").
 * Source: Inmetro – PBE Veicular, editions 2020 to 2026 (data/pbev/README.md).
 */
import { countSchema, daySchema, decimalSchema, type Infer, loadDataset, type ZodMini } from "./dataset.ts";

/** One edition of the tables (oldest first): table year ("Tabela Ano 2026"), the update date it prints, its PDF in data/pbev/. */
const editionSchema = (z: ZodMini) => z.object({ year: countSchema(z), updated: daySchema(z), file: z.string() });

/**
 * One car, as an array to keep the file small: version (may be ""),
 * engine, transmission, the four km/l figures, and the first and last
 * edition (indexes into `editions`) that print it.
 */
const carTupleSchema = (z: ZodMini) =>
  z.tuple([
    z.string(),
    z.string(),
    z.string(),
    decimalSchema(z),
    decimalSchema(z),
    decimalSchema(z),
    decimalSchema(z),
    countSchema(z),
    countSchema(z),
  ]);
/** A model and its cars. */
const modelTupleSchema = (z: ZodMini) => z.tuple([z.string(), z.array(carTupleSchema(z))]);
/** A make (display name, URL slug) and its models. */
const makeTupleSchema = (z: ZodMini) => z.tuple([z.string(), z.string(), z.array(modelTupleSchema(z))]);

/** The whole file: makes by name, models by name, cars by version. */
export const carsJsonSchema = (z: ZodMini) =>
  z.object({
    format: z.literal(1),
    /** Citation to show with the figures. */
    source: z.string(),
    editions: z.array(editionSchema(z)),
    makes: z.array(makeTupleSchema(z)),
  });

export type CatalogueEdition = Infer<typeof editionSchema>;
export type CarTuple = Infer<typeof carTupleSchema>;
export type ModelTuple = Infer<typeof modelTupleSchema>;
export type MakeTuple = Infer<typeof makeTupleSchema>;
export type CarsJson = Infer<typeof carsJsonSchema>;

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
  return loadDataset(import("#datasets/pbev/cars.json"), carsJsonSchema, "data/pbev/cars.json");
}
