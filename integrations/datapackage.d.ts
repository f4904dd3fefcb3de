/**
 * The part of `datapackage` (frictionlessdata/datapackage-js, Frictionless
 * v1 profiles) that the open data's tests use (its unit test and
 * open-data.built.test.ts); the package ships no types.
 */
declare module "datapackage" {
  /** A resource: its name, its descriptor (schema dereferenced) and its rows, cast to its schema when asked. */
  export class Resource {
    static load(descriptor: object, options?: { basePath?: string; strict?: boolean }): Promise<Resource>;
    readonly name: string;
    readonly descriptor: Record<string, unknown>;
    read(options?: { keyed?: boolean; cast?: boolean }): Promise<unknown[]>;
  }

  /** A Data Package, validated against its profile on load (throwing in strict mode). */
  export class Package {
    static load(descriptor: object | string, options?: { basePath?: string; strict?: boolean }): Promise<Package>;
    readonly valid: boolean;
    readonly errors: Error[];
    readonly descriptor: Record<string, unknown>;
    readonly resources: Resource[];
  }
}
