/**
 * Build-time settings, declared and validated in one place (a Zod schema):
 * the site build, its integrations, the server and the tests all read them
 * from here. This file holds the settings, their rules and the values
 * derived from them (the compile-time constants) only: the integrations
 * that act on them live in integrations/, route paths in src/lib/paths.ts.
 * They come from `.env`, then `.env.local` (both git-ignored), then the
 * process environment, which wins. A bad value stops the build with one message per
 * setting. `.env.example` and the README's settings table list each one.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";
import { z } from "astro/zod";
import { isCpfOrCnpj } from "#lib/cpf-cnpj.ts";
import { isLocalOrigin } from "#lib/local-origin.ts";

const optionalText = <Output extends string>(schema: z.ZodType<Output, string>) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()))
    .pipe(schema.optional());

/** The origin `npm start` serves the site at: the default SITE_URL, so that a build without settings links to itself. */
export const LOCAL_SITE_URL = "http://localhost:4173";

/** The settings and their rules. */
const settingsSchema = z.object({
  /** Public origin, without a trailing slash: canonical URLs, Open Graph, JSON-LD, sitemap, feed, robots.txt. */
  SITE_URL: optionalText(
    z.url({ protocol: /^https?$/, error: "deve ser um endereço http(s) completo, ex.: https://www.exemplo.com.br" }),
  ).transform((url) => (url ?? LOCAL_SITE_URL).replace(/\/+$/, "")),
  /** Google Analytics 4 measurement ID ("G-ABC123DEF4"); without it no analytics code loads and no banner shows. */
  GA_ID: optionalText(z.string().regex(/^G-[A-Z0-9]{4,20}$/, "deve ser um ID do GA4, ex.: G-ABC123DEF4")),
  /** Amazon Associates tag (e.g. "meusite-20"), added to every Amazon link; without it no link earns and no commission is mentioned. */
  AMAZON_ASSOCIATE_TAG: optionalText(
    z.string().regex(/^[a-z0-9-]{3,40}-2[0-9]$/, "deve ser um ID de associado da Amazon, ex.: meusite-20"),
  ),
  /** Legal name of the data controller, the person or company that runs the site (LGPD art. 9 II). */
  PRIVACY_CONTROLLER_NAME: optionalText(z.string().min(3, "deve ser o nome completo ou a razão social")),
  /** The controller's CNPJ or CPF, shown on the privacy page. */
  PRIVACY_CONTROLLER_ID: optionalText(
    z.string().refine(isCpfOrCnpj, "deve ser um CNPJ ou CPF válido, ex.: 12.345.678/0001-95"),
  ),
  /** E-mail for privacy requests (LGPD art. 18: access, correction, deletion, withdrawal of consent). */
  PRIVACY_CONTACT: optionalText(z.email({ error: "deve ser um e-mail, ex.: privacidade@exemplo.com.br" })),
  /** Folder of the build output (the e2e suite builds build-e2e/ and build-e2e-analytics/). */
  BUILD_DIR: z
    .string()
    .regex(/^[\w./-]+$/, "deve ser um nome de pasta")
    .default("build"),
  /**
   * How the build compresses the files whose copies are not in the precompression cache
   * (integrations/precompress.ts): "max", brotli 11 and gzip 9, the bytes a published site serves; "fast", brotli 5
   * and gzip 6, about 50 times faster and 9% larger, not kept in the cache, for `npm start`'s local preview. A build
   * for a public address always compresses at "max" (effectivePrecompression).
   */
  PRECOMPRESSION: z.enum(["max", "fast"], { error: 'deve ser "max" ou "fast"' }).default("max"),
  /** "1" builds the test-only error drill page /__erro (only the e2e builds do). */
  ERROR_DRILL: z.enum(["0", "1"], { error: 'deve ser "0" ou "1"' }).default("0"),
  /** The build's date, in seconds since 1970 (reproducible-builds.org convention); default: now. */
  SOURCE_DATE_EPOCH: optionalText(
    z.string().regex(/^\d{1,12}$/, "deve ser um número de segundos desde 1970"),
  ).transform((seconds) => (seconds === undefined ? undefined : new Date(Number(seconds) * 1000))),
});

export type Settings = z.infer<typeof settingsSchema>;

/** Old names still read, each with the name that replaces it. */
const DEPRECATED_NAMES = { VITE_GA_ID: "GA_ID", SITE_OPERATOR: "PRIVACY_CONTROLLER_NAME" } as const;

/**
 * The deprecation messages for old setting names found in `env`; the old
 * value is used only when the new name is not set.
 */
export function renameDeprecated(env: Record<string, string | undefined>): {
  env: Record<string, string | undefined>;
  notices: string[];
} {
  const renamed = { ...env };
  const notices: string[] = [];
  for (const [old, name] of Object.entries(DEPRECATED_NAMES)) {
    if (env[old] === undefined) continue;
    notices.push(`${old} está obsoleto: use ${name} (o valor de ${old} vale enquanto ${name} não for definido).`);
    renamed[name] ??= env[old];
  }
  return { env: renamed, notices };
}

/** Reads and validates the settings from `env` (old names accepted); throws one Error listing every bad setting. */
export function readSettings(env: Record<string, string | undefined>): Settings {
  const result = settingsSchema.safeParse(renameDeprecated(env).env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Configuração inválida (veja .env.example):\n- ${problems.join("\n- ")}`);
}

/**
 * The environment the settings come from: `.env`, then `.env.local` in
 * `dir` (files that do not exist are skipped), then `processEnv`, which
 * wins. Throws naming the file when one cannot be parsed.
 */
export function loadEnv(
  dir: string,
  processEnv: Record<string, string | undefined>,
): Record<string, string | undefined> {
  const files = [".env", ".env.local"].map((name) => join(dir, name)).filter((path) => existsSync(path));
  const fromFiles = files.map((path) => {
    try {
      return parseEnv(readFileSync(path, "utf8"));
    } catch (error) {
      throw new Error(`${path}: arquivo de configuração ilegível (${error instanceof Error ? error.message : error})`, {
        cause: error,
      });
    }
  });
  return Object.assign({}, ...fromFiles, processEnv);
}

/** True when `origin` names this machine: a build to try locally, not to publish (src/lib/local-origin.ts). */
export { isLocalOrigin };

/**
 * What a build must say before it is published (README, "Settings"):
 * `errors` stop it, `warnings` are printed in a box. A build for a public
 * SITE_URL must name the privacy controller (name, CNPJ or CPF, e-mail),
 * and is told when its PRECOMPRESSION "fast" is overridden;
 * a build without SITE_URL is a local one, with local URLs, and says so.
 */
export function publishingProblems(settings: Settings): { errors: string[]; warnings: string[] } {
  const missing = (["PRIVACY_CONTROLLER_NAME", "PRIVACY_CONTROLLER_ID", "PRIVACY_CONTACT"] as const).filter(
    (name) => settings[name] === undefined,
  );
  if (isLocalOrigin(settings.SITE_URL)) {
    return {
      errors: [],
      warnings: [
        `Build local: SITE_URL não definido ou local (${settings.SITE_URL}). Os endereços canônicos, o sitemap e o robots.txt apontam para esta máquina. Para publicar, defina SITE_URL com o domínio do site${missing.length ? ` e ${missing.join(", ")}` : ""} (.env ou variáveis de ambiente).`,
      ],
    };
  }
  return {
    errors: missing.map(
      (name) =>
        `${name}: obrigatório para publicar em ${settings.SITE_URL} (a página de privacidade nomeia o controlador)`,
    ),
    warnings:
      effectivePrecompression(settings) !== settings.PRECOMPRESSION
        ? [
            `PRECOMPRESSION "fast" vale só para a prévia local: o build para ${settings.SITE_URL} comprime no nível máximo.`,
          ]
        : [],
  };
}

/** The project's folder. */
const ROOT = fileURLToPath(new URL(".", import.meta.url));
/**
 * Folder of .env and .env.local: the project's, or SETTINGS_DIR (relative
 * to the project; read from the process environment only), with which the
 * e2e builds use e2e/settings/ and e2e/settings-analytics/.
 */
const SETTINGS_DIR = resolve(ROOT, process.env.SETTINGS_DIR ?? ".");
const environment = loadEnv(SETTINGS_DIR, process.env);
for (const notice of renameDeprecated(environment).notices) console.warn(`Aviso: ${notice}`);
const settings = readSettings(environment);

/** This build's settings, validated (integrations/publishing-check.ts checks them before a build). */
export const SETTINGS: Settings = settings;

/** Public origin of the site, without a trailing slash. */
export const SITE_URL = settings.SITE_URL;
/** Google Analytics 4 measurement ID, or undefined (analytics off). */
export const GA_ID = settings.GA_ID;
/** Folder of the build output. */
export const BUILD_DIR = settings.BUILD_DIR;
/** The date the build stands for: SOURCE_DATE_EPOCH, or now. "Today" for every prerendered text. */
const BUILD_DATE = settings.SOURCE_DATE_EPOCH ?? new Date();

/**
 * How a build with `settings` compresses the files not found in the precompression cache: as PRECOMPRESSION says
 * for a local build, always "max" for a public one, so that `npm start` with a public SITE_URL (a production server,
 * README "Deploy") serves the same bytes as `npm run build`.
 */
export function effectivePrecompression(from: Settings): Settings["PRECOMPRESSION"] {
  return isLocalOrigin(from.SITE_URL) ? from.PRECOMPRESSION : "max";
}

/** How this build compresses files not found in the precompression cache (integrations/precompress.ts). */
export const PRECOMPRESSION = effectivePrecompression(settings);

/** Path of the error drill page, built only for the tests (ERROR_DRILL=1); internal (`isInternalPath`, src/lib/paths.ts). */
export const ERROR_DRILL_PATH = "/__erro";
/** Whether this build includes the error drill (integrations/error-drill-route.ts). */
export const INCLUDE_ERROR_DRILL = settings.ERROR_DRILL === "1";

/** The year of `date` in Brasília time: the build's `__BUILD_YEAR__`, the footer's copyright year. */
export function brazilYear(date: Date): number {
  return Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "America/Sao_Paulo" }).format(date));
}

/** Compile-time constants for Vite's `define`, from `settings` (the build's own by default). */
export function compileTimeConstants(from: Settings = settings): Record<string, string> {
  const date = from.SOURCE_DATE_EPOCH ?? new Date();
  return {
    __BUILD_YEAR__: JSON.stringify(brazilYear(date)),
    __BUILD_DATE__: JSON.stringify(date.toISOString()),
    __SITE_URL__: JSON.stringify(from.SITE_URL),
    __GA_ID__: JSON.stringify(from.GA_ID ?? ""),
    __AMAZON_TAG__: JSON.stringify(from.AMAZON_ASSOCIATE_TAG ?? ""),
    __PRIVACY_CONTROLLER__: JSON.stringify({
      name: from.PRIVACY_CONTROLLER_NAME ?? "",
      id: from.PRIVACY_CONTROLLER_ID ?? "",
      contact: from.PRIVACY_CONTACT ?? "",
    }),
  };
}

/** The build's compile-time constants (astro.config.ts). */
export const sharedDefine = compileTimeConstants({ ...settings, SOURCE_DATE_EPOCH: BUILD_DATE });
