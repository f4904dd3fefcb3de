/**
 * Reading the options of the workflows' small command lines (scripts/notify-owner.ts, scripts/pull-request-text.ts…),
 * which take the outcomes of a workflow's steps and the repository's settings as plain words, and how they end.
 */

/** A command line the program cannot read: the program exits 2 with its usage. */
export class UsageError extends Error {}

/** The value of option `--name`, which must be one of `allowed`; a {@link UsageError} naming the option otherwise. */
export function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T {
  if (value !== undefined && (allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${name}: esperado ${allowed.join(" ou ")}, recebido ${value ?? "nada"}`);
}

/**
 * Runs a command line's `main` on this process's arguments. Whatever it throws is said on stderr (its message, then
 * `usage` when given) and ends the process with status 2: a workflow's step fails, naming why.
 */
export function runCommand(main: (args: string[]) => void, usage?: string): void {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    if (usage) console.error(usage);
    process.exitCode = 2;
  }
}
