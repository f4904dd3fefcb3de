/**
 * Reading the options of the workflows' small command lines (scripts/notify-owner.ts, scripts/pull-request-text.ts),
 * which take the outcomes of a workflow's steps and the repository's settings as plain words.
 */

/** A command line the program cannot read: the program exits 2 with its usage. */
export class UsageError extends Error {}

/** The value of option `--name`, which must be one of `allowed`; a {@link UsageError} naming the option otherwise. */
export function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T {
  if (value !== undefined && (allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${name}: esperado ${allowed.join(" ou ")}, recebido ${value ?? "nada"}`);
}
